/**
 * What every page owes, on every route of the table, at phone and desktop widths:
 * status 200 at the exact path, one h1, lang, title and description, canonical and hreflang,
 * WCAG 2.2 AA (axe), no console error or CSP violation, no third-party request, internal links
 * and anchors that resolve, external links in a new tab, the language switch, and no-JS reading.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { absoluteUrl, routeAt, routes, type PageId, type Route } from '../../src/i18n/routes';
import { switchLanguagePath } from '../../src/i18n/switch';
import { dictionaries } from '../../src/i18n/ui';
import { shownAddress } from '../search-words';
import { acceptAll, expect, LOCAL_ORIGIN, mountEachEmbed, rejectAll, scrollThrough, settle, test, trackNetwork } from './fixtures';

/**
 * How each page ends: one closing call, never two in a row. A page with a booking
 * section ends with it, and no band follows; a legal text ends with itself, without the marketing
 * band, and so do the pages closed by their own action (the book's order, the 404's way home:
 * one main action a screen); every other page ends with the closing band, and holds no
 * booking section above it.
 */
const endsWithBooking: readonly PageId[] = [
  'formation',
  'conferences',
  'contact',
  'accompagnements',
  'construction',
  'demenagement',
  'fengShui',
];
const legalTexts: readonly PageId[] = ['mentionsLegales', 'confidentialite', 'cgv', 'accessibilite'];
/** Pages that end with themselves, no band: the legal texts, the search page (its results), the book (its order) and the 404 (its way home). */
const endsWithItself: readonly PageId[] = [...legalTexts, 'recherche', 'livre', 'notFound'];
/** Pages for professionals: no band, or the band's words for them, never those about one's own home. */
const forProfessionals: readonly PageId[] = ['formation', 'conferences', 'press'];

async function expectOneClose(page: Page, route: Route) {
  const main = page.locator('main');
  if (endsWithBooking.includes(route.page)) {
    await expect(page.locator('main > :last-child'), 'the booking section is the close').toHaveAttribute('id', 'booking');
    await expect(main.locator('#closing')).toHaveCount(0);
  } else if (endsWithItself.includes(route.page)) {
    await expect(main.locator('#closing, #booking')).toHaveCount(0);
  } else {
    // The page's closing call is its last section, inside <main> (a jump to the content reaches it).
    await expect(page.locator('main > :last-child')).toHaveAttribute('id', 'closing');
    await expect(main.locator('#closing')).toHaveCount(1);
    await expect(main.locator('#booking')).toHaveCount(0);
  }
  if (forProfessionals.includes(route.page)) {
    // The band's title for individuals ("Et si votre intérieur…").
    await expect(main.getByText(dictionaries[route.lang]['closing.title'])).toHaveCount(0);
    if (route.lang === 'fr') await expect(main).not.toContainText('votre intérieur');
  }
}

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** Opens a route at its address for these checks: the search page with results shown. */
async function open(page: Page, route: Route) {
  const response = await page.goto(shownAddress(route));
  expect(response, `no response for ${route.path}`).not.toBeNull();
  expect(response!.status(), `status of ${route.path}`).toBe(200);
  expect(new URL(page.url()).pathname, 'served at the exact path, no redirect').toBe(route.path);
  return response!;
}

