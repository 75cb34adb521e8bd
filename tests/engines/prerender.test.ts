/**
 * Prerendering on intent, in Chromium, driven by Puppeteer over the DevTools protocol:
 * Chromium prerenders nothing while a client without "tab" targets is attached (Playwright's
 * Chromium reports `PrerenderingDisabledByDevTools`), Puppeteer's attachment lets it. The page
 * is the engines' test site (./site.ts): person.js in every page, every other host refused and
 * recorded by the proxy.
 *
 * Checked: a link hovered is prerendered, and a click shows the page already fetched and rendered
 * (a tap: prerendered from the press, shown at the release), the phone menu's links as the others
 * (how soon it paints is the bench's business: a timed test failed on a busy CI machine, its
 * largest paint 200 ms after the click where an idle one takes under 100);
 * a prerendered page acts only once shown (no banner answered meanwhile, nothing third-party).
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../tools/find-chromium.ts';
import { watchPrerenders } from '../../tools/prerender-watch.ts';
import { CONSENT_COOKIE } from '../../src/config/consent';
import { providers } from '../../src/config/providers';
import { startTestSite, type TestSite } from './site';

const LIVE_BANNER = '#cc-main:not([data-first-paint]) .cm';
/** What Chromium asks for by itself, whatever the page (its account check): not the site's doing. */
const BROWSER_OWN_HOSTS = /(^|\.)(google\.com|googleapis\.com|gstatic\.com)(:\d+)?$/;
const siteAttempts = (attempts: readonly string[]) => attempts.filter((host) => !BROWSER_OWN_HOSTS.test(host));

