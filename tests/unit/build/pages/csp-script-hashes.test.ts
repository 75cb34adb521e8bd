/**
 * Unit tests of build/pages/csp-script-hashes.ts: a page's CSP keeps the hashes of the inline
 * scripts it has and drops the others, leaving origins, styles and data blocks alone.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withOwnScriptHashes } from '../../../../build/pages/csp-script-hashes';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const visible = '(()=>{(self.Astro||(self.Astro={})).visible=()=>{};})();';
const idle = '(()=>{(self.Astro||(self.Astro={})).idle=()=>{};})();';
const firstVisit = 'document.documentElement.classList.add("show--consent")';
const style = 'astro-island{display:contents}';
const page = (body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self';img-src 'self' data:; script-src 'self' https://cdn.example ${hash(visible)} ${hash(idle)} ${hash(firstVisit)}; style-src 'self' ${hash(style)} ${hash('')};">` +
  `<script type="application/ld+json">{"@type":"Course"}</script></head><body>${body}</body></html>`;

describe('the CSP allows only the inline scripts the page has', () => {
  it('drops the hashes of scripts the page does not have, keeps its own, the origins and the other directives', () => {
    const rewritten = withOwnScriptHashes(
      page(`<script>${firstVisit}</script><script>${visible}</script><astro-island client="visible"></astro-island>`),
    );
    expect(rewritten).toContain(`script-src 'self' https://cdn.example ${hash(visible)} ${hash(firstVisit)};`);
    expect(rewritten).not.toContain(hash(idle));
    // Styles: the islands' runtime inserts one as it starts, so their hashes stay whatever the page has.
    expect(rewritten).toContain(`style-src 'self' ${hash(style)} ${hash('')};`);
    expect(rewritten).toContain("default-src 'self';img-src 'self' data:;");
  });

  it('does not count a data block (JSON-LD) or an external script as an inline script', () => {
    const rewritten = withOwnScriptHashes(
      page(`<script src="/a.js">${idle}</script><script type="application/ld+json">${visible}</script>`),
    );
    expect(rewritten).toContain("script-src 'self' https://cdn.example;");
  });

  it('leaves a page without a policy, or with nothing to drop, as it is', () => {
    expect(withOwnScriptHashes('<html><body><script>1</script></body></html>')).toBe('<html><body><script>1</script></body></html>');
    const complete = page(`<script>${firstVisit}</script><script>${visible}</script><script>${idle}</script>`);
    expect(withOwnScriptHashes(complete)).toBe(complete);
  });
});
