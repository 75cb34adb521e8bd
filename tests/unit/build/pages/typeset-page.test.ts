/**
 * Unit tests of build/pages/typeset-page.ts: a built page's text set by its language's rules across
 * inline elements, compounds kept whole in labels, and islands, scripts, code and SVG left as they
 * were.
 */
import { describe, expect, it } from 'vitest';
import { editsPerNode, typesetPage } from '../../../../build/pages/typeset-page';

const fine = '\u202f';
const nbsp = '\u00a0';
const joiner = '\u2060';
const page = (body: string, lang = 'fr') => `<!DOCTYPE html><html lang="${lang}"><head><title>T</title></head><body>${body}</body></html>`;
const body = (html: string) => html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
const typeset = (html: string, lang?: string) => body(typesetPage(page(html, lang)));

describe('typesetPage', () => {
  it('sets the text of a French page by the French rules', () => {
    expect(typeset("<p>Pourquoi ? « Oui » : l'habitat</p>")).toBe(`<p>Pourquoi${fine}? «${fine}Oui${fine}»${fine}: l’habitat</p>`);
  });

  it('reads text across inline elements and React’s separators, as a reader does', () => {
    expect(typeset('<p><strong>25</strong> personnes, <!-- -->3<!-- --> <!-- -->erreurs</p>')).toBe(
      `<p><strong>25</strong>${nbsp}personnes, <!-- -->3<!-- -->${nbsp}<!-- -->erreurs</p>`,
    );
    expect(typeset('<p><a href="/x">Pourquoi</a>?</p>')).toBe(`<p><a href="/x">Pourquoi${fine}</a>?</p>`);
  });

  it('does not read across blocks', () => {
    expect(typeset('<div><p>25</p> <p>personnes</p></div>')).toBe('<div><p>25</p> <p>personnes</p></div>');
  });

  it('follows the language of the nearest lang attribute', () => {
    expect(typeset('<p>Why ? <span lang="fr">Pourquoi ?</span></p>', 'en')).toBe(`<p>Why? <span lang="fr">Pourquoi${fine}?</span></p>`);
    expect(typeset('<p lang="en">Why ?</p><p>Pourquoi?</p>')).toBe(`<p lang="en">Why?</p><p>Pourquoi${fine}?</p>`);
    expect(typeset('<p lang="de">Warum ?</p>')).toBe('<p lang="de">Warum ?</p>');
  });

  it('keeps the compounds of headings, buttons and short labels whole, once; running text may break at a hyphen', () => {
    const heading = typeset('<h2>La neuro-architecture, puis-je ?</h2>');
    expect(heading).toBe(`<h2>La neuro-${joiner}architecture, puis-${joiner}je${fine}?</h2>`);
    expect(body(typesetPage(page(heading)))).toBe(heading);
    expect(typeset('<div><a href="/f" class="btn">Appel de 30-minute</a></div>')).toBe(
      `<div><a href="/f" class="btn">Appel de 30-${joiner}minute</a></div>`,
    );
    const paragraph = `<p>${'Une phrase assez longue pour ne pas être une étiquette, '.repeat(2)}sur la neuro-architecture.</p>`;
    expect(typeset(paragraph)).toBe(paragraph);
  });

  it('typesets what people read in attributes, without markup', () => {
    expect(typeset('<img src="/a.svg" alt="Illustration : un plan" title="neuro-architecture">')).toBe(
      `<img src="/a.svg" alt="Illustration${fine}: un plan" title="neuro-architecture">`,
    );
    expect(typeset('<a href="/?a=1&amp;b=2" aria-label="« Tout » &amp; rien">x</a>')).toBe(
      `<a href="/?a=1&amp;b=2" aria-label="«${fine}Tout${fine}» &amp; rien">x</a>`,
    );
  });

  it('keeps escapes in the text it changes', () => {
    expect(typeset('<p>3 &lt; 4 &amp; 25 personnes</p>')).toBe(`<p>3 &lt; 4 &amp; 25${nbsp}personnes</p>`);
  });

  it('leaves islands, scripts, styles, code and SVG byte for byte', () => {
    const untouched = [
      '<astro-island props="{&quot;t&quot;:[0,&quot;Pourquoi ?&quot;]}"><p>Pourquoi ? neuro-architecture</p></astro-island>',
      '<script type="application/ld+json">{"a":"Pourquoi ? 25 personnes"}</script>',
      '<style>a::before{content:"Pourquoi ?"}</style>',
      '<pre><code>x ? y : z</code></pre>',
      '<svg><title>Pourquoi ?</title><text>neuro-architecture</text></svg>',
    ];
    for (const html of untouched) expect(typeset(html)).toBe(html);
  });

  it('leaves a page without anything to change as it was', () => {
    const html = page(`<p>Pourquoi${fine}?</p>`);
    expect(typesetPage(html)).toBe(html);
  });
});

describe('editsPerNode', () => {
  it('gives an insertion where two nodes meet to the node before, and a replaced range to its first node', () => {
    expect(editsPerNode([{ start: 3, end: 3, text: 'X' }], ['abc', 'def'])).toEqual([[{ start: 3, end: 3, text: 'X' }], []]);
    expect(editsPerNode([{ start: 0, end: 0, text: 'X' }], ['abc', 'def'])).toEqual([[{ start: 0, end: 0, text: 'X' }], []]);
    expect(editsPerNode([{ start: 2, end: 4, text: 'X' }], ['ab ', ' c'])).toEqual([
      [{ start: 2, end: 3, text: 'X' }],
      [{ start: 0, end: 1, text: '' }],
    ]);
  });
});
