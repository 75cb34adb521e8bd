/** Unknown paths get a real 404 page in the visitor's language (docs/decisions/002), with the host's headers. */
import { expect, test } from './fixtures';

for (const [path, lang, home] of [
  ['/cette-page-nexiste-pas', 'fr', '/'],
  ['/en/this-page-does-not-exist', 'en', '/en'],
  ['/about/nope/deeper', 'fr', '/'],
  ['/nope/deeper', 'fr', '/'],
  ['/en/nope/deeper', 'en', '/en'],
] as const) {
  test(`${path} answers 404 with the ${lang} not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    // However deep the unknown address, the host's security headers come with the 404.
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main').getByRole('link').first()).toHaveAttribute('href', home);
    await expect(page.locator('body')).not.toContainText('Unexpected Application Error');
    await expect(page.locator('[data-site-header]')).toBeVisible();
  });
}

test('a trailing slash redirects to the path without it', async ({ request }) => {
  const response = await request.get('/en/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/en');
});

test('pages are served with the production security headers', async ({ request }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toContain('max-age=63072000');
  // Pages are revalidated on every visit; hashed assets are kept a year, with no second value.
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  const css = (await (await request.get('/')).text()).match(/href="(\/_astro\/[^"]+\.css)"/)![1]!;
  expect((await request.get(css)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the sitemap lists every built page with its alternates once indexable; until then robots.txt keeps crawlers out', async ({
  request,
}) => {
  const { routes } = await import('../../src/i18n/routes');
  const { site } = await import('../../src/config/site');
  const { launchStatus } = await import('../../src/lib/launch/launch-status');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const robots = await (await request.get('/robots.txt')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  if (!launchStatus({}).indexable) {
    // Provisional content: nothing to crawl, nothing listed.
    expect(robots).toMatch(/^Disallow: \/$/m);
    expect(robots).not.toContain('Sitemap:');
    expect(locs).toEqual([]);
    return;
  }
  const built = routes.filter((r) => r.page !== 'notFound');
  // Pages outside the table (blog articles, categories) are listed too: tests/build/both-builds/host-files.test.ts
  // compares the sitemap with every page of the build.
  for (const route of built) expect(locs).toContain(new URL(route.path, site.url).href.replace(/\/$/, ''));
  expect(sitemap).toContain('hreflang="x-default"');
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});
