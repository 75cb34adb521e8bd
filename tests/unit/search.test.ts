/**
 * Site search (issue 36): which pages the index holds and what of each (src/integrations/
 * search-pages.ts), and what the island makes of a result (src/lib/search.ts).
 */
import { describe, expect, it } from 'vitest';
import { routeAt, routes } from '../../src/i18n/routes';
import { isSearchable, pageForSearch } from '../../src/integrations/search-pages';
import { addressFor, excerptParts, queryOf, resultView } from '../../src/lib/search';

const page = (main: string) => `<!doctype html><html lang="fr"><head><title>t</title></head><body><header>menu</header><main id="main" class="x">${main}</main></body></html>`;

describe('the pages search holds', () => {
  it('every page and article but the 404s, the blog lists, the legal texts and the search page', () => {
    const path = (p: string) => routeAt(p)!;
    for (const p of ['/', '/en/about', '/accompagnements/feng-shui', '/livre', '/en/contact']) expect(isSearchable(path(p)), p).toBe(true);
    for (const p of ['/404', '/en/404', '/blog', '/en/blog', '/blog/categorie/feng-shui', '/mentions-legales', '/en/cgv', '/politique-confidentialite', '/accessibilite', '/recherche', '/en/recherche']) {
      expect(isSearchable(path(p)), p).toBe(false);
    }
    const articles = routes.filter((route) => route.blog?.kind === 'article');
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every(isSearchable)).toBe(true);
    expect(routes.filter((route) => route.blog?.kind === 'listPage').some(isSearchable)).toBe(false);
  });
});

describe('pageForSearch', () => {
  it('marks <main> as the part to index, with an article’s category and date', () => {
    const marked = pageForSearch(page('<h1>Titre</h1>'), { category: 'feng-shui', date: '2025-02-11' });
    expect(marked).toContain('<main id="main" class="x" data-pagefind-body><span data-pagefind-meta="category:feng-shui"></span> <span data-pagefind-meta="date:2025-02-11"></span> <h1>');
    expect(pageForSearch(page('<h1>Titre</h1>'))).not.toContain('data-pagefind-meta');
  });

  it('takes out the word joiners and soft hyphens inside words, keeps the no-break spaces', () => {
    const marked = pageForSearch(page('<p>La neuro-\u2060architecture et le Feng\u00a0Shui, c’est\u202f: ré\u00adno</p>'));
    expect(marked).toContain('La neuro-architecture et le Feng\u00a0Shui, c’est\u202f: réno');
  });

  it('parts the text of neighbouring blocks, never a word cut by inline markup', () => {
    const marked = pageForSearch(page('<span><span>the brain</span><span>The basics</span></span><p>a<br>b</p><p><strong>25</strong>€ <a href="/x">lien</a>?</p>'));
    expect(marked).toContain('the brain</span> <span>The basics</span> </span> <p>a<br> b</p> <p><strong>25</strong>€ <a href="/x">lien</a>?</p> ');
  });

  it('refuses a page without <main>', () => {
    expect(() => pageForSearch('<html><body><p>x</p></body></html>')).toThrow(/no <main>/);
  });
});

describe('a result as the island shows it', () => {
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
    expect(resultView(data, { 'feng-shui': 'Feng Shui' }, 'en').article).toEqual({ category: 'Feng Shui', date: { iso: '2025-02-11', text: '11 February 2025' } });
    expect(resultView(data, { 'feng-shui': 'Feng Shui' }, 'fr').article?.date.text).toBe('11 février 2025');
    expect(resultView({ url: '/about', excerpt: 'a', meta: { title: 'À propos' } }, {}, 'fr')).toEqual({ url: '/about', title: 'À propos', excerpt: [{ text: 'a', marked: false }] });
  });

  it('keeps the query in the address, and reads it back', () => {
    expect(addressFor('http://x/recherche', ' lumière chambre ')).toBe('/recherche?q=lumi%C3%A8re+chambre');
    expect(addressFor('http://x/recherche?q=a&utm=1#top', '')).toBe('/recherche?utm=1#top');
    expect(queryOf('?q=lumi%C3%A8re+chambre')).toBe('lumière chambre');
    expect(queryOf('?x=1')).toBe('');
  });
});
