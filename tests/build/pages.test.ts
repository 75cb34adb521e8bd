/**
 * What every built page tells search engines and chat apps (docs/decisions/014), checked on every
 * HTML file of `dist/`: the pages of the route table, the articles and categories of the blog,
 * the 404 pages. A page added later is checked with no change here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { isNotFoundPage, type BuiltPage } from '../../build/pages/built-pages';
import { property } from '../../build/pages/html-tree';
import { defaultLocale } from '../../src/i18n/locales';
import { absoluteUrl, routeAt, type PageId } from '../../src/i18n/routes';
import { shareCardSize } from '../../src/lib/share-card';
import { svgDataUri } from '../../src/lib/data-uri';
import { builtPages, distFile, builtLaunch } from './built-site';
import { imageSize } from './image-size';

const pages = await builtPages();
const indexed = pages.filter((page) => !isNotFoundPage(page));
const byUrl = new Map(indexed.map((page) => [absoluteUrl(page.path), page]));
const langOf = (path: string) => (path === '/en' || path.startsWith('/en/') ? 'en' : 'fr');
const ogLocales = { fr: 'fr_BE', en: 'en_GB' } as const;

/**
 * The schema.org types each page of the route table declares (lib/structured-data.ts), besides
 * those every page of its kind declares: a breadcrumb trail below the top level, an article's own
 * description. A page of the table not listed here may declare what it likes, as long as it parses.
 */
const typesByPage: Partial<Record<PageId, string[]>> = {
  home: ['ProfessionalService', 'WebSite'],
  about: ['Person'],
  livre: ['Book'],
  formation: ['Course', 'FAQPage'],
  contact: ['FAQPage'],
  podcast: ['PodcastSeries'],
  accompagnements: ['FAQPage'],
  fengShui: ['FAQPage'],
  blog: ['Blog'],
  notFound: [],
};

function expectedTypes(page: BuiltPage): { types: string[]; exact: boolean } {
  const route = routeAt(page.path);
  // Blog articles and categories are routes of the blog page, her projects of the projects page;
  // their types follow from their kind: a project is a CreativeWork.
  const listed = route?.blog ? [] : route?.project ? ['CreativeWork'] : typesByPage[route?.page ?? ('' as PageId)];
  const types = [...(listed ?? [])];
  const depth = page.path
    .replace(/^\/en(?=\/|$)/, '')
    .split('/')
    .filter(Boolean).length;
  if (depth >= 2 && !isNotFoundPage(page)) types.push('BreadcrumbList');
  if (property(page.head, 'og:type') === 'article') types.push('BlogPosting');
  return { types: types.sort(), exact: listed !== undefined };
}

const jsonLdOf = (page: BuiltPage) => page.head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);

it('finds the pages of the build', () => {
  expect(indexed.length).toBeGreaterThanOrEqual(6);
  expect(
    pages
      .filter(isNotFoundPage)
      .map((p) => p.file)
      .sort(),
  ).toEqual(['404.html', 'en/404.html']);
});

