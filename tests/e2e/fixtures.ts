/**
 * The test fixture every browser spec uses. For each page it:
 * - keeps the browser on 127.0.0.1: any other request is recorded and never reaches the network
 *   (a navigation in a new tab gets a local stand-in page, anything else is aborted);
 * - records console errors, uncaught exceptions and CSP violations, and fails the test on any;
 * - makes the browser look like a person's (navigator.webdriver false), since the consent banner
 *   hides itself from automated browsers.
 */
import { test as base, expect, type BrowserContext, type Cookie, type Locator, type Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../../src/config/consent';

export const LOCAL_ORIGIN = /^https?:\/\/127\.0\.0\.1(:\d+)?\//;

export interface PageLog {
  /** Every request the context made to a host other than the local server, in order. */
  external: string[];
  consoleErrors: string[];
  cspViolations: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** What a third-party request gets instead of the network: an empty stand-in of its kind. */
const standIns: Record<string, { contentType: string; body: string }> = {
  document: { contentType: 'text/html', body: '<!doctype html><title>Third-party stand-in</title>' },
  script: { contentType: 'text/javascript', body: '/* third-party stand-in */' },
  stylesheet: { contentType: 'text/css', body: '' },
};

/**
 * Routes every non-local request of a context to the log instead of the network. Third-party
 * hosts are unreachable here, so each request is answered by a local stand-in: the attempt is
 * what the tests assert, and the browser still applies the CSP to it before it is made.
 */
export async function isolate(context: BrowserContext, log: PageLog) {
  await context.route(
    (url) => !LOCAL_ORIGIN.test(url.href),
    (route) => {
      const request = route.request();
      log.external.push(request.url());
      const kind = request.isNavigationRequest() ? 'document' : request.resourceType();
      const standIn = standIns[kind];
      return standIn ? route.fulfill({ status: 200, ...standIn }) : route.fulfill({ status: 204, body: '' });
    },
  );
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

function watch(page: Page, log: PageLog, expected: readonly RegExp[]) {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A not-found page is served with status 404 on purpose; Chromium logs that as an error.
    const ownStatus = message.location().url === page.url() && message.text().includes('status of 404');
    const text = `${message.location().url} ${message.text()}`;
    if (!ownStatus && !expected.some((pattern) => pattern.test(text))) log.consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => log.consoleErrors.push(`${page.url()}: ${error.message}`));
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
}

/**
 * Lays out every section and the footer of every page from the start. The site lays out a page's
 * sections from the third on, and its footer, only as they come near the screen (content-visibility,
 * the rule in src/styles/global.css, whose selectors this one must cover): a check that reads the
 * whole page at once (boxes, reflow, axe's contrast, the filled buttons a screen holds) would find
 * nothing in them and pass without having looked. A constructed stylesheet, as the CSP allows.
 */
function layOutEverySection() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('main > section, [data-site-footer] { content-visibility: visible !important }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** Every test gets the log automatically, so no spec can forget the isolation and the error checks. */
export const test = base.extend<{ log: PageLog; expectedConsoleErrors: RegExp[]; sectionsAsShipped: boolean; sections: void }>({
  /** Console errors a test provokes on purpose (a provider made to fail); any other still fails it. */
  expectedConsoleErrors: [[], { option: true }],
  /** true: the page's far sections wait until they come near, as a visitor gets them (see above). */
  sectionsAsShipped: [false, { option: true }],
  sections: [
    async ({ context, sectionsAsShipped }, use) => {
      if (!sectionsAsShipped) await context.addInitScript(layOutEverySection);
      await use();
    },
    { auto: true },
  ],
  log: [
    async ({ context, page, expectedConsoleErrors }, use) => {
      const log: PageLog = { external: [], consoleErrors: [], cspViolations: [] };
      await isolate(context, log);
      watch(page, log, expectedConsoleErrors);
      await use(log);
      log.cspViolations.push(...(await cspViolations(page)));
      expect(log.consoleErrors, 'console errors').toEqual([]);
      expect(log.cspViolations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Scrolls to the bottom in screen-sized steps, so lazy content and visible-only islands load.
 * Instantly: the site scrolls smoothly where motion is allowed, which cut each 50 ms step short,
 * and a long page was never read to its end.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight * 0.8);
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/**
 * Scrolls to each consent-gated embed in turn, instantly, and waits until it has mounted its
 * provider's frame or script (or shown its fallback): with consent given, every embed of the page
 * loads once, and the log fixture sees any CSP violation or console error it causes. An embed
 * unmounts once scrolled past (ConsentGate), so each is checked while it is on screen.
 */
export async function mountEachEmbed(page: Page): Promise<number> {
  // Islands hydrate as they near the screen: the page read through first, so every embed is there.
  await scrollThrough(page);
  const embeds = page.locator('[data-embed]');
  const count = await embeds.count();
  for (let index = 0; index < count; index++) {
    const embed = embeds.nth(index);
    await embed.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(embed, `embed ${index + 1} of ${count}`).toHaveAttribute('data-embed-state', /^(mounted|fallback)$/);
  }
  return count;
}

/**
 * Counts the page's requests (its frames' included) from now on; `quiet()` then waits until none
 * has been in flight for 500 ms. Playwright's `networkidle` never comes once a third-party frame
 * is in the page here (the stand-in documents of `isolate`, in a process of their own), so the
 * tests count requests themselves.
 */
export function trackNetwork(page: Page) {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  page.on('request', (request) => (inFlight.add(request), (lastChange = Date.now())));
  const end = (request: unknown) => (inFlight.delete(request), (lastChange = Date.now()));
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async quiet(timeout = 10_000) {
      const deadline = Date.now() + timeout;
      while (inFlight.size > 0 || Date.now() - lastChange < 500) {
        expect(Date.now(), `requests still in flight after ${timeout} ms`).toBeLessThan(deadline);
        await page.waitForTimeout(100);
      }
    },
  };
}

/**
 * Brings in every picture held back until it nears the screen (src/client/load-near.ts): each
 * stand-in scrolled to in turn, instantly (the site scrolls smoothly where motion is allowed).
 */
export async function revealHeldBack(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 40; round++) {
      const standIn = document.querySelector('[data-near]');
      if (!standIn) return;
      standIn.scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
  });
  await expect(page.locator('[data-near]'), 'pictures still held back').toHaveCount(0);
}

/**
 * Waits until the React island holding an element has hydrated (Astro removes its `ssr`
 * attribute then). Islands are `client:visible`: scroll the element into view first.
 */
export async function waitForIsland(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  await expect(element.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
}

/** The consent banner's first layer, and its three equal choices. */
export function consentBanner(page: Page) {
  const banner = page.locator('#cc-main .cm');
  return {
    banner,
    acceptAll: banner.locator('[data-role="all"]'),
    rejectAll: banner.locator('[data-role="necessary"]'),
    customise: banner.locator('[data-role="show"]'),
  };
}

export async function acceptAll(page: Page) {
  const { banner, acceptAll } = consentBanner(page);
  await acceptAll.click();
  await expect(banner).toBeHidden();
}

export async function rejectAll(page: Page) {
  const { banner, rejectAll } = consentBanner(page);
  await rejectAll.click();
  await expect(banner).toBeHidden();
}

/**
 * The consent cookie of a visitor who refused, as the banner itself wrote it: taken once per worker
 * (a worker is one process), the first time a test opens a page decided.
 */
let refusedCookies: Cookie[] | undefined;

/**
 * Opens a page as a returning visitor who has already answered the banner (by refusing), for
 * tests of the page itself: the banner takes the keyboard focus until a choice is made. The first
 * time in a worker, by refusing on the page and reloading it; then with the cookie that refusal
 * wrote, in one load (half the page loads of the per-route tests).
 */
export async function openDecided(page: Page, path: string) {
  if (refusedCookies) {
    await page.context().addCookies(refusedCookies);
    await page.goto(path);
    return;
  }
  await page.goto(path);
  await rejectAll(page);
  refusedCookies = (await page.context().cookies()).filter((cookie) => cookie.name === CONSENT_COOKIE);
  expect(refusedCookies, 'the banner writes its consent cookie').toHaveLength(1);
  await page.reload();
}

/**
 * Brings the page to rest, so checks such as axe's contrast read it as it will stay: every finite
 * animation and transition (the banner sliding out, a hover lift, a kicker's door) is taken to its
 * end state at once, which is what waiting for it would give, then any started meanwhile is waited
 * for. Endless ones (the logo strip) are left running.
 */
export async function settle(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity) animation.finish();
    }
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
