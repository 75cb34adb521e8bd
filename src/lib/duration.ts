/**
 * Lengths of time as each language writes them, from a number of minutes in content:
 * 75 → "1 h 15" / "1 hr 15 min", 360 → "6 h" / "6 hours", 45 → "45 min". French spacing uses
 * no-break spaces so a figure never parts from its unit. `isoDuration` gives the machine-readable
 * form for <time datetime>.
 */
import type { Locale } from '../i18n/locales';

const nbsp = '\u00a0';

function split(minutes: number): { hours: number; rest: number } {
  if (!Number.isInteger(minutes) || minutes <= 0) throw new Error(`Not a duration in minutes: ${minutes}`);
  return { hours: Math.floor(minutes / 60), rest: minutes % 60 };
}

export function formatDuration(minutes: number, lang: Locale): string {
  const { hours, rest } = split(minutes);
  if (hours === 0) return `${rest}${nbsp}min`;
  if (lang === 'fr') return rest === 0 ? `${hours}${nbsp}h` : `${hours}${nbsp}h${nbsp}${String(rest).padStart(2, '0')}`;
  if (rest === 0) return `${hours}${nbsp}${hours === 1 ? 'hour' : 'hours'}`;
  return `${hours}${nbsp}hr ${rest}${nbsp}min`;
}

/** ISO 8601 duration: 75 → "PT1H15M". */
export function isoDuration(minutes: number): string {
  const { hours, rest } = split(minutes);
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}
