/**
 * The search index in the build (issue 36), read from its files: one index per language, holding
 * exactly the pages search should find (src/integrations/search-pages.ts), each in its own
 * language's index, and nothing of Pagefind the site does not use. An excerpt file (`fragment/`)
 * is gzip-compressed JSON after Pagefind's signature: the page's address, words and metadata.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { searchFolder } from '../../src/config/search';
import { locales } from '../../src/i18n/locales';
import { routeAt } from '../../src/i18n/routes';
import { isSearchable } from '../../src/integrations/search-pages';
import { distinctiveWord } from '../search-words';
import { builtPages, distDir } from './built-site';

const folder = resolve(distDir, searchFolder);

interface Fragment {
  lang: string;
  url: string;
  content: string;
  meta: Record<string, string>;
}

function fragments(): Fragment[] {
  const dir = resolve(folder, 'fragment');
  return readdirSync(dir).map((file) => {
    const text = gunzipSync(readFileSync(resolve(dir, file))).toString('utf8');
    expect(text.startsWith('pagefind_dcd'), file).toBe(true);
    return { lang: file.split('_')[0]!, ...(JSON.parse(text.slice('pagefind_dcd'.length)) as Omit<Fragment, 'lang'>) };
  });
}

describe('the search index', () => {
  it('has one index per language, and only the files the search page uses', () => {
    const entry = JSON.parse(readFileSync(resolve(folder, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, unknown> };
    expect(Object.keys(entry.languages).sort()).toEqual([...locales].sort());
    for (const lang of locales) expect(existsSync(resolve(folder, `wasm.${lang}.pagefind`)), `wasm.${lang}.pagefind`).toBe(true);
    expect(readdirSync(folder).filter((file) => /ui|playground|highlight|unknown/.test(file))).toEqual([]);
  });

  it('holds every page search should find, each in its language’s index, and none of those left out', async () => {
    const pages = await builtPages();
    const expected = pages.filter((page) => {
      const route = routeAt(page.path);
      return route !== undefined && isSearchable(route);
    });
    const found = fragments();
    expect(found.map((fragment) => fragment.url).sort()).toEqual(expected.map((page) => page.path).sort());
    for (const fragment of found) expect(fragment.lang, fragment.url).toBe(routeAt(fragment.url)!.lang);
    for (const left of ['/404', '/blog', '/en/blog', '/mentions-legales', '/en/cgv', '/recherche', '/blog/categorie/feng-shui']) {
      expect(found.map((fragment) => fragment.url)).not.toContain(left);
    }
  });

  it('reads an article’s words, title, category and date; an English word is in English pages only', () => {
    const found = fragments();
    const { path, word } = distinctiveWord('en');
    const holding = found.filter((fragment) => fragment.content.toLowerCase().includes(word));
    expect(holding.map((fragment) => fragment.url)).toEqual([path]);
    expect(holding[0]!.meta).toMatchObject({ category: expect.any(String), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), title: expect.any(String) });
    // The typesetting's word joiners are out: "neuro-architecture" holds "architecture" as a word.
    expect(found.some((fragment) => fragment.content.includes('\u2060'))).toBe(false);
    expect(found.filter((fragment) => fragment.lang === 'fr').some((fragment) => /neuro-architecture/i.test(fragment.content))).toBe(true);
  });
});