describe('prerendering on intent (Chromium)', () => {
  let site: TestSite;
  let browser: Browser;
  let page: Page;
  /** The prerender attempts' states, by address, as Chromium reports them. */
  const prerenders = new Map<string, string>();

  beforeAll(async () => {
    site = await startTestSite();
    const executablePath = await findChromium();
    if (!executablePath) throw new Error('Chromium is missing');
    browser = await puppeteer.launch({
      executablePath,
      headless: true,
      args: [...CHROMIUM_ARGS, `--proxy-server=http://${site.proxy.host}:${site.proxy.port}`, '--window-size=1280,800'],
    });
    page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  // Each test begins as a first visit to the home, no button held (a test that failed mid-tap).
  beforeEach(async () => {
    await page.mouse.reset();
    await page.goto(`${site.base}/`, { waitUntil: 'load' });
    await page.evaluate((name) => (document.cookie = `${name}=; max-age=0; path=/`), CONSENT_COOKIE);
    await page.goto(`${site.base}/`, { waitUntil: 'load' });
    prerenders.clear();
    site.attempts.length = 0;
  });

  /** Rests the pointer on the header's link to `to` (or the phone menu's) until its prerender is ready. */
  async function hoverUntilPrerendered(to: string, where = '[data-site-header]') {
    await watchPrerenders(page, prerenders);
    const handle = await page.waitForFunction(
      (href, within) => [...document.querySelectorAll(`${within} a[href="${href}"]`)].find((a) => a.getClientRects().length > 0),
      {},
      to,
      where,
    );
    const link = handle.asElement() as ElementHandle<Element>;
    await link.hover();
    const url = `${site.base}${to}`;
    const started = Date.now();
    while (prerenders.get(url) !== 'Ready') {
      if (prerenders.get(url)?.startsWith('Failure') || Date.now() - started > 15_000)
        throw new Error(`${to} not prerendered: ${prerenders.get(url) ?? 'never tried'}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return link;
  }

  /** Clicks the link and returns what the page shown says of its activation and largest paint. */
  async function clickAndMeasure(link: Awaited<ReturnType<typeof hoverUntilPrerendered>>, to: string) {
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), link.click()]);
    expect(await page.evaluate(() => location.pathname)).toBe(to);
    return page.evaluate(async () => {
      // `activationStart`: not yet in TypeScript's DOM types.
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number };
      const paints = await new Promise<number[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().map((entry) => entry.startTime))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      return {
        activationStart: navigation.activationStart,
        /** When the page itself had come, from the start of its prerender. */
        pageArrived: navigation.responseEnd,
        largestPaint: paints.at(-1)!,
        banner: document.documentElement.classList.contains('show--consent'),
        errors: [...(window.__engine?.errors ?? [])],
      };
    });
  }

  it('prerenders a header link the pointer rests on; the click shows the page it had already fetched', async () => {
    await page.waitForSelector(`${LIVE_BANNER} [data-role="necessary"]`, { visible: true });
    await page.click(`${LIVE_BANNER} [data-role="necessary"]`);
    const link = await hoverUntilPrerendered('/formation');
    const shown = await clickAndMeasure(link, '/formation');
    expect(shown.activationStart, 'activated from a prerender').toBeGreaterThan(0);
    expect(shown.pageArrived, 'the page had come before the click').toBeLessThan(shown.activationStart);
    expect(shown.largestPaint, 'the largest paint, after the click').toBeGreaterThanOrEqual(shown.activationStart);
    expect(shown.errors).toEqual([]);
  });

  it('starts at the press of a tap, and the release shows the page prerendered since', async () => {
    await page.waitForSelector(`${LIVE_BANNER} [data-role="necessary"]`, { visible: true });
    await page.click(`${LIVE_BANNER} [data-role="necessary"]`);
    await watchPrerenders(page, prerenders);
    const link = (
      await page.waitForFunction(() =>
        [...document.querySelectorAll('main a[href="/accompagnements"]')].find((a) => a.getClientRects().length > 0),
      )
    ).asElement() as ElementHandle<Element>;
    await link.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const box = (await link.boundingBox())!;
    // No resting on it (hovered for 200 ms, the link is prerendered already): pressed at once.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    expect(prerenders.get(`${site.base}/accompagnements`), 'prerendered before the press').toBeUndefined();
    await page.mouse.down();
    // Released once the press has started the prerender (a finger's 100 ms or so; a busy machine
    // may take longer to start it), before it is ready.
    const started = Date.now();
    while (!prerenders.has(`${site.base}/accompagnements`) && Date.now() - started < 5_000)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const [shown] = await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }).then(() =>
        page.evaluate(() => ({
          path: location.pathname,
          activationStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number })
            .activationStart,
        })),
      ),
      page.mouse.up(),
    ]);
    expect(shown.path).toBe('/accompagnements');
    expect(shown.activationStart, 'activated from the prerender the press started').toBeGreaterThan(0);
  });

  it("the phone menu's links too: the page prerendered for the link pressed is the one shown", async () => {
    await page.setViewport({ width: 390, height: 844 });
    try {
      // A page whose only link to the contact page is the menu's (the home has others in its text).
      await page.goto(`${site.base}/accompagnements/construction-renovation`, { waitUntil: 'load' });
      await page.waitForSelector(`${LIVE_BANNER} [data-role="necessary"]`, { visible: true });
      await page.click(`${LIVE_BANNER} [data-role="necessary"]`);
      await page.click('[data-menu-toggle]');
      await page.waitForSelector('#mobile-menu:popover-open');
      const link = await hoverUntilPrerendered('/contact', '#mobile-menu');
      // The menu closed at the click, its link no longer counted, and Chromium dropped the prerender.
      const shown = await clickAndMeasure(link, '/contact');
      expect(shown.activationStart, 'activated from a prerender').toBeGreaterThan(0);
      expect(shown.errors).toEqual([]);
      expect(await page.$eval('#mobile-menu', (menu) => menu.matches(':popover-open')), 'the menu, on the page shown').toBe(false);
    } finally {
      await page.setViewport({ width: 1280, height: 800 });
    }
  });

  it('a banner answered on the page being read does not show on the prerendered page', async () => {
    await page.waitForSelector(`${LIVE_BANNER} [data-role="necessary"]`, { visible: true });
    // Prerendered while the visitor had not chosen, the page was ready with the copy of the banner.
    const link = await hoverUntilPrerendered('/formation');
    await page.click(`${LIVE_BANNER} [data-role="necessary"]`);
    await page.waitForFunction(() => !document.documentElement.classList.contains('show--consent'));
    const shown = await clickAndMeasure(link, '/formation');
    expect(shown.activationStart).toBeGreaterThan(0);
    expect(shown.banner, 'the banner on arrival').toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await page.$eval('html', (html) => html.classList.contains('show--consent')), 'the banner later').toBe(false);
    expect(await page.$(LIVE_BANNER)).toBeNull();
  });

  it('a prerendered page asks no other host before it is shown; its embeds allowed by consent mount once it is', async () => {
    await page.goto(`${site.base}/formation`, { waitUntil: 'load' });
    await page.waitForSelector(`${LIVE_BANNER} [data-role="all"]`, { visible: true });
    await page.click(`${LIVE_BANNER} [data-role="all"]`);
    site.attempts.length = 0;
    // The home, with its reviews widget and players allowed.
    const link = await hoverUntilPrerendered('/');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(siteAttempts(site.attempts), 'asked of other hosts before the page was shown').toEqual([]);
    const shown = await clickAndMeasure(link, '/');
    expect(shown.activationStart).toBeGreaterThan(0);
    await page.$eval('#testimonials', (section) => section.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const reviewsHost = new URL(providers.reviews.loaderUrl).host;
    // Its loader is asked for (the proxy refuses it: the widget then shows its direct link).
    const started = Date.now();
    while (!siteAttempts(site.attempts).some((host) => host.startsWith(reviewsHost))) {
      if (Date.now() - started > 15_000)
        throw new Error(`the reviews widget's loader was never asked for: ${siteAttempts(site.attempts).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
