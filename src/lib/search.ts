/**
 * The site search in the browser: the part of Pagefind's API the search island
 * uses, which pages a query finds, and what the island makes of a result. Pure but for
 * `loadPagefind` and `loadVocabulary`, which fetch the library and a vocabulary from the build
 * (build/search/search-index.ts writes them) the first time a visitor needs them.
 */
import type { Locale } from '../i18n/locales';
import { formatDate } from './dates';
import { correctionFor, fold, letterCount, queryWords, shownText } from './search-words';

/** What Pagefind says of one page found, once its excerpt is fetched (`result.data()`). */
export interface PagefindResultData {
  url: string;
  /** The page's words around the match, the matched words wrapped in `<mark>`, the rest escaped. */
  excerpt: string;
  meta: { title?: string; category?: string; date?: string };
}

export interface PagefindResult {
  /** The page's identity in the index, the same in every search. */
  id: string;
  data: () => Promise<PagefindResultData>;
}

/** The part of the library that looks pages up. */
export interface SearchLibrary {
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
}

/** The library as `createInstance` of `import('/pagefind/pagefind.js')` gives it. */
export interface Pagefind extends SearchLibrary {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
}

interface PagefindModule {
  /** `noWorker`: on the page, not in a worker of its own (one file less to fetch, and little to do). */
  createInstance: (options: { noWorker?: boolean }) => Pagefind;
}

/** How many results are shown at first, and added by each press of "more". */
export const resultsPerStep = 10;

/** Words of excerpt around the match: about two lines on a phone, one and a half on a wide screen. */
const excerptWords = 26;

/** Once per page; a failed load (the connection dropped) is tried again next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

const pagefinds = new Map<string, () => Promise<Pagefind>>();

/** The library, loaded once per page. */
export function loadPagefind(script: string): Promise<Pagefind> {
  let load = pagefinds.get(script);
  if (!load) {
    load = once(async () => {
      const { createInstance } = (await import(/* @vite-ignore */ script)) as PagefindModule;
      const pagefind = createInstance({ noWorker: true });
      await pagefind.options({ excerptLength: excerptWords });
      await pagefind.init();
      return pagefind;
    });
    pagefinds.set(script, load);
  }
  return load();
}

const vocabularies = new Map<string, () => Promise<readonly string[]>>();

/** A language's vocabulary (config/search.ts `vocabularyFile`), fetched once per page. */
export function loadVocabulary(address: string): Promise<readonly string[]> {
  let load = vocabularies.get(address);
  if (!load) {
    load = once(async () => {
      const response = await fetch(address);
      if (!response.ok) throw new Error(`${response.status} fetching ${address}`);
      return (await response.text()).split('\n').filter(Boolean);
    });
    vocabularies.set(address, load);
  }
  return load();
}

/** What a query found: pages (for the words typed, or for a word corrected), or none. */
export type Finding =
  { kind: 'found'; results: PagefindResult[] } | { kind: 'corrected'; results: PagefindResult[]; query: string } | { kind: 'none' };

/** A prefix finds the words it starts only from this many letters on ("lumi", not "lu"). */
export const prefixLength = 4;

/** The words of an excerpt that the search marked, reduced for comparison. */
function markedWords(excerpt: string): string[] {
  return [...excerpt.matchAll(/<mark>([\s\S]*?)<\/mark>/g)].map(([, word]) => fold(shownText(word!)).replace(/[^\p{L}\p{N}]/gu, ''));
}

/**
 * The pages one word of a query finds, by their identity, or undefined when it finds none:
 * the pages holding the word itself, accents or not, or a word of the same stem ("lumineux",
 * "lumineuse"); failing those, when the word has four letters or more, the pages holding a word it
 * starts ("lumi" → "lumière"). Pagefind, asked for a word nothing starts, falls back to the longest
 * word that starts it ("lumire" → "lu", "qwertz" → "q"): its pages are none of this word's, which the
 * first result's marked words tell.
 */
async function pagesOf(library: SearchLibrary, word: string): Promise<Set<string> | undefined> {
  const exact = (await library.search(`"${word}"`))?.results ?? [];
  if (exact.length > 0) return new Set(exact.map((result) => result.id));
  if (letterCount(word) < prefixLength) return undefined;
  const started = (await library.search(word))?.results ?? [];
  const first = started[0];
  if (!first) return undefined;
  const typed = fold(word);
  const marked = markedWords((await first.data()).excerpt);
  return marked.some((found) => found.startsWith(typed)) ? new Set(started.map((result) => result.id)) : undefined;
}

