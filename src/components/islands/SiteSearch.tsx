import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { format } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { addressFor, loadPagefind, queryOf, resultsPerStep, resultView, type PagefindResult, type ResultView } from '../../lib/search';
import { Button } from '../ui/Button';

/** The search page's words, from the dictionary's `search` group (`{count}`, `{query}` filled here). */
export interface SiteSearchLabels {
  field: string;
  loading: string;
  one: string;
  many: string;
  none: string;
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
}

type Found =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'failed'; query: string }
  | { status: 'done'; query: string; all: PagefindResult[]; shown: ResultView[] };

/** Waits this long after a keystroke before searching, so that a word typed quickly is one search. */
const typingPauseMs = 150;

/**
 * The search page's field and results (issue 36). Rendered on the server with the field focused,
 * and brought to life (`client:use="q"`, src/scripts/hydrate-on-use.ts) by the first key or touch,
 * or at once when the address carries a search (`?q=`, shared or restored): only then do React and
 * the search library load. What was typed before stays in the field and is searched.
 *
 * The query follows the address as it is typed (replaced, not pushed: Back leaves the page rather
 * than undoing letters), so a list of results can be shared and comes back with Back. The results
 * are a list of links; the count is announced politely; Down arrow from the field goes to the first.
 */
export function SiteSearch({ lang, labels, categories, script }: SiteSearchProps) {
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [found, setFound] = useState<Found>({ status: 'idle' });

  async function run(query: string) {
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    if (!query) return setFound({ status: 'idle' });
    setFound((previous) => (previous.status === 'done' ? previous : { status: 'loading', query }));
    try {
      const pagefind = await loadPagefind(script);
      const search = await pagefind.search(query);
      // A later key has started another search: no excerpts fetched for this one.
      if (!search || ticket !== latest.current) return;
      const shown = await Promise.all(search.results.slice(0, resultsPerStep).map(async (result) => resultView(await result.data(), categories, lang)));
      if (ticket === latest.current) setFound({ status: 'done', query, all: search.results, shown });
    } catch {
      if (ticket === latest.current) setFound({ status: 'failed', query });
    }
  }

  async function more() {
    if (found.status !== 'done') return;
    const next = found.all.slice(found.shown.length, found.shown.length + resultsPerStep);
    const added = await Promise.all(next.map(async (result) => resultView(await result.data(), categories, lang)));
    setFound({ ...found, shown: [...found.shown, ...added] });
    // The first new result takes the focus, so a keyboard continues where the list grew.
    requestAnimationFrame(() => list.current?.querySelectorAll('a')[found.shown.length]?.focus());
  }

  function typed() {
    const query = field.current?.value.trim() ?? '';
    history.replaceState(history.state, '', addressFor(location.href, query));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(query), typingPauseMs);
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
    // Keys pressed before the island came to life were not seen by `typed`: the address follows now.
    history.replaceState(history.state, '', addressFor(location.href, input.value));
    void run(input.value.trim());
    return () => clearTimeout(timer.current);
    // Once, on the page's arrival; later searches come from the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const announced =
    found.status === 'loading'
      ? labels.loading
      : found.status === 'failed'
        ? labels.failed
        : found.status === 'done'
          ? format(found.all.length === 0 ? labels.none : found.all.length === 1 ? labels.one : labels.many, { count: String(found.all.length), query: found.query })
          : '';

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
          className="min-h-13 w-full rounded-full border border-sand-deep bg-white px-5 pl-12 text-lg text-ink"
        />
      </div>
      <p role="status" className="mt-6 min-h-6 text-ink-soft">
        {announced}
      </p>
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
        <Button variant="secondary" className="mt-4" onClick={() => void more()}>
          {labels.more}
        </Button>
      )}
    </div>
  );
}
