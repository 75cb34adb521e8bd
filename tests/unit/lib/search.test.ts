/**
 * Site search: which pages the index holds and what of each (build/
 * search-pages.ts), which pages a query finds and what the island makes of a result (src/lib/search.ts).
 */
import { describe, expect, it } from 'vitest';
import { routeAt, routes } from '../../../src/i18n/routes';
import { isSearchable, pageForSearch } from '../../../build/search/search-pages';
import { addressFor, excerptParts, findPages, queryOf, resultView, type PagefindResult, type SearchLibrary } from '../../../src/lib/search';
import { fold, SEARCH_MARK } from '../../../src/lib/search-words';

const page = (main: string) =>
  `<!doctype html><html lang="fr"><head><title>t</title></head><body><header>menu</header><main id="main" class="x">${main}</main></body></html>`;

describe('the pages search holds', () => {
  it('every page and article but the 404s, the blog lists, the legal texts and the search page', () => {
    const path = (p: string) => routeAt(p)!;
    for (const p of ['/', '/en/about', '/accompagnements/feng-shui', '/livre', '/en/contact']) expect(isSearchable(path(p)), p).toBe(true);
    for (const p of [
      '/404',
      '/en/404',
      '/blog',
      '/en/blog',
      '/blog/categorie/feng-shui',
      '/mentions-legales',
      '/en/cgv',
      '/politique-confidentialite',
      '/accessibilite',
      '/recherche',
      '/en/recherche',
    ]) {
      expect(isSearchable(path(p)), p).toBe(false);
    }
    const articles = routes.filter((route) => route.blog?.kind === 'article');
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every(isSearchable)).toBe(true);
    expect(routes.filter((route) => route.blog?.kind === 'listPage').some(isSearchable)).toBe(false);
  });

  it('every project, but not their list', () => {
    const projectRoutes = routes.filter((route) => route.project);
    expect(projectRoutes.length).toBeGreaterThan(0);
    expect(projectRoutes.every(isSearchable)).toBe(true);
    expect(routes.filter((route) => route.page === 'projects' && !route.project).some(isSearchable)).toBe(false);
  });
});

describe('pageForSearch', () => {
  it('marks <main> as the part to index, with an article’s category and date', () => {
    const marked = pageForSearch(page('<h1>Titre</h1>'), { category: 'feng-shui', date: '2025-02-11' });
    expect(marked).toContain(
      '<main id="main" class="x" data-pagefind-body><span data-pagefind-meta="category:feng-shui"></span> <span data-pagefind-meta="date:2025-02-11"></span> <h1>',
    );
    expect(pageForSearch(page('<h1>Titre</h1>'))).not.toContain('data-pagefind-meta');
  });

  it('takes out the word joiners and soft hyphens inside words, keeps the no-break spaces', () => {
    const marked = pageForSearch(page('<p>La neuro-\u2060architecture et le Feng\u00a0Shui, c’est\u202f: ré\u00adno</p>'));
    expect(marked).toContain(`La neuro-architecture et le Feng\u00a0Shui, c’${SEARCH_MARK} est\u202f: réno`);
  });

  it('parts the text of neighbouring blocks, never a word cut by inline markup', () => {
    const marked = pageForSearch(
      page('<span><span>the brain</span><span>The basics</span></span><p>a<br>b</p><p><strong>25</strong>€ <a href="/x">lien</a>?</p>'),
    );
    expect(marked).toContain(
      'the brain</span> <span>The basics</span> </span> <p>a<br> b</p> <p><strong>25</strong>€ <a href="/x">lien</a>?</p> ',
    );
  });

  it('gives the index each elision as a word of its own and each ligature spelled out, in <main> only, the text escaped', () => {
    const marked = pageForSearch(
      '<!doctype html><html lang="fr"><head><title>l’x</title></head><body><p>l’avant</p><main><h1>L’Architecture &amp; le cœur</h1><p title="l’x">d’<strong>art</strong> <script>l’y</script></p></main></body></html>',
    );
    expect(marked).toContain(
      `<h1>L’${SEARCH_MARK} Architecture &amp; le co${SEARCH_MARK}eur</h1> <p title="l’x">d’${SEARCH_MARK} <strong>art</strong> <script>l’y</script>`,
    );
    expect(marked).toContain('<title>l’x</title>');
    expect(marked).toContain('<p>l’avant</p>');
  });

  it('refuses a page without <main>', () => {
    expect(() => pageForSearch('<html><body><p>x</p></body></html>')).toThrow(/no <main>/);
  });
});

