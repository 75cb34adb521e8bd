/**
 * Where the site's search files live in the build (build/search/search-index.ts writes them,
 * the search page's island reads them): `/pagefind/`, Pagefind's own name for its folder.
 */
import type { Locale } from '../i18n/locales';

export const searchFolder = 'pagefind';

/** The script the search island imports at run time, and no other page. */
export const searchScript = `/${searchFolder}/pagefind.js`;

/** A language's vocabulary (one word a line, most used first), beside the index. */
export function vocabularyName(lang: Locale): string {
  return `vocabulary.${lang}.txt`;
}

/** Its address, fetched only to correct a query that finds nothing. */
export function vocabularyFile(lang: Locale): string {
  return `/${searchFolder}/${vocabularyName(lang)}`;
}
