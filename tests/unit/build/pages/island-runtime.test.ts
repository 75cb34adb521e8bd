/**
 * Unit tests of build/pages/island-runtime.ts: Astro's inline island runtime is found, moved to one
 * async file of the site and dropped from the CSP, unless it differs from the expected one.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { externalIslandRuntime, findIslandRuntime, islandRuntimeFile } from '../../../../build/pages/island-runtime';

// The shape Astro writes: a directive's script, then the runtime, before the first island.
const runtime =
  '(()=>{var a=1;class f extends HTMLElement{start(){if(a<2)return}}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const directive = '(()=>{(self.Astro||(self.Astro={})).visible=()=>{};window.dispatchEvent(new Event("astro:visible"));})();';
const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const page = (body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="script-src 'self' ${hash(directive)} ${hash(runtime)};"></head><body>${body}</body></html>`;
const withIslands = page(`<script>${directive}</script><script>${runtime}</script><astro-island client="visible"></astro-island>`);

describe('the islands’ runtime, loaded from one file', () => {
  it('is found in a page with islands, and only there', () => {
    expect(findIslandRuntime(withIslands)).toBe(runtime);
    expect(findIslandRuntime(page(`<script>${directive}</script><p>No island here</p>`))).toBeUndefined();
  });

  it('replaces the inline runtime with an async script of the site, and takes its hash out of the CSP', () => {
    const file = islandRuntimeFile(runtime);
    expect(file).toMatch(/^_astro\/astro-island\.[\w-]{8}\.js$/);
    const rewritten = externalIslandRuntime(withIslands, runtime, `/${file}`);
    expect(rewritten).toContain(`<script>${directive}</script><script src="/${file}" async></script><astro-island`);
    expect(rewritten).not.toContain(runtime);
    expect(rewritten).not.toContain(hash(runtime));
    // The directive stays inline, allowed by its hash.
    expect(rewritten).toContain(hash(directive));
  });

  it('leaves a page whose runtime differs (another Astro version) as it is', () => {
    expect(externalIslandRuntime(withIslands, runtime.replace('a=1', 'a=3'), '/_astro/x.js')).toBe(withIslands);
  });
});
