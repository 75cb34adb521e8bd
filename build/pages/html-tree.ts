/**
 * The one HTML reader of the build and its tests: a built page read with a real HTML parser
 * (parse5). The steps that rewrite pages in place find elements in the tree, then edit the original
 * text at their source offsets, so everything they do not touch stays byte for byte (the CSP hashes
 * depend on it). `readHead` gives what a page says about itself in its <head>, which the steps after
 * Astro (share cards, sitemap, search) and the tests over `dist/` all read, so they agree with what
 * a crawler sees. An inline SVG's `<style>`, or the text "<script>" inside an attribute, is not an
 * HTML element here.
 */
import {
  defaultTreeAdapter,
  html as spec,
  parse,
  type DefaultTreeAdapterMap,
  type DefaultTreeAdapterTypes as Tree,
  type TreeAdapter,
} from 'parse5';

export type Element = Tree.Element;

function isElement(node: Tree.ChildNode): node is Tree.Element {
  return 'tagName' in node;
}

/** Whether `element` is the HTML element `name` (not an SVG or MathML one of the same name). */
export function isHtml(element: Tree.Element, name: string): boolean {
  return element.tagName === name && element.namespaceURI === spec.NS.HTML;
}

/** The value of an element's attribute, or undefined when it has none (`''` when present and empty). */
export function attribute(element: Tree.Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The element children of `parent`, in order. */
export function childElements(parent: Tree.ParentNode): Tree.Element[] {
  return parent.childNodes.filter(isElement);
}

/** Every element under `node`, in document order (a `<template>`'s content is inert and not walked). */
export function descendants(node: Tree.ParentNode): Tree.Element[] {
  return childElements(node).flatMap((child) => [child, ...descendants(child)]);
}

/** The page's `<head>` and `<body>`, with the source offsets of every element. */
export function parsePage(page: string): { head: Tree.Element | undefined; body: Tree.Element | undefined } {
  const root = childElements(parse(page, { sourceCodeLocationInfo: true })).find((element) => isHtml(element, 'html'));
  const children = root ? childElements(root) : [];
  return { head: children.find((element) => isHtml(element, 'head')), body: children.find((element) => isHtml(element, 'body')) };
}

/** What a page's <head> says about it. */
export interface PageHead {
  lang: string | undefined;
  title: string | undefined;
  description: string | undefined;
  robots: string | undefined;
  canonical: string[];
  /** `<link rel="alternate" hreflang>` in document order. */
  alternates: { hreflang: string; href: string }[];
  /** Every `<meta property>` (og:*, article:*), each property with its values in document order. */
  properties: Record<string, string[]>;
  /** `<link>` elements other than canonical and alternates: icons, manifest, preloads. */
  links: { rel: string; href: string }[];
  /** The text of every `<script type="application/ld+json">`, unparsed. */
  jsonLd: string[];
}

const reachedBody = Symbol('reached <body>');

/** The page's <html> element with its <head>, parsed no further than the start of <body> (a page's body is most of its bytes). */
function parseUpToBody(page: string): Tree.Element | undefined {
  let document: Tree.Document | undefined;
  const adapter: TreeAdapter<DefaultTreeAdapterMap> = {
    ...defaultTreeAdapter,
    createDocument: () => (document = defaultTreeAdapter.createDocument()),
    onItemPush: (item) => {
      if (isHtml(item, 'body')) throw reachedBody;
    },
  };
  try {
    // Scripting off, as a crawler reads it: the elements of a <noscript> (the manifest link) count.
    parse(page, { treeAdapter: adapter, scriptingEnabled: false });
  } catch (error) {
    if (error !== reachedBody) throw error;
  }
  return document && childElements(document).find((element) => isHtml(element, 'html'));
}

const text = (element: Tree.Element) => element.childNodes.map((node) => ('value' in node ? node.value : '')).join('');

/** What the page's <head> says: language, title, description, canonical and alternates, robots, Open Graph and article properties, JSON-LD. */
export function readHead(page: string): PageHead {
  const root = parseUpToBody(page);
  const head = root && childElements(root).find((element) => isHtml(element, 'head'));
  const elements = head ? descendants(head) : [];
  const title = elements.find((element) => isHtml(element, 'title'));
  const result: PageHead = {
    lang: root && attribute(root, 'lang'),
    title: title && text(title).trim(),
    description: undefined,
    robots: undefined,
    canonical: [],
    alternates: [],
    properties: {},
    links: [],
    jsonLd: [],
  };
  for (const element of elements) {
    if (isHtml(element, 'meta')) {
      const name = attribute(element, 'name');
      const property = attribute(element, 'property');
      if (name === 'description') result.description = attribute(element, 'content');
      else if (name === 'robots') result.robots = attribute(element, 'content');
      else if (property) (result.properties[property] ??= []).push(attribute(element, 'content') ?? '');
    } else if (isHtml(element, 'link')) {
      const rel = attribute(element, 'rel') ?? '';
      const href = attribute(element, 'href') ?? '';
      const hreflang = attribute(element, 'hreflang');
      if (rel === 'canonical') result.canonical.push(href);
      else if (rel === 'alternate' && hreflang) result.alternates.push({ hreflang, href });
      else result.links.push({ rel, href });
    } else if (isHtml(element, 'script') && attribute(element, 'type') === 'application/ld+json') {
      result.jsonLd.push(text(element));
    }
  }
  return result;
}

/** The first value of an Open Graph / article property, or undefined. */
export function property(head: PageHead, name: string): string | undefined {
  return head.properties[name]?.[0];
}
