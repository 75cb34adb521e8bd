/**
 * Prices as each language writes them, from the plain numbers in content and config:
 * "2 799 €" / "€2,799", "19,95 €" / "€19.95". Whole amounts show no decimals. The tax note
 * ("HTVA" / "excl. VAT") is a dictionary word, added by the component that shows the price.
 */
import type { Locale } from '../i18n/locales';

const intlLocales: Record<Locale, string> = { fr: 'fr-BE', en: 'en-GB' };

export function formatEuros(amount: number, lang: Locale): string {
  if (!Number.isFinite(amount) || amount < 0) throw new Error(`Not a price: ${amount}`);
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(intlLocales[lang], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}
