/**
 * Unit tests of the sitemap and robots.txt (build/host/host-config.ts): each indexable page by its
 * canonical address with alternates and date, valid sorted XML, and no crawling while the site may
 * not be indexed.
 */
import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap, sitemapEntry } from '../../../../build/host/host-config';
import type { BuiltPage } from '../../../../build/pages/built-pages';
import { readHead } from '../../../../build/pages/html-tree';

const page = (file: string, head: string): BuiltPage => ({
  file,
  path: `/${file.replace(/\.html$/, '')}`,
  head: readHead(`<html><head>${head}</head></html>`),
});
const alternates = (fr: string, en: string) =>
  `<link rel="alternate" hreflang="fr" href="${fr}"><link rel="alternate" hreflang="en" href="${en}"><link rel="alternate" hreflang="x-default" href="${fr}">`;

describe('sitemap', () => {
  it('lists a page by its canonical address with its alternates, and an article with its date', () => {
    const contact = sitemapEntry(
      page(
        'contact.html',
        `<link rel="canonical" href="https://x.test/contact">${alternates('https://x.test/contact', 'https://x.test/en/contact')}`,
      ),
    );
    expect(contact).toEqual({
      loc: 'https://x.test/contact',
      lastmod: undefined,
      alternates: [
        { hreflang: 'fr', href: 'https://x.test/contact' },
        { hreflang: 'en', href: 'https://x.test/en/contact' },
        { hreflang: 'x-default', href: 'https://x.test/contact' },
      ],
    });
    const article = sitemapEntry(
      page(
        'blog/a.html',
        '<link rel="canonical" href="https://x.test/blog/a"><meta property="article:published_time" content="2024-06-09">',
      ),
    );
    expect(article?.lastmod).toBe('2024-06-09');
  });

  it('leaves out not-found and noindex pages', () => {
    expect(sitemapEntry(page('404.html', '<meta name="robots" content="noindex">'))).toBeUndefined();
    expect(sitemapEntry(page('en/404.html', '<link rel="canonical" href="https://x.test/en/404">'))).toBeUndefined();
    expect(
      sitemapEntry(page('draft.html', '<link rel="canonical" href="https://x.test/draft"><meta name="robots" content="noindex">')),
    ).toBeUndefined();
  });

  it('writes valid XML, sorted, escaped', () => {
    const xml = renderSitemap([
      { loc: 'https://x.test/b?x=1&y=2', alternates: [] },
      { loc: 'https://x.test/a', alternates: [{ hreflang: 'en', href: 'https://x.test/en/a' }], lastmod: '2024-06-09' },
    ]);
    expect(xml.indexOf('https://x.test/a')).toBeLessThan(xml.indexOf('https://x.test/b'));
    expect(xml).toContain('<loc>https://x.test/b?x=1&amp;y=2</loc>');
    expect(xml).toContain('<lastmod>2024-06-09</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://x.test/en/a"/>');
  });

  it('is named by robots.txt once the site can be indexed', () => {
    expect(renderRobots(true)).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
    expect(renderRobots(true)).toMatch(/^Allow: \/$/m);
  });

  it('is not named, and nothing may be crawled, in a preview or while content is provisional', () => {
    expect(renderRobots(false)).not.toContain('Sitemap');
    expect(renderRobots(false)).toMatch(/^User-agent: \*\nDisallow: \/$/m);
  });
});
