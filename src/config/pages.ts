/**
 * The pages of the site, by id, with their French paths. Below the schemas, the route table and the
 * blog reader, which all import it (content/schemas/shared.ts → here, i18n/routes.ts → here), so
 * that no import circle runs through them.
 *
 * Paths keep the French slug in both languages (docs/decisions/001): `/about` and `/en/about`.
 */
import { site } from './site';

/** Page id → French path. The English path is the same with `/en` in front. */
export const pageSlugs = {
  home: '/',
  about: '/about',
  podcast: '/podcast',
  formation: '/formation',
  contact: '/contact',
  conferences: '/conferences',
  blog: '/blog',
  projects: '/realisations',
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
  accessibilite: '/accessibilite',
  press: `/press-${site.pressSlug}`,
  recherche: '/recherche',
  notFound: '/404',
} as const;

export type PageId = keyof typeof pageSlugs;
export const pageIds = Object.keys(pageSlugs) as [PageId, ...PageId[]];
