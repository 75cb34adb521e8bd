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
import type { Locale } from '../i18n/locales';
import { attribute } from './html-tree';

export type TextNode = Tree.TextNode;

/** One run: its text nodes in order, and its language. */
export interface TextRun {
  lang: Locale;
  nodes: TextNode[];
}

/** Elements text flows through without a break; any other element starts a new run. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'label', 'mark', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);

/** Elements whose content is not prose to typeset. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'textarea', 'select', 'pre', 'code', 'kbd', 'samp', 'iframe', 'astro-island']);

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
  const walk = (parent: Tree.ParentNode, language: Locale | undefined) => {
    for (const node of parent.childNodes) {
      if (isText(node)) {
        if (!language) continue;
        if (current?.lang !== language) {
          close();
          current = { lang: language, nodes: [] };
        }
        current.nodes.push(node);
      } else if (isElement(node)) {
        const declared = attribute(node, 'lang');
        const inner = declared === undefined ? language : localeOf(declared);
        const flows = INLINE.has(node.tagName) && inner === language && node.namespaceURI === spec.NS.HTML;
        if (!flows) close();
        if (!isSkipped(node, { islands })) walk(node, inner);
        if (!flows) close();
      }
    }
  };
  walk(root, lang);
  close();
  return runs;
}

/** The element a text node sits in. */
export function parentOf(node: TextNode): Tree.Element | undefined {
  const parent = node.parentNode;
  return parent && 'tagName' in parent ? parent : undefined;
}
