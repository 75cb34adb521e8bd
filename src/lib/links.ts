/**
 * Content links, to this site (`{ label, page, hash? }`) or to another (`{ label, external }`),
 * turned into what a card's action renders: an address, and for another site the translated
 * "(opens in a new tab)" that makes the card open it in a new tab.
 */
import { site, type ExternalId } from '../config/site';
import type { Locale } from '../i18n/locales';
import { hrefFor, type PageId } from '../i18n/routes';
import { useTranslations } from '../i18n/ui';

export type ContentLink = { label: string; external: ExternalId } | { label: string; page: PageId; hash?: string | undefined };

/** Where a button-styled link leads: a page of the site, or another site. */
export interface LinkAction {
  href: string;
  label: string;
  /**
   * Given for a link to another site, which then opens in a new tab with `noopener noreferrer`:
   * the translated "(opens in a new tab)" read after the label.
   */
  newTabLabel?: string | undefined;
  /**
   * What the link is about, read after its label by screen readers only: a row of cards whose
   * links all say "Read more" then says "Read more, <the card's title>" for each.
   */
  subject?: string | undefined;
}

export function linkAction(link: ContentLink, lang: Locale): LinkAction {
  if ('external' in link)
    return { href: site.external[link.external], label: link.label, newTabLabel: useTranslations(lang)('a11y.newTab') };
  return { href: hrefFor(link, lang), label: link.label };
}
