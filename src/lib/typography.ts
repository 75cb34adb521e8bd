/**
 * The typographic rules of each language, as pure functions of a text (docs/decisions/006).
 *
 * The owner types ordinary spaces and apostrophes in the editor, and should: nothing here is ever
 * written back to a content file. The build applies the rules instead, twice over: to the strings
 * of every content entry and dictionary as they are read (so islands hydrate from typeset props),
 * and to the text of every built page (build/pages/typeset-page.ts: Markdown bodies, words
 * composed in code, text split across elements). A rule is an edit of the original text, so the
 * page pass can apply it to text that runs across several elements.
 *
 * French (after the Imprimerie nationale's Lexique, with one choice of ours):
 * - a narrow no-break space (U+202F, « espace fine insécable ») before ; ! ? and inside « »;
 * - before the colon too, where the Lexique asks for a full no-break space (U+00A0): one width
 *   before every high mark is what the design asks for and what the content already used, and the
 *   colon then sits as close to its word as the question mark does. Change `beforeColon` to switch;
 * - a no-break space (U+00A0) between a number and the noun or unit that follows ("25 personnes",
 *   "37 €"), a narrow one before % and between groups of thousands ("2 799 €", "6 500");
 * - the typographic apostrophe (’); "HTVA", the Belgian word, for prices excluding VAT, not "HT".
 * English: no space before ; : ! ?, the typographic apostrophe, the same number binding, and
 * "excl. VAT" on one line.
 * Both: a hyphenated compound in a heading, a button or a short label never breaks at its hyphen
 * (lib/compounds.ts; the page pass decides what a label is).
 *
 * Neither font of the site has a glyph for U+202F: browsers draw a system font's narrow space
 * there, of which only the width shows (src/config/fonts.ts).
 */
import type { Locale } from '../i18n/locales';
import { applyEdits, type Edit } from './text-edits';

/** Narrow no-break space: « espace fine insécable ». */
export const NARROW_NBSP = '\u202f';
/** No-break space: « espace insécable ». */
export const NBSP = '\u00a0';
const beforeColon = NARROW_NBSP;

type Rule = (text: string) => Edit[];

/** A rule from a regex whose first group (or, without one, the empty match) is the part to replace. */
function rule(pattern: RegExp, replacement: string | ((match: RegExpExecArray) => string)): Rule {
  return (text) =>
    [...text.matchAll(pattern)].map((match) => {
      const part = match[1] ?? match[0];
      const start = match.index + (match[1] === undefined ? 0 : match[0].indexOf(part));
      return { start, end: start + part.length, text: typeof replacement === 'string' ? replacement : replacement(match) };
    });
}

// Any run of horizontal white space the writer may have typed, no-break ones included.
const space = '[ \\t\\u00a0\\u202f\\u2009\\u2007\\u2008\\u200a]';
// Where a number starts: not inside a word, a number or an hour ("F-35" is a number, "1h30" is not split).
const numberStart = '(?<![\\p{L}\\p{N}.,:])';
// A number: 25, 4,8, 130+, or the last group of 2 799.
const number = '\\d+(?:[.,]\\d+)*\\+?';

const apostrophe = rule(/(?<=\p{L})'(?=\p{L})/gu, '’');
/** "25 personnes", "37 €", "99 %": a number stays with what it counts. */
const numberAndNoun = rule(new RegExp(`${numberStart}${number}(${space}+)(?=[\\p{L}€$£%°])`, 'gu'), (match) =>
  match.input[match.index + match[0].length] === '%' ? NARROW_NBSP : NBSP,
);
/** Groups of thousands: "2 799", "6 500"; not a phone number ("+32 2 123 45 67"), not "en 2025 300". */
const thousands: Rule = (input) =>
  [
    ...input.matchAll(new RegExp(`(?<![\\p{L}\\p{N}.,+\\-:])(?<!\\d${space})\\d{1,3}(?:${space}\\d{3})+(?![\\p{N}])(?!${space}\\d)`, 'gu')),
  ].flatMap((match) =>
    [...match[0].matchAll(new RegExp(`${space}`, 'gu'))].map((gap) => ({
      start: match.index + gap.index,
      end: match.index + gap.index + 1,
      text: NARROW_NBSP,
    })),
  );

const french: Rule[] = [
  // A space typed before ; : ! ? becomes the narrow one; a missing one is added when the mark ends
  // a phrase (so "9:00", "page?x=1" and "1:2" stay as they are).
  rule(new RegExp(`(?<=\\S)(${space}+)(?=[;!?])`, 'gu'), NARROW_NBSP),
  rule(new RegExp(`(?<=\\S)(${space}+)(?=:)`, 'gu'), beforeColon),
  rule(/(?<=[\p{L}\p{N}»)\]”%€…])(?=[;!?]+(?:\s|$|[»)\]”.,…]))/gu, NARROW_NBSP),
  rule(/(?<=[\p{L}\p{N}»)\]”%€…])(?=:(?:\s|$))/gu, beforeColon),
  rule(new RegExp(`(?<=«)(${space}*)(?=\\S)`, 'gu'), NARROW_NBSP),
  rule(new RegExp(`(?<=\\S)(${space}*)(?=»)`, 'gu'), NARROW_NBSP),
  thousands,
  numberAndNoun,
  rule(/(?<![\p{L}\p{N}])HT(?![\p{L}\p{N}])/gu, 'HTVA'),
  rule(new RegExp(`(?<=€)(${space}+)(?=HT(?:VA)?(?![\\p{L}])|TVAC|TTC)`, 'gu'), NBSP),
  apostrophe,
];

const english: Rule[] = [
  rule(new RegExp(`(?<=[\\p{L}\\p{N})\\]”’%])(${space}+)(?=[;:!?](?:\\s|$|[)\\]”’.,]))`, 'gu'), ''),
  numberAndNoun,
  rule(new RegExp(`(?<=\\bexcl\\.)(${space}+)(?=VAT)`, 'gu'), NBSP),
  apostrophe,
];

const rules: Record<Locale, Rule[]> = { fr: french, en: english };

/**
 * The edits that bring `text` to the rules of `lang`, sorted and never overlapping; edits that
 * would change nothing are left out, so typeset text gives none.
 */
export function typographyEdits(text: string, lang: Locale): Edit[] {
  const edits = rules[lang]
    .flatMap((apply) => apply(text))
    .filter((edit) => text.slice(edit.start, edit.end) !== edit.text)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const kept: Edit[] = [];
  for (const edit of edits) {
    const last = kept.at(-1);
    if (last && (edit.start < last.end || (edit.start === last.start && edit.start === edit.end && last.start === last.end))) continue;
    kept.push(edit);
  }
  return kept;
}

/** `text` written by the rules of `lang`. */
export function typeset(text: string, lang: Locale): string {
  return applyEdits(text, typographyEdits(text, lang));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  // An image's metadata is a proxy that answers `fsPath` (lib/picture.ts needs it to check the
  // file): copied, it would lose it, and a photograph could not be published.
  if (typeof (value as { fsPath?: unknown }).fsPath === 'string') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * Every string of a content entry typeset, at any depth. Addresses, ids and file paths hold no
 * space and no phrase-ending mark, so the rules leave them as they are.
 */
export function typesetData<T>(value: T, lang: Locale): T {
  if (typeof value === 'string') return typeset(value, lang) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => typesetData(item, lang)) as T;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typesetData(item, lang)])) as T;
  return value;
}
