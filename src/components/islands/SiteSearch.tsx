/**
 * The search page's island: the search field and its results, loading the search library only on
 * first use and keeping the query in the address (search logic in lib/search.ts).
 */
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { format } from '../../lib/placeholders';
import type { Locale } from '../../i18n/locales';
import {
  addressFor,
  findPages,
  loadPagefind,
  loadVocabulary,
  queryOf,
  resultsPerStep,
  resultView,
  type PagefindResult,
  type ResultView,
} from '../../lib/search';
import { Button } from '../ui/Button';
import { LinkGroups, type LinkGroup } from '../ui/LinkGroups';

/** The search page's words, from the dictionary's `search` group (`{count}`, `{query}`, `{typed}` filled here). */
export interface SiteSearchLabels {
  field: string;
  clear: string;
  loading: string;
  one: string;
  many: string;
  none: string;
  correctedOne: string;
  correctedMany: string;
  more: string;
  results: string;
  failed: string;
}

interface SiteSearchProps {
  lang: Locale;
  labels: SiteSearchLabels;
  /** Each blog category's name by its slug, in the page's language: the results name an article's. */
  categories: Readonly<Record<string, string>>;
  /** The library's address (config/search.ts). */
  script: string;
  /** The language's vocabulary's address (config/search.ts), fetched only to correct a word that finds nothing. */
  vocabulary: string;
  /** Where to go on when a search finds nothing: the blog's topics, her offers. */
  waysOn: readonly LinkGroup[];
}

type Found =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'failed'; query: string }
  | { status: 'none'; query: string }
  /** `typed`: what the visitor typed, when `query` is its correction. */
  | { status: 'done'; query: string; typed?: string; all: PagefindResult[]; shown: ResultView[] };

/** Waits this long after a keystroke before searching, so that a word typed quickly is one search. */
const typingPauseMs = 150;

/**
 * The search page's field and results. Rendered on the server with the field
 * focused, and brought to life (`client:use="q"`, src/client/hydrate-on-use.ts) by the first key or
 * touch, or at once when the address carries a search (`?q=`, shared or restored): only then do
 * React and the search library load. What was typed before stays in the field and is searched.
 *
 * The query follows the address as it is typed (replaced, not pushed: Back leaves the page rather
 * than undoing letters), so a list of results can be shared and comes back with Back. The results
 * are a list of links; the count (and a corrected word) is announced politely; Down arrow from the
 * field goes to the first. A search that finds nothing says so and offers ways on.
 */