describe('a result as the island shows it', () => {
  it('marks the word itself, not the punctuation against it, and shows elisions and ligatures as written', () => {
    expect(
      excerptParts(
        `la <mark>neuro-architecture.</mark> et <mark>(lumière)</mark> l’${SEARCH_MARK} <mark>art</mark> du <mark>co${SEARCH_MARK}eur</mark>`,
      ),
    ).toEqual([
      { text: 'la ', marked: false },
      { text: 'neuro-architecture', marked: true },
      { text: '. et (', marked: false },
      { text: 'lumière', marked: true },
      { text: ') l’', marked: false },
      { text: 'art', marked: true },
      { text: ' du ', marked: false },
      { text: 'cœur', marked: true },
    ]);
  });

  it('renders the excerpt as text, the matched words marked, never as HTML', () => {
    expect(excerptParts('la <mark>lumière</mark> du &lt;b&gt;jour&lt;/b&gt; &amp; <mark>chambre</mark>.')).toEqual([
      { text: 'la ', marked: false },
      { text: 'lumière', marked: true },
      { text: ' du <b>jour</b> & ', marked: false },
      { text: 'chambre', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('names an article’s category in the page’s language and dates it; a page has neither', () => {
    const data = { url: '/en/blog/x', excerpt: 'a', meta: { title: 'X', category: 'feng-shui', date: '2025-02-11' } };
    expect(resultView(data, { 'feng-shui': 'Feng Shui' }, 'en').article).toEqual({
      category: 'Feng Shui',
      date: { iso: '2025-02-11', text: '11 February 2025' },
    });
    expect(resultView(data, { 'feng-shui': 'Feng Shui' }, 'fr').article?.date.text).toBe('11 février 2025');
    expect(resultView({ url: '/about', excerpt: 'a', meta: { title: 'À propos' } }, {}, 'fr')).toEqual({
      url: '/about',
      title: 'À propos',
      excerpt: [{ text: 'a', marked: false }],
    });
  });

  it('keeps the query in the address, and reads it back', () => {
    expect(addressFor('http://x/recherche', ' lumière chambre ')).toBe('/recherche?q=lumi%C3%A8re+chambre');
    expect(addressFor('http://x/recherche?q=a&utm=1#top', '')).toBe('/recherche?utm=1#top');
    expect(queryOf('?q=lumi%C3%A8re+chambre')).toBe('lumière chambre');
    expect(queryOf('?x=1')).toBe('');
  });
});

/**
 * A stand-in for Pagefind over a few pages, as it behaves (without stemming): a quoted word finds
 * the pages holding it; a bare word the pages holding a word it starts, and when no word starts with
 * it, the pages of the longest word that starts it (its fallback: "lumire" → "lu").
 */
function library(pages: Record<string, string>): SearchLibrary & { searches: string[] } {
  const words = (text: string) => fold(text).match(/\p{L}+/gu) ?? [];
  const all = [...new Set(Object.values(pages).flatMap(words))];
  const searches: string[] = [];
  const matching = (term: string, exact: boolean): string[] => {
    if (exact) return [term];
    const started = all.filter((word) => word.startsWith(term));
    if (started.length) return started;
    const prefix = all.filter((word) => term.startsWith(word)).sort((a, b) => b.length - a.length)[0];
    return prefix ? [prefix] : [];
  };
  return {
    searches,
    search: async (query) => {
      searches.push(query);
      const exact = query.startsWith('"');
      const terms = query
        .replaceAll('"', '')
        .split(' ')
        .map((term) => matching(fold(term), exact));
      const results: PagefindResult[] = Object.entries(pages)
        .filter(([, text]) => terms.every((found) => words(text).some((word) => found.includes(word))))
        .map(([id, text]) => ({
          id,
          data: async () => ({
            url: `/${id}`,
            meta: { title: id },
            excerpt: text.replace(/\p{L}+/gu, (word) =>
              terms.some((found) => found.includes(fold(word))) ? `<mark>${word}</mark>` : word,
            ),
          }),
        }));
      return { results };
    },
  };
}

const site = {
  lumiere: 'La lumière du jour dans la chambre',
  cuisine: 'Une cuisine claire, la lampe au-dessus de la table',
  coeur: 'Le cœur du salon',
};

describe('which pages a query finds', () => {
  const ids = (finding: Awaited<ReturnType<typeof findPages>>) =>
    finding && finding.kind !== 'none' ? finding.results.map((result) => result.id) : [];
  const none = async () => {
    throw new Error('the vocabulary is fetched only when a word finds nothing');
  };

  it('finds a page by a whole word, accents forgiven, after an elided article, with or without ligature', async () => {
    expect(ids(await findPages(library(site), 'lumiere', none))).toEqual(['lumiere']);
    expect(ids(await findPages(library(site), 'l’lumière', none))).toEqual(['lumiere']);
    expect(ids(await findPages(library(site), 'coeur', none))).toEqual(['coeur']);
    expect(ids(await findPages(library(site), 'Cœur', none))).toEqual(['coeur']);
  });

  it('every word of the query on the page', async () => {
    expect(ids(await findPages(library(site), 'lumière chambre', none))).toEqual(['lumiere']);
    expect(await findPages(library(site), 'lumière cuisine', none)).toEqual({ kind: 'none' });
  });

  it('a word it starts from four letters typed, not fewer; a short word only whole', async () => {
    expect(ids(await findPages(library(site), 'lumi', none))).toEqual(['lumiere']);
    expect(await findPages(library(site), 'lum', async () => [])).toEqual({ kind: 'none' });
    // "la" is a word of both pages; the library would also extend it to "lampe", a page it is not on.
    expect(ids(await findPages(library({ ...site, lampe: 'Une lampe' }), 'la', none)).sort()).toEqual(['cuisine', 'lumiere']);
  });

  it('never the pages of a shorter word the library falls back to', async () => {
    // Pagefind answers "lumxyz" with the pages of "lu"… here, of "la" for "lazyx".
    const lookup = library(site);
    expect(await findPages(lookup, 'lazyx', async () => [])).toEqual({ kind: 'none' });
    expect(await findPages(lookup, 'qwertz', async () => ['lumière'])).toEqual({ kind: 'none' });
  });

  it('forgives one typo from the vocabulary, fetched only then, and says what was searched', async () => {
    let fetched = 0;
    const vocabulary = async () => {
      fetched++;
      return ['lumière', 'chambre', 'cuisine'];
    };
    const corrected = await findPages(library(site), 'lumire chambre', vocabulary);
    expect(corrected?.kind).toBe('corrected');
    expect(corrected?.kind === 'corrected' && corrected.query).toBe('lumière chambre');
    expect(ids(corrected)).toEqual(['lumiere']);
    expect(fetched).toBe(1);
    expect(await findPages(library(site), 'lumire', async () => Promise.reject(new Error('offline')))).toEqual({ kind: 'none' });
  });

  it('nothing to look up in an empty query or a single letter', async () => {
    const lookup = library(site);
    expect(await findPages(lookup, ' ', none)).toBeUndefined();
    expect(await findPages(lookup, 'l’', none)).toBeUndefined();
    expect(lookup.searches).toEqual([]);
  });
});
