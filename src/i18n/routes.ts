/**
 * The route table: every page of the site, with its path, in both languages. The header, footer,
 * language switch, sitemap and test suite all iterate it; a page not listed here does not exist.
 *
 * Paths keep the French slug in both languages (docs/decisions/001): `/about` and `/en/about`.
 */
import { blogCategories, blogPageSize } from '../config/blog';
import { pageIds, pageSlugs, type PageId } from '../config/pages';
import { site } from '../config/site';
import { blogArticles, type ArticleSummary } from '../lib/blog-articles';
import { pageCount, pagePath } from '../lib/pagination';
import { projects, type ProjectSummary } from '../lib/projects';
import { defaultLocale, locales, type Locale } from './locales';

const slugs = pageSlugs;

export { pageIds, type PageId };

/** The public path of a page in a language, without trailing slash: `/en` for the English home. */
export function pathFor(page: PageId, lang: Locale): string {
  const slug = slugs[page];
  if (lang === defaultLocale) return slug;
  return slug === '/' ? `/${lang}` : `/${lang}${slug}`;
}

/**
 * The page under /blog a route shows, when it is a blog category, an article or a further page of
 * a list (`/blog/page/2`, `/blog/categorie/<slug>/page/2`) rather than the blog itself.
 */
export interface BlogEntry {
  kind: 'category' | 'article' | 'listPage';
  /**
   * The French slug, the same in both languages (docs/decisions/001); for a list's further page, its
   * path below /blog (`page/2`, `categorie/feng-shui/page/2`).
   */
  slug: string;
  /** A list's further page: the category it lists (none for the blog's own list) and its number, 2 and up. */
  list?: { category?: string | undefined; page: number };
}

export interface Route {
  /** The page of the table; blog categories and articles belong to the page `blog`, her projects to `projects`. */
  page: PageId;
  lang: Locale;
  path: string;
  blog?: BlogEntry;
  /** One of her projects (its file name, the same French slug in both languages): `/realisations/<slug>`. */
  project?: { slug: string };
}

/** `/blog/categorie/<slug>`, `/en/blog/categorie/<slug>`. */
export function blogCategoryPath(slug: string, lang: Locale): string {
  return `${pathFor('blog', lang)}/categorie/${slug}`;
}

/** `/blog/<slug>`, `/en/blog/<slug>`. */
export function blogArticlePath(slug: string, lang: Locale): string {
  return `${pathFor('blog', lang)}/${slug}`;
}

/** `/realisations/<slug>`, `/en/realisations/<slug>`. */
export function projectPath(slug: string, lang: Locale): string {
  return `${pathFor('projects', lang)}/${slug}`;
}

/** The address of page `page` of the blog's list of articles, or of a category's. */
export function blogListPath(lang: Locale, page: number, category?: string): string {
  return pagePath(category ? blogCategoryPath(category, lang) : pathFor('blog', lang), page);
}

/** The path of a route's page in a language: how the sitemap finds each route's alternates. */
export function routePath(route: Pick<Route, 'page' | 'blog' | 'project'>, lang: Locale): string {
  if (route.project) return projectPath(route.project.slug, lang);
  if (route.blog?.kind === 'category') return blogCategoryPath(route.blog.slug, lang);
  if (route.blog?.kind === 'article') return blogArticlePath(route.blog.slug, lang);
  if (route.blog?.kind === 'listPage') return `${pathFor('blog', lang)}/${route.blog.slug}`;
  return pathFor(route.page, lang);
}

