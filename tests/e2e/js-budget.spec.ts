/**
 * The home page ships no JavaScript before interaction beyond the header enhancement and the
 * consent banner, and React only once an island (embeds, quiz) comes into view. Sizes are gzip bytes
 * of what the browser actually downloaded: deterministic for a given build, unlike timings.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test, waitForIsland } from './fixtures';

/** Header enhancement (~1 kB) and the consent banner (vanilla-cookieconsent, ~10 kB). */
const BEFORE_INTERACTION_BUDGET = 14 * 1024;
/** Plus React + react-dom (~65 kB), the island runtime, the embeds' consent gate and the quiz button. */
const WITH_ISLANDS_BUDGET = 100 * 1024;

function collectScripts(page: Page) {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

async function gzipTotal(responses: Response[]) {
  const sizes = await Promise.all(responses.map(async (r) => gzipSync(await r.body()).length));
  return sizes.reduce((a, b) => a + b, 0);
}

test('home: tiny JS before interaction, React only once an island is in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts = collectScripts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const before = await gzipTotal(scripts);
  const beforeUrls = scripts.map((s) => new URL(s.url()).pathname);
  expect(before, `JS before interaction: ${beforeUrls.join(', ')}`).toBeLessThanOrEqual(BEFORE_INTERACTION_BUDGET);
  expect(
    beforeUrls.some((url) => /react|client\./.test(url)),
    'React before any island is in view',
  ).toBe(false);

  await waitForIsland(page.locator('[data-quiz-button]'));
  await page.waitForLoadState('networkidle');
  const total = await gzipTotal(scripts);
  expect(total, `JS with islands: ${scripts.map((s) => new URL(s.url()).pathname).join(', ')}`).toBeLessThanOrEqual(WITH_ISLANDS_BUDGET);
  expect(total).toBeGreaterThan(before);
});

test('404 page ships no island', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/en/404');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('astro-island').count()).toBe(0);
  expect(await gzipTotal(scripts)).toBeLessThanOrEqual(BEFORE_INTERACTION_BUDGET);
});

test('the web app manifest is linked only once the page has loaded and its first paint has been shown', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      const added = records.flatMap((record) => [...record.addedNodes]);
      if (!added.some((node) => node instanceof HTMLLinkElement && node.rel === 'manifest')) return;
      (window as unknown as { manifestLinkedAt: number }).manifestLinkedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/en/contact');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
  const times = await page.evaluate(() => ({
    linked: (window as unknown as { manifestLinkedAt: number }).manifestLinkedAt,
    loaded: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
  }));
  expect(times.linked).toBeGreaterThanOrEqual(times.loaded);
  expect(times.linked).toBeGreaterThanOrEqual(times.painted);
});
