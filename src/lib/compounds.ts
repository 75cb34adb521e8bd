/**
 * Hyphenated compounds kept on one line, on their own so that islands, which apply them to the
 * words they render, ship only this (the typography rules stay at build time).
 */
import { applyEdits, type Edit } from './text-edits';

/** Word joiner (U+2060): no line break on either side of it, and nothing drawn. */
export const WORD_JOINER = '\u2060';

const COMPOUND = /(?<![\p{L}\p{N}\-‐])[\p{L}\p{N}]+(?:[-‐]\u2060?[\p{L}\p{N}]+)+(?![\p{L}\p{N}])/gu;

/**
 * The hyphenated compounds of a text ("neuro-architecture", "puis-je", "30-minute") as [start, end)
 * ranges. Numbers joined by hyphens (an ISBN, "60-30-10") are not words: copied, they must stay
 * exactly as written.
 */
export function compoundRanges(text: string): [number, number][] {
  return [...text.matchAll(COMPOUND)]
    .filter((match) => /\p{L}/u.test(match[0]))
    .map((match) => [match.index, match.index + match[0].length]);
}

/**
 * The edits that keep each compound on one line: a word joiner after each of its hyphens.
 *
 * A hyphen is a place where browsers break lines. The non-breaking hyphen (U+2011) has no glyph in
 * either font of the site (browsers would draw another font's), and neither find-in-page nor a
 * search for the copied word matches it; `white-space: nowrap` cuts a long compound off, or
 * scrolls the page sideways, where a line cannot hold it (a 1280 px card at 200 % text); an inline
 * block breaks Chromium's find-in-page for words on either side of it. The word joiner needs no
 * glyph and search passes over it (checked in Chromium, Firefox and WebKit), and a word longer
 * than its line still breaks (overflow-wrap, global.css). A copied compound carries it, unseen.
 */
export function compoundEdits(text: string): Edit[] {
  return compoundRanges(text).flatMap(([start, end]) =>
    [...text.slice(start, end).matchAll(/[-‐](?!\u2060)/g)].map((hyphen) => {
      const at = start + hyphen.index + 1;
      return { start: at, end: at, text: WORD_JOINER };
    }),
  );
}

/** `text` with every compound kept on one line (`compoundEdits`): for the words islands render. */
export function keepCompoundsWhole(text: string): string {
  return applyEdits(text, compoundEdits(text));
}
