/**
 * The back/forward cache: Back and Forward restore every page at once, as it was left,
 * and a page restored is right: a consent choice made on another page in between counts there
 * too, and the phone menu is closed.
 *
 * Playwright starts Chromium without the cache (`--disable-back-forward-cache`, so that its own
 * waits see a `load` on Back): these tests take that flag out. A page restored from the cache
 * fires `pageshow` with `persisted`; one loaded again does not.
 */
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, MISSING_CHROMIUM } from '../../tools/find-chromium.ts';
import { locales } from '../../src/i18n/locales';
import { pathFor, routes } from '../../src/i18n/routes';
import { shownAddress } from '../search-words';
import { acceptAll, consentBanner, expect, rejectAll, test, waitForIsland } from './fixtures';

const executablePath = await findChromium();
if (!executablePath) throw new Error(MISSING_CHROMIUM);
test.use({
  launchOptions: { executablePath, args: [...CHROMIUM_ARGS, '--no-first-run'], ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

declare global {
  interface Window {
    __restored?: boolean;
  }
}

/** Marks each page as it is shown: `__restored` is true on a page the cache gave back. */
async function watchRestores(page: Page) {
  await page.addInitScript(() => {
    addEventListener('pageshow', (event) => (window.__restored = event.persisted));
    // Forgotten as the page is left: a page restored says it anew.
    addEventListener('pagehide', () => delete window.__restored);
  });
}

/** Why Chromium did not keep the page, if it says (PerformanceNavigationTiming.notRestoredReasons). */
const notRestoredReasons = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify(
      (performance.getEntriesByType('navigation')[0] as PerformanceEntry & { notRestoredReasons?: unknown })?.notRestoredReasons ?? null,
    ),
  );

/** Back (or Forward) to `path`, and whether the cache gave it back. */
async function expectRestored(page: Page, move: 'back' | 'forward', path: string) {
  // No `load` comes on a restored page: wait for the address only.
  await (move === 'back' ? page.goBack({ waitUntil: 'commit' }) : page.goForward({ waitUntil: 'commit' }));
  // The path alone: the search page writes its query back in its own spelling (`+` for a space).
  await expect.poll(() => page.evaluate(() => location.pathname)).toBe(new URL(path, 'http://site.test').pathname);
  const restored = await page.waitForFunction(() => window.__restored !== undefined).then(() => page.evaluate(() => window.__restored));
  expect(restored, `${move} to ${path} from the back/forward cache (not restored because: ${await notRestoredReasons(page)})`).toBe(true);
}

for (const lang of locales) {
  test(`every route (${lang}) comes back from the back/forward cache, by Back and by Forward`, async ({ page }) => {
    test.setTimeout(120_000);
    await watchRestores(page);
    const addresses = routes.filter((route) => route.lang === lang).map(shownAddress);
    await page.goto(addresses[0]!);
    await rejectAll(page);
    for (const [index, address] of addresses.entries()) {
      if (index === 0) continue;
      await page.goto(address);
      await expectRestored(page, 'back', addresses[index - 1]!);
      await expectRestored(page, 'forward', address);
    }
  });
}

test('a choice made on another page counts on the page Back restores: no banner, and its allowed embeds mount', async ({ page }) => {
  await watchRestores(page);
  await page.goto('/');
  const { banner } = consentBanner(page);
  await expect(banner).toBeVisible();
  await page.goto(pathFor('contact', 'fr'));
  await acceptAll(page);
  await expectRestored(page, 'back', '/');
  await expect(banner).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/show--consent/);
  // The home's reviews widget, allowed on the contact page, mounts once near the screen.
  const reviews = page.locator('#testimonials [data-embed="reviews"]');
  await waitForIsland(reviews);
  await expect(page.locator('script[data-provider-script="reviews"]')).toHaveCount(1);
});

test('the phone menu, left open, is closed on the page Back restores', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await watchRestores(page);
  await page.goto('/');
  await rejectAll(page);
  await page.locator('[data-menu-toggle]').click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  // Left with the menu open (an address typed, a bookmark), not by one of its links.
  await page.goto(pathFor('contact', 'fr'));
  await expectRestored(page, 'back', '/');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(page.locator('[data-menu-toggle]')).toHaveAttribute('aria-expanded', 'false');
});
