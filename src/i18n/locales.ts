/** The site's languages. French is the default and lives at the root; English lives under /en. */
export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

/** The `[...lang]` route parameter: undefined for French (no prefix), 'en' for English. */
export function localeParam(lang: Locale): string | undefined {
  return lang === defaultLocale ? undefined : lang;
}

/** Reads the locale back from the `[...lang]` parameter; anything unknown is an error, not French. */
export function localeFromParam(param: string | undefined): Locale {
  if (param === undefined) return defaultLocale;
  if ((locales as readonly string[]).includes(param)) return param as Locale;
  throw new Error(`Unknown locale parameter "${param}"`);
}

/** `getStaticPaths` for pages that exist in every language. */
export function localeStaticPaths() {
  return locales.map((lang) => ({ params: { lang: localeParam(lang) } }));
}