/** Each word's pages (see `pagesOf`), looked up one after the other. */
async function pagesOfEach(library: SearchLibrary, words: readonly string[]): Promise<(Set<string> | undefined)[]> {
  const pages: (Set<string> | undefined)[] = [];
  for (const word of words) pages.push(await pagesOf(library, word));
  return pages;
}

/**
 * The pages holding every word, best first. Pagefind ranks them and marks every word in the
 * excerpts; a short word it would also have extended ("la" → "lampe") keeps only the pages
 * holding it whole.
 */
async function ranked(library: SearchLibrary, words: readonly string[], pages: readonly Set<string>[]): Promise<PagefindResult[]> {
  const results = (await library.search(words.join(' ')))?.results ?? [];
  return results.filter((result) => pages.every((ids) => ids.has(result.id)));
}

const isSet = (pages: Set<string> | undefined): pages is Set<string> => pages !== undefined;

/**
 * Which pages a query finds: the pages holding every word of it (see `pagesOf`). When a
 * word finds nothing, and a word of the site's vocabulary is one typo away from it, the pages for
 * the corrected query, which the visitor is told. Otherwise none: never the pages of a word the
 * visitor did not type. Undefined when the query has no word to look up (empty, a single letter).
 * `vocabulary` is called only when a word finds nothing; if it cannot load, nothing is corrected.
 */
export async function findPages(
  library: SearchLibrary,
  query: string,
  vocabulary: () => Promise<readonly string[]>,
): Promise<Finding | undefined> {
  const words = queryWords(query);
  if (words.length === 0) return undefined;
  const pages = await pagesOfEach(library, words);
  if (pages.every(isSet)) {
    const results = await ranked(library, words, pages);
    return results.length > 0 ? { kind: 'found', results } : { kind: 'none' };
  }
  const list = await vocabulary().catch(() => []);
  const corrected = words.map((word, index) => (pages[index] ? word : correctionFor(word, list)));
  if (!corrected.every((word) => word !== undefined)) return { kind: 'none' };
  const correctedPages: (Set<string> | undefined)[] = [];
  for (const [index, word] of corrected.entries()) correctedPages.push(pages[index] ?? (await pagesOf(library, word)));
  if (!correctedPages.every(isSet)) return { kind: 'none' };
  const results = await ranked(library, corrected, correctedPages);
  return results.length > 0 ? { kind: 'corrected', results, query: corrected.join(' ') } : { kind: 'none' };
}

/** A stretch of an excerpt, marked when it is one of the words searched for. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

function unescape(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_entity, name: string) => entities[name]!);
}

/**
 * An excerpt as text to render, never as HTML: Pagefind escapes the page's words and adds only
 * `<mark>` and `</mark>`, which become the parts' `marked` flag. Pagefind marks a word with the
 * punctuation written against it ("lumière." or "(lumière)"): only the word itself is marked here.
 * Neighbouring parts of the same kind are joined.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const add = (text: string, marked: boolean) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  for (const piece of shownText(excerpt).split(/(<mark>[\s\S]*?<\/mark>)/)) {
    if (!piece.startsWith('<mark>')) {
      add(unescape(piece), false);
      continue;
    }
    const [, before = '', word = '', after = ''] = /^([^\p{L}\p{N}]*)([\s\S]*?)([^\p{L}\p{N}]*)$/u.exec(unescape(piece.slice(6, -7)))!;
    add(before, false);
    add(word, true);
    add(after, false);
  }
  return parts;
}

/** One result as the list shows it. */
export interface ResultView {
  url: string;
  title: string;
  excerpt: ExcerptPart[];
  /** An article's category, by name, and its date. */
  article?: { category: string; date: { iso: string; text: string } };
}

/** A result's view; `categories` names each blog category by its slug, in the page's language. */
export function resultView(data: PagefindResultData, categories: Readonly<Record<string, string>>, lang: Locale): ResultView {
  const { category, date, title } = data.meta;
  const name = category === undefined ? undefined : categories[category];
  return {
    url: data.url,
    title: title === undefined ? data.url : shownText(title),
    excerpt: excerptParts(data.excerpt),
    ...(name && date ? { article: { category: name, date: { iso: date, text: formatDate(date, lang) } } } : {}),
  };
}

/** The query a search page was opened with (`?q=`), trimmed; empty when none. */
export function queryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim();
}

/** The page's address for a query: `?q=` set, or gone when the field is empty; the rest kept. */
export function addressFor(href: string, query: string): string {
  const url = new URL(href);
  if (query.trim()) url.searchParams.set('q', query.trim());
  else url.searchParams.delete('q');
  return `${url.pathname}${url.search}${url.hash}`;
}
