/**
 * Each consent category as a visitor reads it: its name, what it is for, and the providers behind
 * it with their privacy pages. The banner's preferences and the cookie section of the privacy
 * policy both read this, so the two never describe the site differently. Providers come from
 * `providers` in the site config: a provider added there appears in both at once.
 */
import { consentCategories, providers, type ConsentCategory } from '../../config/providers';
import type { Locale } from '../../i18n/locales';
import { format, useTranslations, type UiKey } from '../../i18n/ui';

export interface ConsentProvider {
  name: string;
  privacyUrl: string;
}

export interface ConsentCategoryInfo {
  category: ConsentCategory;
  title: string;
  /** The dictionary's sentence, with the providers' names filled in. */
  purpose: string;
  providers: ConsentProvider[];
}

const keys: Record<ConsentCategory, { title: UiKey; purpose: UiKey }> = {
  booking: { title: 'consent.bookingTitle', purpose: 'consent.bookingText' },
  media: { title: 'consent.mediaTitle', purpose: 'consent.mediaText' },
  reviews: { title: 'consent.reviewsTitle', purpose: 'consent.reviewsText' },
};

/** Names a dictionary sentence may use: `{provider}` (the category's own) or a provider by id, e.g. `{music}`. */
const providerNames: Record<string, string> = Object.fromEntries(Object.entries(providers).map(([id, provider]) => [id, provider.name]));

export function consentCategoryInfo(lang: Locale): ConsentCategoryInfo[] {
  const t = useTranslations(lang);
  return consentCategories.map((category) => {
    const own = Object.values(providers)
      .filter((provider) => provider.category === category)
      .map(({ name, privacyUrl }) => ({ name, privacyUrl }));
    return {
      category,
      title: t(keys[category].title),
      purpose: format(t(keys[category].purpose), { ...providerNames, provider: own.map((p) => p.name).join(', ') }),
      providers: own,
    };
  });
}
