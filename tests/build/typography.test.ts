/**
 * The typography of every built page (docs/decisions/006), read as a visitor
 * reads it: each run of text across inline elements, islands included, in its language. French:
 * a narrow no-break space before ; : ! ? and inside « », a number never parted from its noun or
 * unit at a line's end, thousands grouped with a narrow no-break space, ’ for the apostrophe,
 * HTVA. English: no space before ; : ! ?, ’. Both: no hyphenated compound of a heading, a button
 * or a short label left where a line can break at its hyphen. Whatever wrote the text (content,
 * an article, code), and pages added later.
 *
 * These are the rules restated as faults to find, not the build's own functions: a page the
 * typography pass left untouched fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { property } from '../../build/pages/html-tree';
import { isLabel, readPage, textRuns, type TextRun } from '../../build/pages/text-runs';
import { compoundRanges } from '../../src/lib/compounds';
import { builtPages, distFile } from './built-site';

const pages = await builtPages();

/** Every white space but the narrow no-break one. */
const notNarrow = '[\\s--[\\u202f]]';

const frenchFaults: [fault: string, pattern: RegExp][] = [
  ['a space other than U+202F before ; : ! ?', new RegExp(`(?<=\\S)${notNarrow}+[;:!?]`, 'v')],
  ['no space before ; ! ? ending a phrase', /[\p{L}\p{N}»)][;!?]+(?=\s|$)/u],
  ['no space before a colon ending a phrase', /[\p{L}»)]:(?=\s|$)/u],
  ['« not followed by U+202F', /«(?!\u202f)/u],
  ['» not preceded by U+202F', /(?<=.)(?<!\u202f)»/su],
  ['a number parted from its noun or unit by a breaking space', /(?<![\p{L}\p{N}.,:])\d+(?:[.,]\d+)*\+? +[\p{L}€%]/u],
  [
    'thousands grouped with a space other than U+202F',
    new RegExp(`(?<![\\p{L}\\p{N}.,+\\-:])(?<!\\d\\s)\\d{1,3}(?:${notNarrow}\\d{3})+(?!\\d)(?!\\s\\d)`, 'v'),
  ],
  ['a straight apostrophe', /\p{L}'\p{L}/u],
  ['HT for prices excluding VAT (the brand says HTVA)', /(?<![\p{L}\p{N}])HT(?![\p{L}\p{N}])/u],
];

const englishFaults: [fault: string, pattern: RegExp][] = [
  ['a space before ; : ! ?', /[\p{L}\p{N})”’]\s+[;:!?](?=\s|$)/u],
  ['a straight apostrophe', /\p{L}'\p{L}/u],
];

const show = (text: string) => text.replace(/\u202f/g, '⍽').replace(/\u00a0/g, '·');

interface Fault {
  page: string;
  fault: string;
  text: string;
}

function runFaults(page: string, run: TextRun): Fault[] {
  const text = run.nodes.map((node) => node.value).join('');
  const faults: Fault[] = [];
  for (const [fault, pattern] of run.lang === 'fr' ? frenchFaults : englishFaults) {
    const match = pattern.exec(text);
    if (match) faults.push({ page, fault, text: show(text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 10)) });
  }
  // In a heading, a button or a short label, a compound's hyphen is followed by a word joiner
  // (U+2060): no line can break there.
  if (isLabel(run)) {
    for (const [start, end] of compoundRanges(text)) {
      if (/[-‐](?!\u2060)/.test(text.slice(start, end)))
        faults.push({ page, fault: 'a compound that can break at its hyphen', text: text.slice(start, end) });
    }
  }
  return faults;
}

function pageFaults(path: string, file: string): Fault[] {
  return htmlFaults(path, readFileSync(distFile(`/${file}`), 'utf8'));
}

function htmlFaults(path: string, html: string): Fault[] {
  const { body, lang } = readPage(html);
  if (!body) return [{ page: path, fault: 'no <body>', text: '' }];
  return textRuns(body, lang, { islands: true }).flatMap((run) => runFaults(path, run));
}

describe('typography of the built pages', () => {
  const french = pages.filter((page) => !/^\/en(\/|$)/.test(page.path));
  const english = pages.filter((page) => /^\/en(\/|$)/.test(page.path));

  it('covers every page, the blog’s articles in both languages among them', () => {
    const articles = (list: typeof pages, prefix: string) =>
      list.filter((page) => page.path.startsWith(prefix) && property(page.head, 'og:type') === 'article');
    expect(articles(french, '/blog/').length).toBeGreaterThanOrEqual(3);
    expect(articles(english, '/en/blog/').length).toBeGreaterThanOrEqual(3);
    expect(french.length).toBe(english.length);
  });

  it('finds every fault in text set wrongly (so a clean page means something)', () => {
    const french = "<p>Pourquoi ? Parce que! Note: « oui » 25 personnes, 2 799 € HT, l'habitat</p><h2>La <b>neuro-architecture</b></h2>";
    const english = '<p>Why ? It\'s <span lang="fr">« oui »</span></p><button>Self-paced</button>';
    const found = (html: string, lang: string) =>
      new Set(htmlFaults('/', `<html lang="${lang}"><body>${html}</body></html>`).map((fault) => fault.fault));
    expect(found(french, 'fr')).toEqual(new Set([...frenchFaults.map(([fault]) => fault), 'a compound that can break at its hyphen']));
    expect(found(english, 'en')).toEqual(
      new Set([
        ...englishFaults.map(([fault]) => fault),
        '« not followed by U+202F',
        '» not preceded by U+202F',
        'a compound that can break at its hyphen',
      ]),
    );
  });

  it('follows the French rules on every French page', () => {
    expect(french.flatMap((page) => pageFaults(page.path, page.file))).toEqual([]);
  });

  it('follows the English rules on every English page', () => {
    expect(english.flatMap((page) => pageFaults(page.path, page.file))).toEqual([]);
  });
});
