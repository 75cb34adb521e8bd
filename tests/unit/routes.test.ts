import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { locales } from '../../src/i18n/locales';
import { footerNav, headerNav, hrefFor, pageIds, pathFor, routeAt, routes } from '../../src/i18n/routes';

describe('route table', () => {
  it('has the 38 routes: 28 of the spec, 8 of English parity and the two 404 pages', () => {
    expect(routes).toHaveLength(38);
    expect(pageIds).toHaveLength(19);
  });

  it('gives every path once', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has every page in both languages', () => {
    for (const page of pageIds) {
      expect(routes.filter((r) => r.page === page).map((r) => r.lang).sort()).toEqual([...locales].sort());
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

  it('contains every path the spec names', () => {
    const spec = [
      '/', '/about', '/podcast', '/formation', '/contact', '/conferences', '/blog', '/ateliers', '/accompagnements',
      '/accompagnements/construction-renovation', '/accompagnements/demenagement', '/accompagnements/feng-shui',
      '/ressources', '/livre', '/mentions-legales', '/politique-confidentialite', '/cgv',
      '/en', '/en/about', '/en/conferences', '/en/podcast', '/en/accompagnements',
      '/en/accompagnements/construction-renovation', '/en/accompagnements/demenagement',
      '/en/accompagnements/feng-shui', '/en/contact', '/en/ateliers',
      // decisions.md 1: English parity
      '/en/formation', '/en/livre', '/en/blog', '/en/ressources', '/en/mentions-legales',
      '/en/politique-confidentialite', '/en/cgv',
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
  it('lists the spec header items in each language (spec §2.2)', () => {
    expect(headerNav.fr.map((i) => pathFor(i.page, 'fr'))).toEqual(['/formation', '/ateliers', '/accompagnements', '/livre', '/conferences', '/contact']);
    expect(headerNav.en.map((i) => pathFor(i.page, 'en'))).toEqual(['/en/formation', '/en/ateliers', '/en/accompagnements', '/en/conferences', '/en/podcast', '/en/contact']);
    const frSub = Object.fromEntries(headerNav.fr.map((i) => [i.page, i.children ?? []]));
    expect(frSub.accompagnements).toEqual(['construction', 'demenagement', 'fengShui']);
    expect(frSub.livre).toEqual(['podcast']);
    expect(frSub.contact).toEqual(['about']);
    const enChildren = headerNav.en.flatMap((i) => i.children ?? []);
    expect(enChildren.sort()).toEqual(['about', 'construction', 'demenagement', 'fengShui'].sort());
  });

  it('puts every footer page of spec §2.3 in the footer', () => {
    const footer = Object.values(footerNav).flat();
    for (const page of ['construction', 'demenagement', 'fengShui', 'accompagnements', 'formation', 'ressources', 'livre', 'podcast', 'about', 'press', 'mentionsLegales', 'confidentialite', 'cgv'] as const) {
      expect(footer).toContain(page);
    }
  });
});