/** The further pages (2 and up) of a list of `count` articles, as blog entries. */
function listPages(count: number, category?: string): BlogEntry[] {
  return Array.from({ length: pageCount(count, blogPageSize) - 1 }, (_, i) => {
    const page = i + 2;
    return {
      kind: 'listPage' as const,
      slug: blogListPath(defaultLocale, page, category).replace(/^\/blog\//, ''),
      list: { category, page },
    };
  });
}

/**
 * Every blog category, article and further page of a list, both languages (src/config/blog.ts,
 * src/content/blog/). Both languages hold the same articles (lib/blog-articles.ts checks it), so
 * their lists have the same pages.
 */
export function blogEntriesOf(articles: readonly Pick<ArticleSummary, 'slug' | 'lang' | 'category'>[]): BlogEntry[] {
  const french = articles.filter((article) => article.lang === defaultLocale);
  return [
    ...blogCategories.map(({ slug }) => ({ kind: 'category' as const, slug })),
    ...[...new Set(articles.map((article) => article.slug))].map((slug) => ({ kind: 'article' as const, slug })),
    ...listPages(french.length),
    ...blogCategories.flatMap(({ id, slug }) => listPages(french.filter((article) => article.category === id).length, slug)),
  ];
}

const blogEntries = blogEntriesOf(blogArticles);

/** Each of her projects once (lib/projects.ts checks that both languages hold each). */
export function projectEntriesOf(list: readonly Pick<ProjectSummary, 'slug'>[]): { slug: string }[] {
  return [...new Set(list.map((project) => project.slug))].map((slug) => ({ slug }));
}

/**
 * Every route of the site: each page in each language (44), then each blog category (12), article
 * (2 per article) and further page of a list in each language, then each project (2 per project).
 */
export const routes: readonly Route[] = [
  ...pageIds.flatMap((page) => locales.map((lang) => ({ page, lang, path: pathFor(page, lang) }))),
  ...blogEntries.flatMap((blog) =>
    locales.map((lang) => ({ page: 'blog' as const, lang, path: routePath({ page: 'blog', blog }, lang), blog })),
  ),
  ...projectEntriesOf(projects).flatMap((project) =>
    locales.map((lang) => ({ page: 'projects' as const, lang, path: projectPath(project.slug, lang), project })),
  ),
];

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
 * Header navigation. The two languages differ on purpose: French lists the book with
 * the podcast beneath it; English has the podcast at top level and no book. English items all point
 * to English pages (docs/decisions/001), "Training" included.
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

/**
 * The phone menu's second group, under the header's items: the pages a reader looks for that the
 * first site's header did not list. The desktop header keeps to that list; the footer lists them too.
 */
export const menuMore: Record<Locale, readonly PageId[]> = {
  fr: ['projects', 'blog', 'ressources', 'recherche'],
  en: ['projects', 'blog', 'ressources', 'recherche'],
};

/**
 * Footer link groups, the same pages in both languages. The quiz is external. The blog
 * joins the practice group so that it is reachable from every page (docs/decisions/015), and her
 * projects with it.
 */
export const footerNav = {
  support: ['accompagnements', 'construction', 'demenagement', 'fengShui'],
  practice: ['formation', 'ressources', 'livre', 'podcast', 'projects', 'blog', 'about', 'press'],
  legal: ['mentionsLegales', 'confidentialite', 'cgv', 'accessibilite'],
} as const satisfies Record<string, readonly PageId[]>;

/** The pages of her offers: where a search that finds nothing points (with the blog's topics). */
export const servicePages: readonly PageId[] = [...footerNav.support, 'formation', 'ateliers', 'conferences'];

/**
 * Every page a visitor can open, in the order of a site map: what the search page lists for a
 * browser without JavaScript. Not the 404 (no address of its own) or the search page itself.
 */
export const siteMapPages: readonly PageId[] = pageIds.filter((page) => page !== 'notFound' && page !== 'recherche');

/** The href of a content link (`{ page, hash }`) in a language. */
export function hrefFor(link: { page: PageId; hash?: string | undefined }, lang: Locale): string {
  return pathFor(link.page, lang) + (link.hash ?? '');
}

/** The full address of a path on the production site, as canonical and hreflang links want it. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href.replace(/\/$/, '');
}
