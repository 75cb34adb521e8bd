/** Which language a path is in, and the same page's path in the other language (docs/decisions/001). */
import { defaultLocale, type Locale } from './locales';

/**
 * The language switch: on a path under /en, the same path without the prefix (French);
 * anywhere else, the same path with /en in front (English). `/` ↔ `/en`. Pure, so it is unit-tested
 * on every route of the table.
 */
export function switchLanguagePath(path: string): string {
  if (path === '/en' || path.startsWith('/en/')) {
    const rest = path.slice('/en'.length);
    return rest === '' ? '/' : rest;
  }
  return path === '/' ? '/en' : `/en${path}`;
}

/** The language a path is in, read from its prefix. */
export function localeOfPath(path: string): Locale {
  return path === '/en' || path.startsWith('/en/') ? 'en' : defaultLocale;
}

/** The language the switch leads to. */
export function otherLocale(lang: Locale): Locale {
  return lang === 'fr' ? 'en' : 'fr';
}
