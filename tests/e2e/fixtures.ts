/**
 * The test fixture every browser spec uses. For each page it:
 * - keeps the browser on 127.0.0.1: any other request is recorded and never reaches the network
 *   (a navigation in a new tab gets a local stand-in page, anything else is aborted);
 * - records console errors, uncaught exceptions and CSP violations, and fails the test on any;
 * - makes the browser look like a person's (navigator.webdriver false), since the consent banner
 *   hides itself from automated browsers.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

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

/** A navigation in a page of its own (a new tab), not in an iframe. A new tab's first request has no frame yet. */
function isTopLevel(request: import('@playwright/test').Request): boolean {
  try {
    return request.frame().parentFrame() === null;
  } catch {
    return true;
  }
}

/** Routes every non-local request of a context to the log instead of the network. */
export async function isolate(context: BrowserContext, log: PageLog) {
  await context.route(
    (url) => !LOCAL_ORIGIN.test(url.href),
    (route) => {
      const request = route.request();
      log.external.push(request.url());
      if (request.isNavigationRequest() && isTopLevel(request)) {
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>External page stand-in</title>' });
      }
      return route.abort('blockedbyclient');
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

function watch(page: Page, log: PageLog) {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A not-found page is served with status 404 on purpose; Chromium logs that as an error.
    const ownStatus = message.location().url === page.url() && message.text().includes('status of 404');
    if (!ownStatus) log.consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => log.consoleErrors.push(`${page.url()}: ${error.message}`));
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
}

/** Every test gets the log automatically, so no spec can forget the isolation and the error checks. */
export const test = base.extend<{ log: PageLog }>({
  log: [
    async ({ context, page }, use) => {
      const log: PageLog = { external: [], consoleErrors: [], cspViolations: [] };
      await isolate(context, log);
      watch(page, log);
      await use(log);
      log.cspViolations.push(...(await cspViolations(page)));
      expect(log.consoleErrors, 'console errors').toEqual([]);
      expect(log.cspViolations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Scrolls to the bottom in screen-sized steps, so lazy content and visible-only islands load. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight * 0.8);
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/** Waits until every React island of the page has hydrated (Astro removes `ssr` then). */
export async function waitForHydration(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
