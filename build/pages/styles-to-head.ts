/**
 * Moves every `<style>` element of a built page's `<body>` into its `<head>` (HTML allows `<style>`
 * in the body only as the first child of its parent, and the W3C validator says so). The one Astro
 * writes today is `astro-island,astro-slot,astro-static-slot{display:contents}`, just before the
 * first island of a page; any page, with any number of islands, gets the same treatment.
 *
 * The elements move byte for byte, so the sha256 hashes in the page's CSP `<meta>` still match
 * them; they keep their order and land at the end of `<head>`, after every stylesheet there (as in
 * the body), so the cascade is unchanged.
 */
import { descendants, isHtml, parsePage } from './html-tree';

/** The page with its body's `<style>` elements moved, unchanged and in order, to the end of its `<head>`. */
export function stylesToHead(page: string): string {
  const { head, body } = parsePage(page);
  if (!head || !body) return page;
  const styles = descendants(body).filter((element) => isHtml(element, 'style'));
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
