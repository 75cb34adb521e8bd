/**
 * The sitemap and robots.txt of a site that can go live (the real-content fixture: a complete
 * identity, built as production): the sitemap lists every built page but the 404s, with its
 * alternates, blog articles and categories included; robots.txt lets every crawler in and names it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isNotFoundPage } from '../../../build/pages/built-pages';
import { routes } from '../../../src/i18n/routes';
import { builtLaunch, builtPages, builtSiteUrl, distFile } from '../built-site';

const pages = await builtPages();
const indexed = pages.filter((page) => !isNotFoundPage(page));
const read = (path: string) => readFileSync(distFile(path), 'utf8');

it('is a build that can be indexed', () => {
  expect(builtLaunch.indexable, builtLaunch.items.map((item) => item.label).join(', ')).toBe(true);
});

describe('sitemap.xml', () => {
  const xml = read('/sitemap.xml');
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(match[1]!)![1]!,
    alternates: [...match[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => ({
      hreflang: m[1]!,
      href: m[2]!,
    })),
  }));

  it('lists exactly the built pages, without the 404 pages', () => {
    expect(urls.map((url) => url.loc).sort()).toEqual(indexed.map((page) => page.head.canonical[0]).sort());
    expect(xml).not.toMatch(/404/);
  });

  it('lists every page of the route table that was built', () => {
    const locs = new Set(urls.map((url) => url.loc));
    const builtTable = routes.filter(
      (route) => route.page !== 'notFound' && existsSync(distFile(route.path === '/' ? '/index.html' : `${route.path}.html`)),
    );
    expect(builtTable.length).toBeGreaterThanOrEqual(6);
    for (const route of builtTable) expect(locs.has(new URL(route.path, builtSiteUrl).href.replace(/\/$/, '')), route.path).toBe(true);
  });

  it('gives each page the language alternates the page itself names', () => {
    for (const url of urls) {
      const page = indexed.find((p) => p.head.canonical[0] === url.loc)!;
      expect(url.alternates, url.loc).toEqual(page.head.alternates);
      expect(url.alternates.map((a) => a.hreflang).sort()).toEqual(['en', 'fr', 'x-default']);
    }
  });
});

it('robots.txt allows everything and names the sitemap', () => {
  const robots = read('/robots.txt');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).toContain(`Sitemap: ${builtSiteUrl}/sitemap.xml`);
});
