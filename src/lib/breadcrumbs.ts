/**
 * The trails of pages below the top level, computed once for both what the visitor sees
 * (components/chrome/Breadcrumbs) and what search engines read (breadcrumbData in structured data).
 */
import { pathFor, type PageId } from '../i18n/routes';
import type { Locale } from '../i18n/locales';
import { useTranslations } from '../i18n/ui';

/** One step of a trail: a page above this one (with its address), or this page itself (without). */
export interface Crumb {
  label: string;
  href?: string | undefined;
}

/** A page of the route table under its parent page, each named as the menus name them. */
export function subPageTrail(page: PageId, parent: PageId, lang: Locale): Crumb[] {
  const t = useTranslations(lang);
  return [{ label: t(`page.${parent}`), href: pathFor(parent, lang) }, { label: t(`page.${page}`) }];
}