for (const route of routes) {
  test.describe(`${route.path}`, () => {
    // One load for both widths: the phone's, then the same page widened to the desktop's. What a
    // first load at each width owes (its first screen, its pictures) is first-screen.spec.ts's.
    test(`is complete and accessible on a phone and a desktop (${viewports.map((v) => v.width).join(' and ')} px)`, async ({
      page,
      log,
    }) => {
      await page.setViewportSize(viewports[0]);
      const searchRequests: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/pagefind/') || /\/SiteSearch\.[\w-]+\.js$/.test(path)) searchRequests.push(path);
      });
      await open(page, route);

      await expect(page.locator('html')).toHaveAttribute('lang', route.lang);
      await expect(page.locator('h1')).toHaveCount(1);
      await expectOneClose(page, route);
      expect((await page.title()).trim().length).toBeGreaterThan(5);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThanOrEqual(50);

      for (const [index, viewport] of viewports.entries()) {
        await test.step(`${viewport.name} (${viewport.width} px)`, async () => {
          if (index > 0) {
            await page.setViewportSize(viewport);
            await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          }
          await expect(page.locator('h1')).toBeVisible();
          await scrollThrough(page);
          await page.waitForLoadState('networkidle');
          expect(log.external, 'requests to third parties before consent, or after it was refused').toEqual([]);
          // Nothing of the search (its island, library or index) is fetched but on the search page.
          if (route.page === 'recherche') expect(searchRequests.length, 'the search ran from ?q=').toBeGreaterThan(0);
          else expect(searchRequests, 'search files fetched on a page that does not search').toEqual([]);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);

          // The page itself, at rest, as a visitor who has answered the banner: the banner (checked
          // in consent.spec.ts) would otherwise cover whatever lies under it and skew target sizes.
          // At the top, where the sticky header covers nothing: scrolled, it lies over whatever passes
          // under it, and axe counts a button under it as a target too small (seen once in a while on
          // /en/formation at 390 px, when the page was still moving as axe ran). So: wait for the
          // banner's exit, go to the top, wait until the page is at rest there, and check it stayed.
          if (index === 0) await rejectAll(page);
          await settle(page);
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await settle(page);
          await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the page rests at its top' }).toBe(0);
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
          expect(await page.evaluate(() => window.scrollY), 'the page did not move while axe ran').toBe(0);
          // With axe's own reason per node (what overlaps, which colours): a failure that comes and
          // goes can then be read from the report alone.
          const violations = results.violations.map(
            (v) =>
              `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join(', ')})`,
          );
          expect(violations).toEqual([]);
        });
      }
    });

    test('has its head, links and language switch right', async ({ page, request }) => {
      await open(page, route);
      const notFound = route.page === 'notFound';
      const canonical = page.locator('link[rel="canonical"]');
      if (notFound) {
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await expect(canonical).toHaveCount(0);
      } else {
        await expect(canonical).toHaveAttribute('href', absoluteUrl(route.path));
        const other = absoluteUrl(switchLanguagePath(route.path));
        const self = absoluteUrl(route.path);
        await expect(page.locator(`link[rel="alternate"][hreflang="${route.lang === 'fr' ? 'en' : 'fr'}"]`)).toHaveAttribute('href', other);
        await expect(page.locator(`link[rel="alternate"][hreflang="${route.lang}"]`)).toHaveAttribute('href', self);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
          'href',
          route.lang === 'fr' ? self : other,
        );
      }

      const switchLink = page.locator('[data-language-switch]');
      const target = switchLanguagePath(route.path);
      await expect(switchLink).toHaveAttribute('href', target);
      await expect(switchLink).toHaveAttribute('hreflang', route.lang === 'fr' ? 'en' : 'fr');
      expect(routeAt(target), `the switch leads to a page of the table: ${target}`).toBeDefined();

      await checkLinks(page, request, route);
      await checkAssets(page, request);
    });

    test('loads its consented embeds with no CSP violation or console error', async ({ page, log }) => {
      const network = trackNetwork(page);
      await open(page, route);
      await acceptAll(page);
      const embeds = await mountEachEmbed(page);
      await network.quiet();
      // Each mounted embed asked its provider (answered here by a local stand-in).
      if (embeds > 0) expect(log.external.length, "requests to the embeds' providers").toBeGreaterThan(0);
      // The fixture fails the test on any CSP violation or console error seen meanwhile.
    });

    test('reads and navigates with JavaScript off', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.route(
        (url) => !LOCAL_ORIGIN.test(url.href),
        (r) => r.abort(),
      );
      const page = await context.newPage();
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('footer a').first()).toBeVisible();
      // Below the fold too: nothing waits for a script to appear.
      const hidden = await page
        .locator('main section')
        .evaluateAll(
          (sections) => sections.filter((s) => getComputedStyle(s).visibility === 'hidden' || getComputedStyle(s).opacity === '0').length,
        );
      expect(hidden).toBe(0);
      await context.close();
    });
  });
}

/**
 * Every internal link leads to a page of the table that answers 200, every
 * anchor to an element that exists, and every external link opens in a new tab without opener
 * or referrer. A link to a path in no table fails.
 */
async function checkLinks(page: Page, request: APIRequestContext, route: Route) {
  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: a.getAttribute('href') ?? '',
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel') ?? '',
      isSwitch: a.hasAttribute('data-language-switch'),
    })),
  );
  expect(links.length).toBeGreaterThan(10);
  const checked = new Map<string, string>();
  for (const link of links) {
    if (link.href.startsWith('mailto:') || link.href.startsWith('tel:')) continue;
    const url = new URL(link.href, page.url());
    if (!LOCAL_ORIGIN.test(url.href)) {
      expect(link.target, `external link ${link.href} opens in a new tab`).toBe('_blank');
      expect(link.rel.split(/\s+/).sort(), `rel of ${link.href}`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      continue;
    }
    const target = routeAt(url.pathname);
    expect(target, `link from ${route.path} to ${url.pathname}, a path in no table`).toBeDefined();
    if (!link.isSwitch)
      expect(target!.lang, `${route.path} links to ${url.pathname} in the other language (docs/decisions/001)`).toBe(route.lang);
    let html = url.pathname === route.path ? await page.content() : checked.get(url.pathname);
    if (html === undefined) {
      const response = await request.get(url.pathname, { maxRedirects: 0 });
      expect(response.status(), `status of ${url.pathname}, linked from ${route.path}`).toBe(200);
      html = await response.text();
      checked.set(url.pathname, html);
    }
    // The hash comes percent-encoded; ids written from accented headings are not.
    const id = decodeURIComponent(url.hash.slice(1));
    if (url.hash) expect(html, `anchor ${url.pathname}${url.hash}, linked from ${route.path}`).toContain(`id="${id}"`);
  }
}

/** Every file the page points to (images, icons, preloads, the share card) exists on the server. */
async function checkAssets(page: Page, request: APIRequestContext) {
  const urls = await page.evaluate(() => [
    ...[...document.querySelectorAll('img[src]')].map((el) => (el as HTMLImageElement).src),
    ...[...document.querySelectorAll('source[srcset], img[srcset]')].flatMap((el) =>
      (el.getAttribute('srcset') ?? '').split(',').map((part) => new URL(part.trim().split(' ')[0]!, location.href).href),
    ),
    ...[...document.querySelectorAll('link[href]:not([rel="canonical"]):not([rel="alternate"])')].map((el) => (el as HTMLLinkElement).href),
    ...[...document.querySelectorAll('meta[property="og:image"]')].map((el) => el.getAttribute('content') ?? ''),
  ]);
  // A data: URL (the favicon) travels inside the page: there is nothing to fetch.
  for (const url of new Set(urls.filter((url) => !url.startsWith('data:')))) {
    // The share card is written with the production origin; it must exist here under the same path.
    const path = new URL(url).pathname;
    const response = await request.get(path);
    expect(response.status(), `asset ${path}`).toBe(200);
  }
}
