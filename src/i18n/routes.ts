/**
 * The route table: every page of the site, with its path, in both languages. The header, footer,
 * language switch, sitemap and test suite all iterate it; a page not listed here does not exist.
 *
 * Paths keep the French slug in both languages (decisions.md 1 and 4): `/about` and `/en/about`.
 */
import { site } from '../config/site';
import { defaultLocale, locales, type Locale } from './locales';

/** Page id → French path. The English path is the same with `/en` in front. */
const slugs = {
  home: '/',
  about: '/about',
  podcast: '/podcast',
  formation: '/formation',
  contact: '/contact',
  conferences: '/conferences',
  blog: '/blog',
  ateliers: '/ateliers',
  accompagnements: '/accompagnements',
  construction: '/accompagnements/construction-renovation',
  demenagement: '/accompagnements/demenagement',
  fengShui: '/accompagnements/feng-shui',
  ressources: '/ressources',
  livre: '/livre',
  mentionsLegales: '/mentions-legales',
  confidentialite: '/politique-confidentialite',
  cgv: '/cgv',
  press: `/press-${site.pressSlug}`,
  notFound: '/404',
} as const;

export type PageId = keyof typeof slugs;
export const pageIds = Object.keys(slugs) as PageId[];

/** The public path of a page in a language, without trailing slash: `/en` for the English home. */
export function pathFor(page: PageId, lang: Locale): string {
  const slug = slugs[page];
  if (lang === defaultLocale) return slug;
  return slug === '/' ? `/${lang}` : `/${lang}${slug}`;
}

export interface Route {
  page: PageId;
  lang: Locale;
  path: string;
}

/** Every route of the site: each page in each language (38 in all). */
export const routes: readonly Route[] = pageIds.flatMap((page) =>
  locales.map((lang) => ({ page, lang, path: pathFor(page, lang) })),
);

/** Finds the route served at a path, or undefined when no page lives there. */
export function routeAt(path: string): Route | undefined {
  return routes.find((route) => route.path === path);
}

/** One item of the header navigation: a page and, optionally, the pages of its sub-menu. */
export interface NavItem {
  page: PageId;
  children?: readonly PageId[];
}

/**
 * Header navigation (spec §2.2). The two languages differ on purpose: French lists the book with
 * the podcast beneath it; English has the podcast at top level and no book. English items all point
 * to English pages (decisions.md 2), "Training" included.
 */
export const headerNav: Record<Locale, readonly NavItem[]> = {
  fr: [
    { page: 'formation' },
    { page: 'ateliers' },
    { page: 'accompagnements', children: ['construction', 'demenagement', 'fengShui'] },
    { page: 'livre', children: ['podcast'] },
    { page: 'conferences' },
    { page: 'contact', children: ['about'] },
  ],
  en: [
    { page: 'formation' },
    { page: 'ateliers' },
    { page: 'accompagnements', children: ['construction', 'demenagement', 'fengShui'] },
    { page: 'conferences' },
    { page: 'podcast' },
    { page: 'contact', children: ['about'] },
  ],
};

/** Footer link groups (spec §2.3), the same pages in both languages. The quiz is external. */
export const footerNav = {
  support: ['accompagnements', 'construction', 'demenagement', 'fengShui'],
  practice: ['formation', 'ressources', 'livre', 'podcast', 'about', 'press'],
  legal: ['mentionsLegales', 'confidentialite', 'cgv'],
} as const satisfies Record<string, readonly PageId[]>;

/** The href of a content link (`{ page, hash }`) in a language. */
export function hrefFor(link: { page: PageId; hash?: string | undefined }, lang: Locale): string {
  return pathFor(link.page, lang) + (link.hash ?? '');
}

/** The full address of a path on the production site, as canonical and hreflang links want it. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href.replace(/\/$/, '');
}
