/**
 * Full-page screenshots of built routes at 390 px and 1280 px, for looking at what was built.
 * Start the server first (`npm start`, or `node tools/serve.ts --port 4321`), then:
 *   node tools/screenshots.ts [--base http://127.0.0.1:4321] [--banner] [path ...]
 * --banner shows the page as a first-time visitor sees it, consent banner included (the banner
 * hides from automated browsers; this makes the browser look like a person's). Without it, the
 * page is shown as it is once the banner is answered by refusing. --accept shows it after "Tout
 * accepter": the embeds mount, each third-party frame drawn as a grey local stand-in (no network).
 * PNGs go to screenshots/ (git-ignored).
 */
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, MISSING_CHROMIUM } from './find-chromium.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:4321' },
    viewport: { type: 'string' },
    // --split: one PNG per screen height instead of one tall page (easier to inspect).
    split: { type: 'boolean', default: false },
    banner: { type: 'boolean', default: false },
    accept: { type: 'boolean', default: false },
  },
});
const paths = positionals.length ? positionals : ['/', '/en'];
const widths = values.viewport ? [Number(values.viewport)] : [390, 1280];

const executablePath = await findChromium();
if (!executablePath) throw new Error(MISSING_CHROMIUM);
const browser = await chromium.launch({
  executablePath,
  args: CHROMIUM_ARGS,
});
await mkdir('screenshots', { recursive: true });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.request().resourceType() === 'document'
      ? route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><body style="margin:0;background:#ddd;font:16px sans-serif;display:grid;place-items:center">Third-party content</body>',
        })
      : route.abort(),
  );
  if (values.banner || values.accept)
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  if (values.accept) {
    await page.goto(values.base + '/');
    await page.locator('#cc-main .cm [data-role="all"]').click();
    // A tap on the copy painted with the page is carried out by the live banner once its library
    // has come: leaving before that would lose it.
    await page.waitForFunction(() => document.cookie.includes('cc_cookie='));
  }
  for (const path of paths) {
    await page.goto(values.base + path, { waitUntil: 'load' });
    // Scroll through once so lazy images and visible-only islands load before the capture
    // (instantly: the site scrolls smoothly). Not `networkidle`: it never comes once a
    // third-party frame (its grey stand-in) is in the page.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await page.waitForTimeout(800);
    const stem = `screenshots/${path.replace(/\//g, '_') || '_'}-${width}${values.banner ? '-banner' : ''}${values.accept ? '-accepted' : ''}`;
    if (!values.split) {
      await page.screenshot({ path: `${stem}.png`, fullPage: true });
      console.log(`${stem}.png`);
      continue;
    }
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let part = 0; part * 900 < height; part++) {
      await page.evaluate((y) => window.scrollTo(0, y), part * 900);
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${stem}-${part}.png` });
      console.log(`${stem}-${part}.png`);
    }
  }
  await page.close();
}
await browser.close();
