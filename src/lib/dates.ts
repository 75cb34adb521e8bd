/**
 * Dates as a reader of the page's language expects them, from ISO strings in content files
 * ("2024-06-09", or "2025-10" for a month): "9 juin 2024" / "9 June 2024", "octobre 2025" /
 * "October 2025". Fixed to UTC so the build machine's time zone never shifts a day.
 */
import type { Locale } from '../i18n/locales';

const intlLocales: Record<Locale, string> = { fr: 'fr-BE', en: 'en-GB' };

/** Parses "YYYY-MM-DD" or "YYYY-MM"; anything else is an error naming the value. */
export function parseIsoDate(value: string): Date {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!match) throw new Error(`Not an ISO date (YYYY-MM-DD or YYYY-MM): "${value}"`);
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day ?? 1)));
  if (date.getUTCMonth() !== Number(month) - 1) throw new Error(`Not a real date: "${value}"`);
  return date;
}

/** "9 juin 2024" / "9 June 2024"; a month-only value gives "octobre 2025" / "October 2025". */
export function formatDate(value: string | Date, lang: Locale): string {
  const monthOnly = typeof value === 'string' && value.length === 7;
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  const options: Intl.DateTimeFormatOptions = monthOnly
    ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
    : { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(intlLocales[lang], options).format(date);
}

/** The machine-readable form for <time datetime>: "2024-06-09" (or "2025-10"). */
export function isoDate(value: string | Date): string {
  return typeof value === 'string' ? (parseIsoDate(value), value) : value.toISOString().slice(0, 10);
}
