/**
 * Unit tests of the route table (src/i18n/routes.ts): every page, blog list, article and project in
 * both languages at its one path, the paths of the first site kept, and the header and footer
 * navigation.
 */
import { describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import { locales } from '../../../src/i18n/locales';
import { blogCategories } from '../../../src/config/blog';
import { blogArticles } from '../../../src/lib/blog-articles';
import { projects } from '../../../src/lib/projects';
import {
  blogArticlePath,
  blogCategoryPath,
  blogEntriesOf,
  blogListPath,
  footerNav,
  headerNav,
  hrefFor,
  menuMore,
  pageIds,
  pathFor,
  projectPath,
  routeAt,
  routePath,
  routes,
} from '../../../src/i18n/routes';

const pageRoutes = routes.filter((route) => !route.blog && !route.project);
const projectSlugs = [...new Set(projects.map((project) => project.slug))];

describe('route table', () => {
  it('has the 44 page routes: 28 of the first site, 8 of English parity, the accessibility statement, the search page, the projects and the 404 page in both languages', () => {
    expect(pageRoutes).toHaveLength(44);
    expect(pageIds).toHaveLength(22);
  });

  it('adds the blog: each category and each article, in both languages', () => {
    const articles = new Set(blogArticles.map((article) => article.slug)).size;
    expect(articles).toBeGreaterThanOrEqual(3);
    const listPages = routes.filter((route) => route.blog?.kind === 'listPage').length;
    expect(routes).toHaveLength(44 + 2 * blogCategories.length + 2 * articles + listPages + 2 * projectSlugs.length);
    expect(routes.filter((route) => route.blog?.kind === 'category')).toHaveLength(2 * blogCategories.length);
    expect(routes.filter((route) => route.blog?.kind === 'article')).toHaveLength(2 * articles);
    for (const route of routes.filter((r) => r.blog)) {
      expect(route.page).toBe('blog');
      expect(route.path.startsWith(`${pathFor('blog', route.lang)}/`)).toBe(true);
    }
  });

  it('gives each list of more than twelve articles its further pages, the blog’s and each category’s', () => {
    // 30 articles in both languages: 14 on neuro-architecture, 16 on Feng Shui.
    const articles = Array.from({ length: 30 }, (_, i) => ({
      slug: `article-${i}`,
      category: i < 14 ? ('neuroArchitecture' as const) : ('fengShui' as const),
    }));
    const entries = blogEntriesOf(locales.flatMap((lang) => articles.map((article) => ({ ...article, lang }))));
    expect(entries.filter((entry) => entry.kind === 'article')).toHaveLength(30);
    expect(entries.filter((entry) => entry.kind === 'listPage')).toEqual([
      { kind: 'listPage', slug: 'page/2', list: { category: undefined, page: 2 } },
      { kind: 'listPage', slug: 'page/3', list: { category: undefined, page: 3 } },
      { kind: 'listPage', slug: 'categorie/neuro-architecture/page/2', list: { category: 'neuro-architecture', page: 2 } },
      { kind: 'listPage', slug: 'categorie/feng-shui/page/2', list: { category: 'feng-shui', page: 2 } },
    ]);
    const listPage = entries.find((entry) => entry.kind === 'listPage')!;
    expect(routePath({ page: 'blog', blog: listPage }, 'en')).toBe('/en/blog/page/2');
    expect(blogListPath('en', 2, 'feng-shui')).toBe('/en/blog/categorie/feng-shui/page/2');
    expect(blogListPath('fr', 1)).toBe('/blog');
  });

  it('adds each of her projects, in both languages, under the projects page with its French slug', () => {
    expect(projectSlugs.length).toBeGreaterThanOrEqual(3);
    expect(pathFor('projects', 'fr')).toBe('/realisations');
    expect(pathFor('projects', 'en')).toBe('/en/realisations');
    for (const slug of projectSlugs) {
      const both = routes.filter((route) => route.project?.slug === slug);
      expect(both.map((route) => [route.lang, route.path, route.page])).toEqual([
        ['fr', `/realisations/${slug}`, 'projects'],
        ['en', `/en/realisations/${slug}`, 'projects'],
      ]);
      expect(routePath({ page: 'projects', project: { slug } }, 'en')).toBe(projectPath(slug, 'en'));
      expect(routeAt(`/en/realisations/${slug}`)?.project).toEqual({ slug });
    }
  });

  it('writes blog paths with the French slugs in both languages (docs/decisions/001)', () => {
    expect(blogCategoryPath('feng-shui', 'fr')).toBe('/blog/categorie/feng-shui');
    expect(blogCategoryPath('feng-shui', 'en')).toBe('/en/blog/categorie/feng-shui');
    expect(blogArticlePath('lumiere-et-productivite', 'en')).toBe('/en/blog/lumiere-et-productivite');
    expect(routeAt('/en/blog/lumiere-et-productivite')?.blog).toEqual({ kind: 'article', slug: 'lumiere-et-productivite' });
    expect(routePath({ page: 'blog', blog: { kind: 'category', slug: 'etudes-de-cas' } }, 'en')).toBe('/en/blog/categorie/etudes-de-cas');
  });

  it('gives every path once', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has every page, blog category and article in both languages', () => {
    for (const page of pageIds) {
      expect(
        pageRoutes
          .filter((r) => r.page === page)
          .map((r) => r.lang)
          .sort(),
      ).toEqual([...locales].sort());
    }
    for (const route of routes.filter((r) => r.blog)) {
      expect(
        routes
          .filter((r) => r.blog?.kind === route.blog!.kind && r.blog.slug === route.blog!.slug)
          .map((r) => r.lang)
          .sort(),
      ).toEqual([...locales].sort());
    }
  });

  it('writes paths without trailing slash, English under /en with the French slug', () => {
    for (const route of routes) {
      expect(route.path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
      if (route.lang === 'en') expect(route.path === '/en' || route.path.startsWith('/en/')).toBe(true);
    }
    expect(pathFor('home', 'fr')).toBe('/');
    expect(pathFor('home', 'en')).toBe('/en');
    expect(pathFor('construction', 'en')).toBe('/en/accompagnements/construction-renovation');
  });

  it('contains every path the first site published', () => {
    const spec = [
      '/',
      '/about',
      '/podcast',
      '/formation',
      '/contact',
      '/conferences',
      '/blog',
      '/ateliers',
      '/accompagnements',
      '/accompagnements/construction-renovation',
      '/accompagnements/demenagement',
      '/accompagnements/feng-shui',
      '/ressources',
      '/livre',
      '/mentions-legales',
      '/politique-confidentialite',
      '/cgv',
      '/en',
      '/en/about',
      '/en/conferences',
      '/en/podcast',
      '/en/accompagnements',
      '/en/accompagnements/construction-renovation',
      '/en/accompagnements/demenagement',
      '/en/accompagnements/feng-shui',
      '/en/contact',
      '/en/ateliers',
      // English parity (docs/decisions/001)
      '/en/formation',
      '/en/livre',
      '/en/blog',
      '/en/ressources',
      '/en/mentions-legales',
      '/en/politique-confidentialite',
      '/en/cgv',
    ];
    for (const path of spec) expect(routeAt(path), path).toBeDefined();
  });

  it('derives the press path from the practitioner name in the config', () => {
    expect(site.pressSlug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(pathFor('press', 'fr')).toBe(`/press-${site.pressSlug}`);
    expect(pathFor('press', 'en')).toBe(`/en/press-${site.pressSlug}`);
  });

  it('builds content links with their anchor', () => {
    expect(hrefFor({ page: 'formation', hash: '#formules' }, 'en')).toBe('/en/formation#formules');
    expect(hrefFor({ page: 'contact' }, 'fr')).toBe('/contact');
  });
});

describe('navigation', () => {
  it('lists the header items in each language', () => {
    expect(headerNav.fr.map((i) => pathFor(i.page, 'fr'))).toEqual([
      '/formation',
      '/ateliers',
      '/accompagnements',
      '/livre',
      '/conferences',
      '/contact',
    ]);
    expect(headerNav.en.map((i) => pathFor(i.page, 'en'))).toEqual([
      '/en/formation',
      '/en/ateliers',
      '/en/accompagnements',
      '/en/conferences',
      '/en/podcast',
      '/en/contact',
    ]);
    const frSub = Object.fromEntries(headerNav.fr.map((i) => [i.page, i.children ?? []]));
    expect(frSub.accompagnements).toEqual(['construction', 'demenagement', 'fengShui']);
    expect(frSub.livre).toEqual(['podcast']);
    expect(frSub.contact).toEqual(['about']);
    const enChildren = headerNav.en.flatMap((i) => i.children ?? []);
    expect(enChildren.sort()).toEqual(['about', 'construction', 'demenagement', 'fengShui'].sort());
  });

  it('puts every footer page in the footer', () => {
    const footer = Object.values(footerNav).flat();
    for (const page of [
      'construction',
      'demenagement',
      'fengShui',
      'accompagnements',
      'formation',
      'ressources',
      'livre',
      'podcast',
      'about',
      'press',
      'mentionsLegales',
      'confidentialite',
      'cgv',
    ] as const) {
      expect(footer).toContain(page);
    }
  });

  it('leads to the blog from the footer of every page (docs/decisions/015)', () => {
    expect(footerNav.practice).toContain('blog');
  });

  it('leads to her projects from the footer and the phone menu’s second group, not the desktop header', () => {
    expect(footerNav.practice).toContain('projects');
    for (const lang of locales) {
      expect(menuMore[lang]).toContain('projects');
      expect(headerNav[lang].flatMap((item) => [item.page, ...(item.children ?? [])])).not.toContain('projects');
    }
  });
});
