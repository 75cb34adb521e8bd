/**
 * The site search in the browser (issue 36): the part of Pagefind's API the search island uses,
 * and what it makes of a result. Pure but for `loadPagefind`, which imports the library from the
 * build (src/integrations/search-index.ts writes it) the first time a visitor searches.
 */
import type { Locale } from '../i18n/locales';
import { formatDate } from './dates';

/** What Pagefind says of one page found, once its excerpt is fetched (`result.data()`). */
export interface PagefindResultData {
  url: string;
  /** The page's words around the match, the matched words wrapped in `<mark>`, the rest escaped. */
  excerpt: string;
  meta: { title?: string; category?: string; date?: string };
}

export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

/** The library as `import('/pagefind/pagefind.js')` gives it. */
export interface Pagefind {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
}

/** How many results are shown at first, and added by each press of "more". */
export const resultsPerStep = 10;

/** Words of excerpt around the match: about two lines on a phone, one and a half on a wide screen. */
const excerptWords = 26;

let loading: Promise<Pagefind> | undefined;

/** The library, loaded once per page; a failed load (the connection dropped) is tried again next time. */
export function loadPagefind(script: string): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(/* @vite-ignore */ script)) as Pagefind;
    await pagefind.options({ excerptLength: excerptWords });
    await pagefind.init();
    return pagefind;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
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
 * `<mark>` and `</mark>`, which become the parts' `marked` flag.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const marked = piece.startsWith('<mark>');
      return { text: unescape(marked ? piece.slice(6, -7) : piece), marked };
    });
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
    title: title ?? data.url,
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
