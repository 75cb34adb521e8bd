/**
 * Unit tests of build/pages/styles-to-head.ts: styles in a page's body (Astro's island style) move
 * to the end of the head in order, and what only looks like a style stays.
 */
import { describe, expect, it } from 'vitest';
import { stylesToHead } from '../../../../build/pages/styles-to-head';

const islandStyle = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`;

describe('stylesToHead', () => {
  it("moves Astro's island style from before the first island to the end of <head>, byte for byte", () => {
    const before = page(
      '<link rel="stylesheet" href="/a.css">',
      `<main><section><p>Hi</p></section>${islandStyle}<script>boot()</script><astro-island uid="1"></astro-island></main>`,
    );
    expect(stylesToHead(before)).toBe(
      page(
        `<link rel="stylesheet" href="/a.css">${islandStyle}`,
        '<main><section><p>Hi</p></section><script>boot()</script><astro-island uid="1"></astro-island></main>',
      ),
    );
  });

  it('moves every body style, however deep, in document order, attributes included', () => {
    const result = stylesToHead(page('', '<div><style>.a{}</style><p>x</p></div><style media="print">.b{}</style>'));
    expect(result).toBe(page('<style>.a{}</style><style media="print">.b{}</style>', '<div><p>x</p></div>'));
  });

  it('leaves a page without a body style exactly as it was', () => {
    const untouched = page('<style>.head{}</style>', '<p>No island here.</p>');
    expect(stylesToHead(untouched)).toBe(untouched);
  });

  it('leaves what only looks like a style: SVG styles, inert templates, script text and attribute values', () => {
    const body = [
      '<svg width="10" height="10"><style>.s{fill:red}</style><rect class="s"/></svg>',
      '<template><style>.t{}</style></template>',
      '<script type="application/ld+json">{"a":"<style>x</style>"}</script>',
      '<div data-config="&lt;style&gt;" title="<style>"></div>',
    ].join('');
    const untouched = page('', body);
    expect(stylesToHead(untouched)).toBe(untouched);
  });
});
