/**
 * Headings that wrap never strand a short word on a line of its own: "pour" alone
 * between "Des conférences" and "mieux habiter", "What" above "drives me". CSS balancing (`text-wrap:balance`)
 * evens the lines but does not forbid that. Here the space after a word of four letters or fewer
 * becomes a no-break space (the word goes down with the one it introduces: "pour mieux"); a short
 * word that cannot (the last one, "drives me", or one whose group is full) keeps to the word
 * before it instead.
 *
 * A bond is made only while the group it makes stays within MAX_GROUP characters: a group cannot
 * break, and at the largest heading size sixteen characters still fit a phone's line. A longer one
 * is left to break, except in a heading of two words: "La neuro-architecture" is one title, and
 * ui/Heading sets such a pair small enough to hold on one line.
 */
import { NBSP } from './typography';
import type { Edit } from './text-edits';

const SHORT = 4;
const MAX_GROUP = 16;

const lettersOf = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '').length;

/** The no-break spaces that keep a heading's short words with their neighbours, as edits of `text`. */
export function shortWordEdits(text: string): Edit[] {
  const words = [...text.matchAll(/[^ \t\n\r]+/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    letters: lettersOf(match[0]),
  }));
  const edits: Edit[] = [];
  // Built from the end, so that the last word's bond, the one a reader notices, is made first: the
  // group being built ends where `groupEnd` is; a bond extends it to the word before.
  let groupEnd = words.at(-1)?.end ?? 0;
  // Whether the word after the current gap is bound to its own next word (the last word is not).
  let nextBound = false;
  for (let i = words.length - 2; i >= 0; i--) {
    const word = words[i]!;
    const next = words[i + 1]!;
    // Punctuation standing alone ("–", "?") is not a word: it neither binds nor is bound here.
    const short = (w: typeof word) => w.letters > 0 && w.letters <= SHORT;
    // A short word goes with the word after it; one that could not (the last, or its group was
    // full) goes with the word before it.
    const wanted: boolean = short(word) || (short(next) && !nextBound);
    const bond: boolean = wanted && next.letters > 0 && word.letters > 0 && (groupEnd - word.start <= MAX_GROUP || words.length === 2);
    if (bond) edits.unshift({ start: word.end, end: next.start, text: NBSP });
    else groupEnd = word.end;
    nextBound = bond;
  }
  return edits;
}
