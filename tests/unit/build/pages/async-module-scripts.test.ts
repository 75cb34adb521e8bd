/**
 * Unit tests of build/pages/async-module-scripts.ts: only the module scripts that end a page's body
 * are marked async, and everything else is left byte for byte.
 */
import { describe, expect, it } from 'vitest';
import { asyncTrailingModuleScripts } from '../../../../build/pages/async-module-scripts';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;
const layoutScript = '<script type="module" src="/_astro/BaseLayout.js"></script>';

describe('asyncTrailingModuleScripts', () => {
  it('marks the module script that ends the body async, and changes nothing else', () => {
    expect(asyncTrailingModuleScripts(page(`<main><p>Hi</p></main><div id="consent-config" hidden></div>${layoutScript}`))).toBe(
      page('<main><p>Hi</p></main><div id="consent-config" hidden></div><script type="module" src="/_astro/BaseLayout.js" async></script>'),
    );
  });

  it('marks every one of several trailing module scripts, whitespace between them or not', () => {
    const result = asyncTrailingModuleScripts(
      page(`<p>x</p>\n<script type="module" src="/a.js"></script>\n<script type="module" src="/b.js"></script>\n`),
    );
    expect(result).toBe(
      page('<p>x</p>\n<script type="module" src="/a.js" async></script>\n<script type="module" src="/b.js" async></script>\n'),
    );
  });

  it('leaves a module script that page content follows deferred: it may need what comes after it', () => {
    const untouched = page(`<header></header>${layoutScript}<main><p>Hi</p></main>`);
    expect(asyncTrailingModuleScripts(untouched)).toBe(untouched);
  });

  it('leaves inline, classic and already-async scripts alone, and stops at the first of them', () => {
    for (const body of [
      '<p>x</p><script type="module">boot()</script>',
      '<p>x</p><script src="/classic.js"></script>',
      '<p>x</p><script type="module" src="/a.js" async></script>',
      '<p>x</p><svg><script type="module" src="/in-svg.js"></script></svg>',
    ]) {
      expect(asyncTrailingModuleScripts(page(body))).toBe(page(body));
    }
    // A classic script between them: only the module script after it is trailing.
    expect(
      asyncTrailingModuleScripts(page(`<script type="module" src="/a.js"></script><script src="/c.js"></script>${layoutScript}`)),
    ).toBe(
      page(
        '<script type="module" src="/a.js"></script><script src="/c.js"></script><script type="module" src="/_astro/BaseLayout.js" async></script>',
      ),
    );
  });
});
