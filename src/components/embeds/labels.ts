/**
 * The words of a facade, resolved at build time in the page's language and passed to the island
 * as props, so no dictionary ships to the browser.
 */
import { providers, type ProviderId } from '../../config/providers';
import { site } from '../../config/site';
import { discoveryCallMinutes } from '../../lib/embeds';
import type { Locale } from '../../i18n/locales';
import { format, useTranslations, type UiKey } from '../../i18n/ui';

export interface FacadeLabels {
  title: string;
  notice: string;
  allow: string;
  direct: string;
  privacy: string;
  remember: string;
  failed: string;
  loading: string;
  newTab: string;
  provider: string;
  privacyUrl: string;
  /** The scheduling facade only: the compact card that says what the call is, and the other ways in. */
  booking?: BookingCardLabels;
}

export interface BookingCardLabels {
  title: string;
  text: string;
  alternatives: string;
  phone: { display: string; href: string };
  email: string;
}

const keys: Record<ProviderId, { title: UiKey; allow: UiKey; direct: UiKey }> = {
  scheduling: { title: 'embed.bookingTitle', allow: 'embed.allowBooking', direct: 'embed.directBooking' },
  music: { title: 'embed.mediaTitle', allow: 'embed.allowMedia', direct: 'embed.directMusic' },
  video: { title: 'embed.mediaTitle', allow: 'embed.allowMedia', direct: 'embed.directVideo' },
  reviews: { title: 'embed.reviewsTitle', allow: 'embed.allowReviews', direct: 'embed.directReviews' },
};

export function facadeLabels(providerId: ProviderId, lang: Locale): FacadeLabels {
  const t = useTranslations(lang);
  const provider = providers[providerId];
  const names = { provider: provider.name };
  return {
    title: t(keys[providerId].title),
    notice: format(t('embed.notice'), names),
    allow: t(keys[providerId].allow),
    direct: format(t(keys[providerId].direct), names),
    privacy: format(t('consent.privacyOf'), names),
    remember: t('embed.remember'),
    failed: t('embed.failed'),
    loading: t('embed.loading'),
    newTab: t('a11y.newTab'),
    provider: provider.name,
    privacyUrl: provider.privacyUrl,
    ...(providerId === 'scheduling' && { booking: bookingCardLabels(lang) }),
  };
}

function bookingCardLabels(lang: Locale): BookingCardLabels {
  const t = useTranslations(lang);
  return {
    title: format(t('booking.cardTitle'), { minutes: String(discoveryCallMinutes(lang)) }),
    text: t('booking.cardText'),
    alternatives: t('booking.cardAlternatives'),
    phone: { display: site.contact.phoneDisplay, href: site.contact.phoneHref },
    email: site.contact.email,
  };
}

/** The podcast cards' privacy note before and after media is allowed (islands/MediaNote), in one language. */
export function mediaNoteTexts(lang: Locale): { before: string; after: string } {
  const t = useTranslations(lang);
  const names = { provider: providers.music.name };
  return { before: format(t('embed.mediaNote'), names), after: format(t('embed.mediaNoteAllowed'), names) };
}
