/**
 * Moves every `<style>` element of a built page's `<body>` into its `<head>` (HTML allows `<style>`
 * in the body only as the first child of its parent, and the W3C validator says so). The one Astro
 * writes today is `astro-island,astro-slot,astro-static-slot{display:contents}`, just before the
 * first island of a page; any page, with any number of islands, gets the same treatment.
 *
 * The elements move byte for byte, so the sha256 hashes in the page's CSP `<meta>` still match
 * them; they keep their order and land at the end of `<head>`, after every stylesheet there (as in
 * the body), so the cascade is unchanged. Pages are read with a real HTML parser: a `<style>` of an
 * inline SVG, or the text "<style>" inside a script or an attribute, is not an HTML style element.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { html as spec, parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';

function isElement(node: Tree.ChildNode): node is Tree.Element {
  return 'tagName' in node;
}

/** The element children of a node named `name`, in the HTML namespace. */
function childElement(parent: Tree.ParentNode, name: string): Tree.Element | undefined {
  return parent.childNodes.find((node): node is Tree.Element => isElement(node) && node.tagName === name && node.namespaceURI === spec.NS.HTML);
}

/** Every element under `node`, in document order (a `<template>`'s content is inert and not walked). */
export function descendants(node: Tree.ParentNode): Tree.Element[] {
  return node.childNodes.filter(isElement).flatMap((child) => [child, ...descendants(child)]);
}

/** The page with its body's `<style>` elements moved, unchanged and in order, to the end of its `<head>`. */
export function stylesToHead(page: string): string {
  const document = parse(page, { sourceCodeLocationInfo: true });
  const root = childElement(document, 'html');
  const head = root && childElement(root, 'head');
  const body = root && childElement(root, 'body');
  if (!head || !body) return page;
  const styles = descendants(body).filter((element) => element.tagName === 'style' && element.namespaceURI === spec.NS.HTML);
  if (styles.length === 0) return page;
  const headEnd = head.sourceCodeLocation?.endTag?.startOffset;
  if (headEnd === undefined) throw new Error('stylesToHead: a page with a <style> in its body needs an explicit </head> to receive it');

  let moved = '';
  let kept = '';
  let cursor = headEnd;
  for (const style of styles) {
    const { startOffset, endOffset } = style.sourceCodeLocation!;
    moved += page.slice(startOffset, endOffset);
    kept += page.slice(cursor, startOffset);
    cursor = endOffset;
  }
  return page.slice(0, headEnd) + moved + kept + page.slice(cursor);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html')).map((entry) => join(dir, entry));
}

/** Build step: applies `stylesToHead` to every page written to `dist/`. */
export function stylesToHeadIntegration(): AstroIntegration {
  return {
    name: 'styles-to-head',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let changed = 0;
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const page = await readFile(file, 'utf8');
          const result = stylesToHead(page);
          if (result === page) continue;
          await writeFile(file, result);
          changed += 1;
        }
        logger.info(`moved the body's <style> elements into <head> on ${changed} page(s)`);
      },
    },
  };
}
