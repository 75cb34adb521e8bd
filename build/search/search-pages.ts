/**
 * Which built pages the site's search finds, and what of each it reads. Pure functions
 * of the route table and a page's HTML; build/search/search-index.ts feeds their result to
 * Pagefind. The pages in dist/ are never changed: the marks Pagefind reads are added to a copy.
 */
import { blogCategory } from '../../src/config/blog';
import type { PageId, Route } from '../../src/i18n/routes';
import type { ArticleSummary } from '../../src/lib/blog-articles';
import { WORD_JOINER } from '../../src/lib/compounds';
import { indexText } from '../../src/lib/search-words';
import { applyEdits, type Edit } from '../../src/lib/text-edits';
import { attribute, descendants, isHtml, parsePage, type Element } from '../pages/html-tree';

/**
 * Pages search leaves out: the 404s (no address of their own), the blog's own list and the list of
 * her projects (their articles and projects are found one by one), the search page itself, and the legal pages, whose boilerplate ("données",
 * "contrat", "cookies"…) would outrank the pages a visitor is after. The footer links them all.
 */
const unsearchable: ReadonlySet<PageId> = new Set([
  'notFound',
  'blog',
  'projects',
  'recherche',
  'mentionsLegales',
  'confidentialite',
  'cgv',
  'accessibilite',
]);

/** Whether search lists this route: every page but the ones above, every article and project but no list of them. */
export function isSearchable(route: Route): boolean {
  if (route.blog) return route.blog.kind === 'article';
  if (route.project) return true;
  return !unsearchable.has(route.page);
}

/**
 * The parts of `<main>` that are not the page's own words: the trail and other navigation, the
 * article's date line and author box, its "more articles", the cards of her projects shown on
 * other pages (each is found on its own page), the closing band every page ends with, the notes of the consent facades (the same on every page with an embed), and the words
 * only screen readers get ("(opens in a new tab)"), which an excerpt would show as if on the page.
 */
export const searchExcludedSelectors = [
  'nav',
  'aside',
  '#more',
  '[data-project-cards]',
  '#closing',
  '[data-article-meta]',
  '[data-facade]',
  '[data-consent-note]',
  '.sr-only',
] as const;

/** What a result shows of an article beside its title: its category (the French slug) and date. */
export interface SearchMeta {
  category: string;
  date: string;
}

export function articleSearchMeta(article: Pick<ArticleSummary, 'category' | 'date'>): SearchMeta {
  return { category: blogCategory(article.category).slug, date: article.date };
}

/**
 * Elements that may end inside a word or before its punctuation ("<strong>25</strong>€"). After
 * any other closing tag a space is added: Pagefind joins the text of neighbouring elements as
 * written, and the site's markup has no space between blocks ("…the brain</span><span>The
 * basics…" came out as "brainThe" in an excerpt).
 */
const inline: ReadonlySet<string> = new Set([
  'a',
  'abbr',
  'b',
  'cite',
  'code',
  'em',
  'i',
  'mark',
  'q',
  's',
  'small',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
]);

/** Elements whose text is not read as words (Pagefind skips them too). */
const unread: ReadonlySet<string> = new Set(['script', 'style', 'template', 'noscript']);

/** The edits that give the index each text under `element` as `indexText` rewrites it (elisions parted, ligatures spelled out). */
function wordEdits(element: Element): Edit[] {
  return element.childNodes.flatMap((node): Edit[] => {
    if ('tagName' in node) return unread.has(node.tagName) ? [] : wordEdits(node);
    const location = node.nodeName === '#text' ? node.sourceCodeLocation : undefined;
    if (!location || !('value' in node)) return [];
    const rewritten = indexText(node.value);
    if (rewritten === node.value) return [];
    return [
      {
        start: location.startOffset,
        end: location.endOffset,
        text: rewritten.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
      },
    ];
  });
}

/**
 * The page as Pagefind should read it: `<main>` marked as the part to index (with the article's
 * category and date as metadata); its words as `indexText` rewrites them, so that a word after
 * "l’" or "d’" is a word of its own and "cœur" is found by "coeur" (src/lib/search-words.ts);
 * without the invisible characters the typesetting step adds inside words: Pagefind takes a word
 * joiner or soft hyphen for a letter, so "neuro-⁠architecture" (a joiner after the hyphen keeps it
 * on one line) would not be found by "architecture". No-break spaces stay: they separate words for
 * Pagefind as for the eye ("Feng Shui" is two words). And a space after each block's end (see `inline`).
 * Throws when the page has no `<main>`: every page of the site has one.
 */
export function pageForSearch(page: string, meta?: SearchMeta): string {
  const { body } = parsePage(page);
  const main = body && descendants(body).find((element) => isHtml(element, 'main'));
  const at = main?.sourceCodeLocation?.startTag?.endOffset;
  if (!main || at === undefined) throw new Error('search index: the page has no <main> to index');
  if (attribute(main, 'data-pagefind-body') !== undefined) return page;
  // One empty element per value: Pagefind 1.6 reads a second `key:value` after a comma as part of the first value.
  const values = meta
    ? Object.entries(meta)
        .map(([key, value]) => `<span data-pagefind-meta="${key}:${value}"></span>`)
        .join('')
    : '';
  const marked = applyEdits(page, [{ start: at - 1, end: at, text: ` data-pagefind-body>${values}` }, ...wordEdits(main)]);
  return marked
    .replaceAll(WORD_JOINER, '')
    .replaceAll('\u00ad', '')
    .replace(/<\/([a-z][a-z0-9]*)>|<br\s*\/?>/gi, (tag, name?: string) => (name && inline.has(name.toLowerCase()) ? tag : `${tag} `));
}
