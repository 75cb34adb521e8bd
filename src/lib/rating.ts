/**
 * The accessible name of a star rating, read once ("5 étoiles sur 5", "5 out of 5 stars") instead
 * of one image per star. The singular or plural wording is chosen by the language's plural rules.
 */
import type { Locale } from '../i18n/locales';
import { format, useTranslations } from '../i18n/ui';

export function ratingLabel(value: number, max: number, lang: Locale): string {
  if (!Number.isInteger(value) || !Number.isInteger(max) || value < 0 || max < 1 || value > max) {
    throw new Error(`Not a rating: ${value} out of ${max}`);
  }
  const t = useTranslations(lang);
  const form = new Intl.PluralRules(lang).select(value) === 'one' ? 'rating.one' : 'rating.other';
  return format(t(form), { value: String(value), max: String(max) });
}
