/**
 * Build step: every page's text set by its language's rules (src/lib/typography.ts), whoever wrote
 * it: the owner in the editor, an article's Markdown, or code that puts a number before a noun.
 * Content strings are already typeset where they are read; this pass catches what is composed
 * after that, and text split across elements ("<strong>25</strong> personnes").
 *
 * In headings, buttons and short labels it also keeps every hyphenated compound on one line
 * ("neuro-architecture", "puis-je", "30-minute"): a word joiner after the hyphen (see
 * `compoundEdits` for why that and not U+2011, nowrap or an inline block). In headings, a short
 * word never stands alone on a line (lib/short-words.ts).
 *
 * Only text and a few attributes change, edited in place at their source offsets: the rest of
 * the page stays byte for byte (the CSP hashes of its scripts and styles with it). Islands are
 * left whole (see text-runs.ts).
 */
import { html as spec, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import type { Locale } from '../../src/i18n/locales';
import { compoundEdits } from '../../src/lib/compounds';
import { shortWordEdits } from '../../src/lib/short-words';
import { applyEdits, type Edit } from '../../src/lib/text-edits';
import { typeset, typographyEdits } from '../../src/lib/typography';
import { attribute } from './html-tree';
import { isLabel, isSkipped, localeOf, readPage, textRuns, type TextNode } from './text-runs';

/** The headings whose short words keep to their neighbours (lib/short-words.ts). */
const HEADINGS = new Set(['h1', 'h2', 'h3']);

/** Attributes a person reads or hears: typeset like text, without markup. */
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'aria-description', 'placeholder'];

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Edits of a run's joined text, split between its nodes. An insertion where two nodes meet goes
 * to the node before ("<a>lien</a>?" → the narrow space inside the link); a replaced range that
 * spans nodes puts its new text in the first and empties the rest.
 */
export function editsPerNode(edits: readonly Edit[], texts: readonly string[]): Edit[][] {
  const starts: number[] = [];
  let offset = 0;
  for (const text of texts) {
    starts.push(offset);
    offset += text.length;
  }
  const perNode: Edit[][] = texts.map(() => []);
  for (const edit of edits) {
    if (edit.start === edit.end) {
      const index = Math.max(
        0,
        texts.findIndex((text, i) => starts[i]! < edit.start && edit.start <= starts[i]! + text.length),
      );
      perNode[index]!.push({ start: edit.start - starts[index]!, end: edit.start - starts[index]!, text: edit.text });
      continue;
    }
    let replacement = edit.text;
    texts.forEach((text, i) => {
      const start = Math.max(edit.start, starts[i]!);
      const end = Math.min(edit.end, starts[i]! + text.length);
      if (start >= end) return;
      perNode[i]!.push({ start: start - starts[i]!, end: end - starts[i]!, text: replacement });
      replacement = '';
    });
  }
  return perNode;
}

interface Replacement {
  start: number;
  end: number;
  text: string;
}

function textReplacements(body: Tree.Element, lang: Locale | undefined): Replacement[] {
  const replacements: Replacement[] = [];
  for (const run of textRuns(body, lang)) {
    const texts = run.nodes.map((node) => node.value);
    const joined = texts.join('');
    // The two never touch the same place: compounds gain a joiner just after a hyphen, which no
    // spacing rule edits. A heading's short words are bound where the spacing rules left the space.
    const spacing = typographyEdits(joined, run.lang);
    const free = (edit: Edit) => !spacing.some((other) => other.start < edit.end && edit.start < other.end);
    const edits = [
      ...spacing,
      ...(isLabel(run) ? compoundEdits(joined) : []),
      ...(HEADINGS.has(run.block.tagName) ? shortWordEdits(joined).filter(free) : []),
    ].sort((a, b) => a.start - b.start || a.end - b.end);
    const perNode = editsPerNode(edits, texts);
    run.nodes.forEach((node: TextNode, i) => {
      if (perNode[i]!.length === 0) return;
      const text = applyEdits(texts[i]!, perNode[i]!);
      if (text === texts[i]) return;
      const { startOffset, endOffset } = node.sourceCodeLocation!;
      replacements.push({ start: startOffset, end: endOffset, text: escapeText(text) });
    });
  }
  return replacements;
}

function attributeReplacements(root: Tree.Element, lang: Locale | undefined): Replacement[] {
  const replacements: Replacement[] = [];
  const walk = (element: Tree.Element, language: Locale | undefined) => {
    if (element.tagName === 'astro-island' || element.namespaceURI !== spec.NS.HTML) return;
    const declared = attribute(element, 'lang');
    const inner = declared === undefined ? language : localeOf(declared);
    for (const name of READ_ATTRIBUTES) {
      const value = attribute(element, name);
      const location = element.sourceCodeLocation?.attrs?.[name];
      if (value === undefined || !location || !inner) continue;
      const text = typeset(value, inner);
      if (text !== value)
        replacements.push({ start: location.startOffset, end: location.endOffset, text: `${name}="${escapeAttribute(text)}"` });
    }
    if (isSkipped(element)) return;
    for (const child of element.childNodes) if ('tagName' in child) walk(child, inner);
  };
  walk(root, lang);
  return replacements;
}

/** The page with its text and read attributes typeset, and the compounds of its labels kept whole. */
export function typesetPage(page: string): string {
  const { body, lang } = readPage(page);
  if (!body) return page;
  const replacements = [...textReplacements(body, lang), ...attributeReplacements(body, lang)].sort((a, b) => a.start - b.start);
  let result = '';
  let cursor = 0;
  for (const { start, end, text } of replacements) {
    result += page.slice(cursor, start) + text;
    cursor = end;
  }
  return result + page.slice(cursor);
}
