/**
 * The site's search as the search page runs it (src/lib/search.ts `findPages`), on the library and
 * index of a build, in Node: Pagefind's own script, its wasm and index read from `dist/pagefind/`
 * instead of fetched, the page's language given as the search page's `<html lang>` gives it.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { searchFolder, vocabularyName } from '../../src/config/search';
import type { Locale } from '../../src/i18n/locales';
import { findPages, type Finding, type Pagefind } from '../../src/lib/search';
import { distDir } from './built-site';

const folder = pathToFileURL(`${resolve(distDir, searchFolder)}/`);

/**
 * A language's search over the build's index, and the vocabulary fetches it made. Pagefind fetches
 * its files as a search needs them: from here on, in this test file, `fetch` reads the build's folder.
 */
export async function builtSearch(lang: Locale) {
  globalThis.fetch = (async (url: string | URL) => new Response(await readFile(fileURLToPath(new URL(url, folder))))) as typeof fetch;
  // Pagefind reads the page's language, and its own script element, from `document` when there is one.
  Object.assign(globalThis, { document: { currentScript: null, querySelector: () => ({ getAttribute: () => lang }) } });
  let pagefind: Pagefind;
  try {
    const { createInstance } = (await import(/* @vite-ignore */ new URL('pagefind.js', folder).href)) as {
      createInstance: (options: object) => Pagefind;
    };
    pagefind = createInstance({ noWorker: true, basePath: folder.href, baseUrl: '/' });
  } finally {
    Reflect.deleteProperty(globalThis, 'document');
  }
  await pagefind.init();
  let vocabularyFetches = 0;
  const vocabulary = async () => {
    vocabularyFetches++;
    return (await readFile(new URL(vocabularyName(lang), folder), 'utf8')).split('\n').filter(Boolean);
  };
  return {
    find: (query: string): Promise<Finding | undefined> => findPages(pagefind, query, vocabulary),
    vocabulary,
    get vocabularyFetches() {
      return vocabularyFetches;
    },
  };
}
