/**
 * The text of a built page as a reader meets it: runs of text that flow together across inline
 * elements ("<strong>25</strong> personnes" is one run), each in its language (the page's, or the
 * nearest `lang` attribute's). The typography pass (typeset-page.ts) rewrites them, and
 * tests/build/typography.test.ts checks them, from this one reading.
 *
 * Left out: what is not prose (scripts, styles, code, form fields, SVG and MathML), and the
 * islands' markup, which React hydrates from the island's props and must not differ from them:
 * their words are typeset where they are read (src/lib/content.ts, src/i18n/ui).
 */
import { html as spec, parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import type { Locale } from '../../src/i18n/locales';
import { attribute } from './html-tree';

export type TextNode = Tree.TextNode;

/** One run: its text nodes in order, its language, and the element it is the text of. */
export interface TextRun {
  lang: Locale;
  nodes: TextNode[];
  block: Tree.Element;
}

/** Elements text flows through without a break; any other element starts a new run. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'label',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

/** Elements whose content is not prose to typeset. */
const SKIPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'select',
  'pre',
  'code',
  'kbd',
  'samp',
  'iframe',
  'astro-island',
]);

/** Elements whose text is a heading or a label. */
const LABELS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'button', 'summary', 'dt', 'figcaption', 'legend', 'caption', 'th']);

/** The longest run still read as a short label: a link drawn as a button, a badge, an eyebrow, a menu item. */
export const LABEL_LENGTH = 80;

/**
 * Whether a run is a heading, a button or a short label, where a compound must not break at its
 * hyphen; running text may, as French typography allows.
 */
export function isLabel(run: TextRun): boolean {
  if (LABELS.has(run.block.tagName)) return true;
  return (
    run.nodes
      .map((node) => node.value)
      .join('')
      .replace(/\s+/g, ' ')
      .trim().length <= LABEL_LENGTH
  );
}

const isElement = (node: Tree.ChildNode): node is Tree.Element => 'tagName' in node;
const isText = (node: Tree.ChildNode): node is Tree.TextNode => node.nodeName === '#text';

/** The site's language of a `lang` value: `en`, `en-GB` → en; `fr`, `fr-BE` → fr; others are not ours to typeset. */
export function localeOf(lang: string): Locale | undefined {
  const primary = lang.toLowerCase().split('-')[0];
  return primary === 'fr' || primary === 'en' ? primary : undefined;
}

/** The parsed page (with source offsets), its `<body>` and the language of its `<html>`. */
export function readPage(page: string): { body: Tree.Element | undefined; lang: Locale | undefined } {
  const document = parse(page, { sourceCodeLocationInfo: true });
  const html = document.childNodes.filter(isElement).find((element) => element.tagName === 'html');
  const body = html?.childNodes.filter(isElement).find((element) => element.tagName === 'body');
  return { body, lang: localeOf((html && attribute(html, 'lang')) ?? '') };
}

/** Whether an element's content is left out of the runs (an island's only when `islands` is false). */
export function isSkipped(element: Tree.Element, { islands = false } = {}): boolean {
  if (islands && element.tagName === 'astro-island') return false;
  return element.namespaceURI !== spec.NS.HTML || SKIPPED.has(element.tagName);
}

/**
 * The runs of text under `root`, in document order, with the language they are written in; with
 * `islands`, the islands' server-rendered text too (to check it, never to rewrite it).
 */
export function textRuns(root: Tree.Element, lang: Locale | undefined, { islands = false } = {}): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  const close = () => {
    if (current && current.nodes.length > 0) runs.push(current);
    current = undefined;
  };
  const walk = (parent: Tree.ParentNode, language: Locale | undefined, block: Tree.Element) => {
    for (const node of parent.childNodes) {
      if (isText(node)) {
        if (!language) continue;
        if (current?.lang !== language) {
          close();
          current = { lang: language, nodes: [], block };
        }
        current.nodes.push(node);
      } else if (isElement(node)) {
        const declared = attribute(node, 'lang');
        const inner = declared === undefined ? language : localeOf(declared);
        const flows = INLINE.has(node.tagName) && inner === language && node.namespaceURI === spec.NS.HTML;
        if (!flows) close();
        if (!isSkipped(node, { islands })) walk(node, inner, flows ? block : node);
        if (!flows) close();
      }
    }
  };
  walk(root, lang, root);
  close();
  return runs;
}

/** The element a text node sits in. */
export function parentOf(node: TextNode): Tree.Element | undefined {
  const parent = node.parentNode;
  return parent && 'tagName' in parent ? parent : undefined;
}