describe.each(pages.map((page) => [page.path, page] as const))('%s', (path, page) => {
  const lang = langOf(path);
  const notFound = isNotFoundPage(page);

  it('is in its language', () => {
    expect(page.head.lang).toBe(lang);
    expect(property(page.head, 'og:locale')).toBe(ogLocales[lang]);
    expect(page.head.properties['og:locale:alternate']).toEqual([ogLocales[lang === 'fr' ? 'en' : 'fr']]);
  });

  if (notFound) {
    it('is not indexed and claims no address', () => {
      expect(page.head.robots).toContain('noindex');
      expect(page.head.canonical).toEqual([]);
      expect(page.head.alternates).toEqual([]);
      expect(property(page.head, 'og:url')).toBeUndefined();
    });
  } else {
    it('has exactly one canonical link, its own address', () => {
      expect(page.head.canonical).toEqual([absoluteUrl(path)]);
      // Kept out of search engines while anything is provisional, never otherwise.
      expect(page.head.robots ?? '').toBe(builtLaunch.indexable ? '' : 'noindex');
      expect(property(page.head, 'og:url')).toBe(absoluteUrl(path));
    });

    it('names its French, English and default versions, and they name it back', () => {
      const alternates = Object.fromEntries(page.head.alternates.map((a) => [a.hreflang, a.href]));
      expect(page.head.alternates.map((a) => a.hreflang).sort()).toEqual(['en', 'fr', 'x-default']);
      expect(alternates[lang]).toBe(absoluteUrl(path));
      expect(alternates['x-default']).toBe(alternates[defaultLocale]);
      for (const other of ['fr', 'en'] as const) {
        const counterpart = byUrl.get(alternates[other]!);
        expect(counterpart, `${path} names ${alternates[other]} as its ${other} version, which was not built`).toBeDefined();
        const back = Object.fromEntries(counterpart!.head.alternates.map((a) => [a.hreflang, a.href]));
        expect(back, `${alternates[other]} does not name ${path} back`).toEqual(alternates);
      }
    });
  }

  it('has a title and a description of 50 to 160 characters', () => {
    expect(page.head.title?.length ?? 0).toBeGreaterThan(5);
    expect(page.head.description?.length ?? 0).toBeGreaterThanOrEqual(50);
    expect(page.head.description?.length ?? 0).toBeLessThanOrEqual(160);
    expect(property(page.head, 'og:title')).toBeTruthy();
    expect(property(page.head, 'og:description')).toBe(page.head.description);
  });

  it('has its own 1200×630 share card, described in its language', () => {
    const image = property(page.head, 'og:image')!;
    expect(image, 'og:image').toBeTruthy();
    const url = new URL(image);
    expect(url.origin).toBe(new URL(site.url).origin);
    const file = distFile(url.pathname);
    expect(existsSync(file), `${url.pathname} is not in dist/`).toBe(true);
    const size = imageSize(readFileSync(file));
    expect(size).toMatchObject({ width: shareCardSize.width, height: shareCardSize.height });
    expect(property(page.head, 'og:image:width')).toBe(String(size.width));
    expect(property(page.head, 'og:image:height')).toBe(String(size.height));
    expect(property(page.head, 'og:image:type')).toBe(`image/${size.format}`);
    expect(property(page.head, 'og:image:alt')).toContain(property(page.head, 'og:title'));
  });

  it('links icons and a manifest that exist; the SVG icon is the favicon, inline', () => {
    const rels = page.head.links.map((link) => link.rel);
    expect(rels).toEqual(expect.arrayContaining(['icon', 'apple-touch-icon', 'manifest']));
    for (const link of page.head.links.filter((l) => ['icon', 'apple-touch-icon', 'manifest'].includes(l.rel))) {
      if (link.href.startsWith('data:'))
        expect(link.href, `${link.rel} inline`).toBe(svgDataUri(readFileSync(distFile('/favicon.svg'), 'utf8')));
      else expect(existsSync(distFile(link.href)), `${link.rel} ${link.href}`).toBe(true);
    }
    expect(page.head.links.filter((link) => link.href.startsWith('data:image/svg+xml,'))).toHaveLength(1);
  });

  it('is shared as an article with its date when it is one', () => {
    if (property(page.head, 'og:type') !== 'article') {
      expect(property(page.head, 'og:type')).toBe('website');
      return;
    }
    expect(property(page.head, 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it('describes itself in JSON-LD that parses, with the types its kind of page declares', () => {
    const blocks = jsonLdOf(page);
    for (const block of blocks) {
      expect(block['@context']).toBe('https://schema.org');
      expect(block['@type'], JSON.stringify(block).slice(0, 120)).toBeTruthy();
    }
    const types = blocks.map((block) => String(block['@type'])).sort();
    const expected = expectedTypes(page);
    expect(types).toEqual(expect.arrayContaining(expected.types));
    if (expected.exact) expect(types).toEqual(expected.types);
  });

  it('points its breadcrumb trail and its article at itself', () => {
    for (const block of jsonLdOf(page)) {
      if (block['@type'] === 'BreadcrumbList') {
        const items = block.itemListElement as { item: string; position: number }[];
        expect(items.at(-1)!.item).toBe(absoluteUrl(path));
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      }
      if (block['@type'] === 'BlogPosting') {
        expect((block.mainEntityOfPage as { '@id': string })['@id']).toBe(absoluteUrl(path));
        expect(block.datePublished).toBe(property(page.head, 'article:published_time')?.slice(0, 10));
      }
    }
  });
});

describe('across the site', () => {
  it('gives every page its own title and description', () => {
    for (const key of ['title', 'description'] as const) {
      const seen = new Map<string, string>();
      for (const page of pages) {
        const value = page.head[key]!;
        expect(seen.get(value), `${page.path} has the same ${key} as ${seen.get(value)}: "${value}"`).toBeUndefined();
        seen.set(value, page.path);
      }
    }
  });

  it('gives every page its own share card', () => {
    const images = pages.map((page) => property(page.head, 'og:image'));
    expect(new Set(images).size).toBe(pages.length);
  });
});

it("gives the practitioner's Person no image but a photograph (a drawing of her studio is not her portrait)", () => {
  const people = pages.flatMap(jsonLdOf).filter((data) => data['@type'] === 'Person');
  expect(people.length).toBeGreaterThan(0);
  for (const person of people) if (person.image !== undefined) expect(String(person.image)).not.toMatch(/\.svg(\?|$)/);
});