export function SiteSearch({ lang, labels, categories, script, vocabulary, waysOn }: SiteSearchProps) {
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The result to focus once "more" has added it to the list. */
  const focusAt = useRef<number>(undefined);
  const [found, setFound] = useState<Found>({ status: 'idle' });
  /** Whether the field holds something to clear. */
  const [filled, setFilled] = useState(false);

  const view = async (result: PagefindResult) => resultView(await result.data(), categories, lang);

  async function run(query: string) {
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    if (!query) return setFound({ status: 'idle' });
    setFound((previous) => (previous.status === 'done' ? previous : { status: 'loading', query }));
    try {
      const pagefind = await loadPagefind(script);
      const finding = await findPages(pagefind, query, () => loadVocabulary(vocabulary));
      // A later key has started another search: no excerpts fetched for this one.
      if (ticket !== latest.current) return;
      if (!finding) return setFound({ status: 'idle' });
      if (finding.kind === 'none') return setFound({ status: 'none', query });
      const shown = await Promise.all(finding.results.slice(0, resultsPerStep).map(view));
      if (ticket !== latest.current) return;
      setFound(
        finding.kind === 'corrected'
          ? { status: 'done', query: finding.query, typed: query, all: finding.results, shown }
          : { status: 'done', query, all: finding.results, shown },
      );
    } catch {
      if (ticket === latest.current) setFound({ status: 'failed', query });
    }
  }

  async function more() {
    if (found.status !== 'done') return;
    const ticket = latest.current;
    const added = await Promise.all(found.all.slice(found.shown.length, found.shown.length + resultsPerStep).map(view));
    if (ticket !== latest.current) return;
    // The first new result takes the focus once it is in the list (the effect below), so that a
    // keyboard continues where the list grew.
    focusAt.current = found.shown.length;
    setFound({ ...found, shown: [...found.shown, ...added] });
  }

  useEffect(() => {
    if (focusAt.current === undefined) return;
    list.current?.querySelectorAll('a')[focusAt.current]?.focus();
    focusAt.current = undefined;
  }, [found]);

  function typed() {
    setFilled((field.current?.value ?? '') !== '');
    const query = field.current?.value.trim() ?? '';
    history.replaceState(history.state, '', addressFor(location.href, query));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(query), typingPauseMs);
  }

  /** Empties the field (and the address and the list), and gives it the focus back. */
  function clear() {
    field.current!.value = '';
    typed();
    field.current!.focus();
  }

  function key(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') void run(event.currentTarget.value.trim());
    if (event.key === 'ArrowDown' && list.current?.querySelector('a')) {
      event.preventDefault();
      list.current.querySelector('a')!.focus();
    }
  }

  // At hydration: a search from the address, or what was typed before the island came to life.
  useEffect(() => {
    const input = field.current!;
    const fromAddress = queryOf(location.search);
    if (!input.value.trim() && fromAddress) input.value = fromAddress;
    setFilled(input.value !== '');
    // Keys pressed before the island came to life were not seen by `typed`: the address follows now.
    history.replaceState(history.state, '', addressFor(location.href, input.value));
    void run(input.value.trim());
    return () => clearTimeout(timer.current);
    // Once, on the page's arrival; later searches come from the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const announced = (() => {
    switch (found.status) {
      case 'idle':
        return '';
      case 'loading':
        return labels.loading;
      case 'failed':
        return labels.failed;
      case 'none':
        return format(labels.none, { query: found.query });
      case 'done': {
        const count = found.all.length;
        const values = { count: String(count), query: found.query, typed: found.typed ?? '' };
        if (found.typed !== undefined) return format(count === 1 ? labels.correctedOne : labels.correctedMany, values);
        return format(count === 1 ? labels.one : labels.many, values);
      }
    }
  })();

  return (
    <div role="search" className="noscript:hidden">
      <label htmlFor="search-field" className="sr-only">
        {labels.field}
      </label>
      {/* A flex row centres the icon, out of the flow, on the field's middle. */}
      <div className="relative flex items-center">
        <Search aria-hidden="true" className="pointer-events-none absolute left-6 size-5 text-clay-deep" />
        <input
          ref={field}
          id="search-field"
          type="search"
          name="q"
          autoFocus
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onInput={typed}
          onKeyDown={key}
          className="min-h-13 w-full rounded-full border border-sand-deep bg-white px-5 pr-14 pl-12 text-lg text-ink [&::-webkit-search-cancel-button]:appearance-none"
        />
        {/* The browser's own clear sign is its blue in Chromium and WebKit, and absent in Firefox:
            this one is the site's, in every engine. */}
        {filled && (
          <button
            type="button"
            onClick={clear}
            className="absolute right-1 inline-flex size-11 items-center justify-center rounded-full text-clay-deep hover:text-ink"
            data-search-clear
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{labels.clear}</span>
          </button>
        )}
      </div>
      <p role="status" className="mt-6 min-h-6 text-ink-soft">
        {announced}
      </p>
      {found.status === 'none' && (
        <div data-search-ways-on>
          <LinkGroups groups={waysOn} />
        </div>
      )}
      {found.status === 'done' && found.shown.length > 0 && (
        <ol ref={list} id="search-results" aria-label={labels.results} className="mt-2 divide-y divide-sand-deep/70" data-search-results>
          {found.shown.map((result) => (
            <li key={result.url} className="py-6">
              <h2 className="font-serif text-xl font-medium text-ink">
                <a href={result.url} className="underline-offset-4 hover:text-clay-deep hover:underline">
                  {result.title}
                </a>
              </h2>
              {result.article && (
                <p className="mt-1 text-sm text-ink-soft">
                  {result.article.category} · <time dateTime={result.article.date.iso}>{result.article.date.text}</time>
                </p>
              )}
              <p className="mt-2 text-ink-soft">
                {result.excerpt.map((part, index) =>
                  part.marked ? (
                    <mark key={index} className="bg-sand text-ink">
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {found.status === 'done' && found.shown.length < found.all.length && (
        <Button variant="secondary" className="mt-4" onClick={() => void more()} data-search-more>
          {labels.more}
        </Button>
      )}
    </div>
  );
}
