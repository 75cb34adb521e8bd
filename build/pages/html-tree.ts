/**
 * A built page read with a real HTML parser (parse5, with source offsets), for the build steps
 * that rewrite pages in place: they find elements in the tree, then edit the original text at
 * those offsets, so everything they do not touch stays byte for byte (the CSP hashes depend on it).
 * An inline SVG's `<style>`, or the text "<script>" inside an attribute, is not an HTML element here.
 */
import { html as spec, parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';

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
