/**
 * Words as the site's search reads them, shared by the build (the copy of each page given
 * to the index, the vocabulary) and the search island (the query, the excerpts shown). Pagefind
 * splits words on ASCII punctuation only, so French needs help on two points:
 * - an elided article or pronoun ("l’", "d’", "qu’"…) written with the typographic apostrophe is
 *   glued to its word ("l’architecture" was one word, found by neither "architecture" nor
 *   "l’architecture"). The index copy writes it as a word of its own; the query drops it;
 * - a ligature (œ, æ) is a letter of its own: "coeur" did not find "cœur". The index copy spells it
 *   out and the query folds it, so either spelling finds the other.
 * Both rewrites leave a private mark in the index copy, so that an excerpt is shown as the page
 * writes it (`shownText`). docs/search.md says why this is done here rather than in Pagefind.
 */

/**
 * A private-use character (U+E000) left in the index copy where a rewrite happened. Pagefind drops
 * it from the words it indexes (it is not a letter) and keeps it in the excerpts, where
 * `shownText` reads it back.
 */
export const SEARCH_MARK = '\uE000';

/** Elided articles and pronouns, longest first so that "lorsqu’" is not read as "qu’". */
const ELIDED = ['jusqu', 'lorsqu', 'puisqu', 'quoiqu', 'presqu', 'qu', 'l', 'd', 'n', 's', 'j', 'c', 'm', 't'];

/**
 * An elided word at the start of a word, before its apostrophe (either kind) and a letter, or at
 * the end of a text, where the next element's text goes on ("d’<strong>art</strong>").
 */
const ELISION = new RegExp(`(?<![\\p{L}\\p{N}])(${ELIDED.join('|')})['’ʼ‘](?=\\p{L}|$)`, 'giu');

/** Each ligature spelled out in the index copy, the mark between its two letters. */
const SPELLED: Readonly<Record<string, string>> = {
  œ: `o${SEARCH_MARK}e`,
  Œ: `O${SEARCH_MARK}E`,
  æ: `a${SEARCH_MARK}e`,
  Æ: `A${SEARCH_MARK}E`,
};
const LIGATURE = /[œŒæÆ]/g;
const SPELLED_OUT = new RegExp(`([oOaA])${SEARCH_MARK}([eE])`, 'g');
const JOINED: Readonly<Record<string, string>> = { oe: 'œ', OE: 'Œ', ae: 'æ', AE: 'Æ' };

/**
 * A text of a page as the index should read it: each elision a word of its own ("l’" + mark + space
 * + "architecture"), each ligature spelled out ("co" + mark + "eur"). What the page shows is unchanged.
 */
export function indexText(text: string): string {
  return text
    .replace(ELISION, (_elision, elided: string) => `${elided}’${SEARCH_MARK} `)
    .replace(LIGATURE, (ligature) => SPELLED[ligature]!);
}

/**
 * An excerpt or title from the index as the page writes it: elisions joined again (a `</mark>`
 * may stand between the mark and the space), ligatures drawn again.
 */
export function shownText(text: string): string {
  if (!text.includes(SEARCH_MARK)) return text;
  return text
    .replace(new RegExp(`’${SEARCH_MARK}((?:</mark>)?) `, 'g'), '’$1')
    .replace(SPELLED_OUT, (_pair, first: string, second: string) => JOINED[first + second] ?? first + second)
    .replaceAll(SEARCH_MARK, '');
}

/** Dashes part a compound ("neuro-architecture" is two words); other punctuation is dropped, as Pagefind drops it. */
const DASHES = /\p{Pd}/gu;
const PUNCTUATION = /[\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/gu;

/** A word's length in letters (an accented letter is one). */
export function letterCount(word: string): number {
  return [...word.normalize('NFC')].length;
}

/**
 * The words of a query as search looks them up: lower-cased, elided articles dropped, ligatures
 * folded, compounds parted, punctuation dropped, and single letters left out (a letter alone is
 * not a search, and "l" or "d" would find every page through its elisions).
 */
export function queryWords(query: string): string[] {
  return query
    .normalize('NFC')
    .replace(ELISION, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(DASHES, ' ')
    .replace(PUNCTUATION, '')
    .split(/\s+/u)
    .filter((word) => letterCount(word) > 1);
}

/** A word reduced for comparison: lower case, no accents, ligatures spelled out ("Cœur" → "coeur"). */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/**
 * Whether two different words are one edit apart: a letter missing, extra or wrong, or two
 * neighbouring letters swapped ("lumire", "lumierre", "lumiare", "lumièer" → "lumière").
 */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }
  return a.length < b.length ? a.slice(i) === b.slice(i + 1) : a.slice(i + 1) === b.slice(i);
}

/** The shortest word a typo is forgiven in, and the shortest word of the vocabulary. */
export const correctableLength = 5;

/**
 * The word of the site's vocabulary (most used first) that a query word was probably meant to be:
 * the first one edit away from it, both five letters or more. Undefined when there is none.
 */
export function correctionFor(word: string, vocabulary: readonly string[]): string | undefined {
  const typed = fold(word);
  if (typed.length < correctableLength) return undefined;
  return vocabulary.find((candidate) => {
    const folded = fold(candidate);
    return folded.length >= correctableLength && oneEditApart(typed, folded);
  });
}

/**
 * The vocabulary of a language's indexed texts: each word of five letters or more, lower-cased as
 * the pages write it, most used first (ties in alphabetical order, so that a build is repeatable).
 */
export function vocabularyOf(texts: Iterable<string>): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const [word] of shownText(text)
      .toLowerCase()
      .matchAll(/\p{L}+/gu)) {
      if (letterCount(word) >= correctableLength) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0)).map(([word]) => word);
}
