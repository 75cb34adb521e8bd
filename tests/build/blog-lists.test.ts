/**
 * The blog's lists as built: each page of a list links the pages before and after it,
 * both ways, every one of them in the sitemap; no page's JSON-LD grows past 20 kB, whatever the
 * number of articles; the feeds carry the latest 50 at most.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { builtPages, distFile, builtLaunch } from './built-site';

const pages = await builtPages();
const byUrl = new Map(pages.map((page) => [new URL(page.path, site.url).href.replace(/\/$/, ''), page]));
const sitemap = readFileSync(distFile('/sitemap.xml'), 'utf8');
const rel = (page: (typeof pages)[number], name: string) => page.head.links.find((link) => link.rel === name)?.href;

describe('lists of articles', () => {
  it('link each page to the next and back, each in the sitemap once indexable', () => {
    const listed = pages.filter((page) => rel(page, 'next') || rel(page, 'prev'));
    for (const page of listed) {
      const next = rel(page, 'next');
      if (next) {
        expect(byUrl.get(next), `${page.path} → ${next}`).toBeDefined();
        expect(rel(byUrl.get(next)!, 'prev'), `${next} ← ${page.path}`).toBe(page.head.canonical[0]);
      }
      if (builtLaunch.indexable) expect(sitemap, page.path).toContain(`<loc>${page.head.canonical[0]}</loc>`);
    }
    for (const page of pages.filter((p) => /\/page\/\d+$/.test(p.path))) expect(rel(page, 'prev'), page.path).toBeDefined();
  });

  it('keep every page’s JSON-LD under 20 kB', () => {
    const heavy = pages
      .map((page) => ({ path: page.path, bytes: Buffer.byteLength(page.head.jsonLd.join('')) }))
      .filter((page) => page.bytes > 20_000);
    expect(heavy).toEqual([]);
  });

  it('keep the feeds to the latest 50 articles', () => {
    for (const feed of ['/blog/rss.xml', '/en/blog/rss.xml']) {
      const items = readFileSync(distFile(feed), 'utf8').match(/<item>/g) ?? [];
      expect(items.length, feed).toBeGreaterThan(0);
      expect(items.length, feed).toBeLessThanOrEqual(50);
    }
  });
});
