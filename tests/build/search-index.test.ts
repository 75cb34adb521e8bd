/**
 * The search index in the build, read from its files: one index per language, holding
 * exactly the pages search should find (build/search/search-pages.ts), each in its own
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
import { isSearchable } from '../../build/search/search-pages';
import { excerptParts, type Finding } from '../../src/lib/search';
import { fold, oneEditApart, SEARCH_MARK, shownText } from '../../src/lib/search-words';
import { distinctiveWord, madeUpWord, typoOf } from '../search-words';
import { builtPages, distDir } from './built-site';
import { builtSearch } from './search-library';

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
    expect(holding[0]!.meta).toMatchObject({
      category: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      title: expect.any(String),
    });
    // The typesetting's word joiners are out: "neuro-architecture" holds "architecture" as a word.
    expect(found.some((fragment) => fragment.content.includes('\u2060'))).toBe(false);
    // The elisions parted and ligatures spelled out for the index leave their mark, which the island reads back.
    expect(found.some((fragment) => fragment.content.includes(`’${SEARCH_MARK} `))).toBe(true);
    expect(found.filter((fragment) => fragment.lang === 'fr').some((fragment) => /neuro-architecture/i.test(fragment.content))).toBe(true);
  });
});

/** Each language's indexed texts, as the pages write them. */
function texts(lang: string): { url: string; text: string }[] {
  return fragments()
    .filter((fragment) => fragment.lang === lang)
    .map((fragment) => ({ url: fragment.url, text: shownText(fragment.content) }));
}

const urls = (finding: Finding | undefined) => (finding && finding.kind !== 'none' ? finding.results.map((result) => result.id) : []);

/** The pages a finding lists, by address, and the first one's marked words. */
async function listed(finding: Finding | undefined) {
  const results = finding && finding.kind !== 'none' ? finding.results : [];
  const pages = await Promise.all(results.map((result) => result.data()));
  return {
    urls: pages.map((page) => page.url),
    marked: pages[0]
      ? excerptParts(pages[0].excerpt)
          .filter((part) => part.marked)
          .map((part) => part.text)
      : [],
  };
}

const ELIDED = /(?<![\p{L}\p{N}])(?:l|d|qu|n|s|j|c|m|t|jusqu|lorsqu|puisqu)’$/iu;

describe('search over the built index, as the search page runs it', () => {
  it('finds a word the site writes only after an elided article, with or without it, either apostrophe, and marks the word itself', async () => {
    // The words of five letters or more whose every occurrence follows "l’", "d’", "qu’"…
    const seen = new Map<string, { elided: boolean; urls: Set<string> }>();
    for (const { url, text } of texts('fr')) {
      for (const match of text.matchAll(/\p{L}{5,}/gu)) {
        const word = match[0].toLowerCase();
        const entry = seen.get(word) ?? { elided: true, urls: new Set<string>() };
        entry.elided &&= ELIDED.test(text.slice(Math.max(0, match.index - 7), match.index));
        entry.urls.add(url);
        seen.set(word, entry);
      }
    }
    const onlyElided = [...seen].filter(([, entry]) => entry.elided).sort(([a], [b]) => a.localeCompare(b));
    expect(onlyElided.length, 'words the site writes only after an elision').toBeGreaterThan(3);
    const search = await builtSearch('fr');
    for (const [word, { urls: holding }] of onlyElided.slice(0, 4)) {
      const found = await listed(await search.find(word));
      expect(found.urls, word).toEqual(expect.arrayContaining([...holding]));
      // The word is marked (or a word of its stem), never with its article: "l’" stays outside the mark.
      expect(
        found.marked.some((text) => fold(text).startsWith(fold(word).slice(0, 4))),
        `${word}: ${found.marked.join(', ')}`,
      ).toBe(true);
      expect(
        found.marked.filter((text) => /[’']/.test(text)),
        word,
      ).toEqual([]);
      for (const query of [`l’${word}`, `l'${word}`, `d’${word}`])
        expect(urls(await search.find(query)), query).toEqual(urls(await search.find(word)));
    }
    expect(search.vocabularyFetches, 'the vocabulary is not fetched for words found').toBe(0);
  });

  it('finds a word written with a ligature by its spelling without, and the other way round', async () => {
    const ligatured = [...new Set(texts('fr').flatMap(({ text }) => text.match(/\p{L}*[œæ]\p{L}*/gu) ?? []))]
      .map((word) => word.toLowerCase())
      .sort();
    expect(ligatured.length, 'a word with œ or æ in the French pages').toBeGreaterThan(0);
    const search = await builtSearch('fr');
    for (const word of ligatured) {
      const spelled = word.replace(/œ/g, 'oe').replace(/æ/g, 'ae');
      const holding = texts('fr')
        .filter(({ text }) => text.toLowerCase().includes(word))
        .map(({ url }) => url);
      const found = await listed(await search.find(spelled));
      expect(found.urls, spelled).toEqual(expect.arrayContaining(holding));
      expect(urls(await search.find(word)), word).toEqual(urls(await search.find(spelled)));
    }
  });

  it('finds a compound by each of its parts', async () => {
    const compound = texts('fr')
      .flatMap(({ text }) => text.match(/\p{L}{5,}-\p{L}{5,}/gu) ?? [])
      .sort()[0]!;
    const search = await builtSearch('fr');
    for (const part of compound.split('-')) {
      const holding = texts('fr')
        .filter(({ text }) => text.includes(compound))
        .map(({ url }) => url);
      expect((await listed(await search.find(part))).urls, `${part} of ${compound}`).toEqual(expect.arrayContaining(holding));
    }
  });

  it('finds an English word by its possessive’s stem: the word alone lists the page writing it with ’s', async () => {
    const possessive = texts('en')
      .flatMap(({ text }) => [...text.matchAll(/\b(\p{L}{5,})’s\b/gu)].map((match) => match[1]!.toLowerCase()))
      .sort()[0]!;
    const holding = texts('en')
      .filter(({ text }) => text.toLowerCase().includes(`${possessive}’s`))
      .map(({ url }) => url);
    const search = await builtSearch('en');
    expect((await listed(await search.find(possessive))).urls, possessive).toEqual(expect.arrayContaining(holding));
  });

  it('lists nothing for words the site does not use, in either language, however the library would fall back', async () => {
    for (const lang of locales) {
      const search = await builtSearch(lang);
      const vocabulary = await search.vocabulary();
      for (const word of [madeUpWord, 'qwertzuiop', 'xylqzt', 'kjhgfd']) {
        // The made-up word is made up here: no word of the site starts with it or is one typo from it.
        expect(
          vocabulary.filter((known) => fold(known).startsWith(word) || oneEditApart(fold(known), word)),
          word,
        ).toEqual([]);
        expect(await search.find(word), `${lang}: ${word}`).toEqual({ kind: 'none' });
      }
    }
  });

  it('forgives one typo in a word of the site, fetching the vocabulary once, and says what it searched', async () => {
    for (const lang of locales) {
      const search = await builtSearch(lang);
      const vocabulary = await search.vocabulary();
      const { typo } = typoOf(vocabulary);
      const before = search.vocabularyFetches;
      const finding = await search.find(typo);
      expect(finding?.kind, `${lang}: ${typo}`).toBe('corrected');
      const corrected = finding?.kind === 'corrected' ? finding.query : '';
      expect(oneEditApart(fold(corrected), fold(typo)), `${typo} → ${corrected}`).toBe(true);
      expect(vocabulary).toContain(corrected);
      expect(search.vocabularyFetches - before).toBe(1);
    }
  });
});
