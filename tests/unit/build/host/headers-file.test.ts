/**
 * Unit tests of the host's _headers file (build/host/host-config.ts), read as Cloudflare Pages
 * applies it (tools/headers-file.ts): security, cache, editor and speculation-rules headers on each
 * kind of path.
 */
import { describe, expect, it } from 'vitest';
import {
  cachePolicies,
  editorHeaders,
  renderHeaders,
  securityHeaders,
  speculationHeader,
  speculationRules,
  speculationRulesFile,
} from '../../../../build/host/host-config';
import { cspPolicies, headersFor, matchingRules, parseHeadersFile } from '../../../../tools/headers-file';

describe('_headers', () => {
  const rules = parseHeadersFile(
    renderHeaders(['_astro', 'accompagnements', 'admin', 'blog', 'en', 'og', 'pagefind'], ['accompagnements', 'admin', 'blog', 'en']),
  );
  const editor = ['/admin/', '/admin/config.yml', '/admin/sveltia-cms.js', '/admin/fonts/x.woff2', '/admin/locales/fr.json'];
  const pages = [
    '/',
    '/contact',
    '/en',
    '/en/contact',
    '/accompagnements/feng-shui',
    '/en/accompagnements/feng-shui',
    '/blog/categorie/feng-shui',
  ];
  const files = [
    '/sitemap.xml',
    '/robots.txt',
    '/favicon.ico',
    '/site.webmanifest',
    '/og/index.png',
    '/og/en/accompagnements/feng-shui.png',
  ];
  const hashed = ['/_astro/index.abc123.js', '/_astro/fonts/fraunces.woff2', '/_astro/hero.x1.avif'];

  it('applies the security headers to every path', () => {
    const unknown = ['/404.html', '/nope', '/nope/deeper', '/en/nope/deeper', '/about/nope/deeper', '/_astro/nope/deeper'];
    for (const path of [...pages, ...files, ...hashed, ...unknown]) expect(headersFor(rules, path), path).toMatchObject(securityHeaders);
  });

  it('caches hashed assets for a year, and nothing else', () => {
    for (const path of hashed) expect(headersFor(rules, path)['Cache-Control'], path).toBe(cachePolicies.immutable);
  });

  it('revalidates pages and every other file on each visit', () => {
    for (const path of [...pages, ...files]) expect(headersFor(rules, path)['Cache-Control'], path).toBe(cachePolicies.revalidate);
  });

  it('gives the editor its own CSP and keeps it out of search engines, the other security headers unchanged', () => {
    const { 'Content-Security-Policy': publicCsp, ...others } = securityHeaders;
    const { 'Content-Security-Policy': editorCsp, ...editorOthers } = editorHeaders;
    for (const path of editor) {
      const headers = headersFor(rules, path);
      expect(headers, path).toMatchObject({ ...others, ...editorOthers, 'Cache-Control': cachePolicies.revalidate });
      // Cloudflare's join: the public policy, then the editor's; a browser enforces both.
      expect(cspPolicies(headers['Content-Security-Policy']), path).toEqual([publicCsp, editorCsp]);
    }
    for (const path of [...pages, ...files, ...hashed]) expect(headersFor(rules, path)['X-Robots-Tag'], path).toBeUndefined();
  });

  it('lets the editor reach only our origin, GitHub’s API and avatars, and what it draws itself', () => {
    const csp: Record<string, string[]> = Object.fromEntries(
      editorHeaders['Content-Security-Policy']!.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'blob:', 'data:', 'https://api.github.com']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    const origins = Object.values(csp)
      .flat()
      .filter((source) => source.startsWith('https:'));
    expect([...new Set(origins)].sort()).toEqual(['https://api.github.com', 'https://avatars.githubusercontent.com']);
    expect(editorHeaders['Content-Security-Policy']).not.toContain('unsafe-eval');
  });

  it('sets no header from two rules on the same path but the CSP, where both hosts come to the same policy', () => {
    for (const path of [...pages, ...files, ...hashed, ...editor, '/nope', '/en/nope/deeper']) {
      const names = matchingRules(rules, path).flatMap((rule) => Object.keys(rule.set).map((name) => name.toLowerCase()));
      const others = names.filter((name) => name !== 'content-security-policy');
      expect(others.length, path).toBe(new Set(others).size);
      // Netlify serves the last rule's policy alone: it must forbid framing as the public one does.
      expect(cspPolicies(headersFor(rules, path)['Content-Security-Policy']).at(-1), path).toContain("frame-ancestors 'none'");
    }
  });

  it('names the speculation rules on every page, and on nothing of the editor, the hashed files or the folders of files', () => {
    for (const path of [...pages, '/nope', '/en/nope'])
      expect(headersFor(rules, path)['Speculation-Rules'], path).toBe(speculationHeader['Speculation-Rules']);
    for (const path of [...editor, ...hashed, '/og/index.png', '/pagefind/pagefind.js'])
      expect(headersFor(rules, path)['Speculation-Rules'], path).toBeUndefined();
    expect(headersFor(rules, `/${speculationRulesFile}`)['Content-Type']).toBe('application/speculationrules+json');
  });

  it('prerenders the site’s own pages on intent: not eagerly, not the editor, files or links that open elsewhere', () => {
    const [rule] = speculationRules.prerender;
    expect(speculationRules.prerender).toHaveLength(1);
    expect(rule!.eagerness).toBe('moderate');
    const patterns = (list: readonly object[]) => list.map((part) => JSON.stringify(part));
    expect(patterns(rule!.where.and)).toEqual([
      JSON.stringify({ href_matches: '/*' }),
      JSON.stringify({ not: { href_matches: '/admin{/*}?' } }),
      JSON.stringify({ not: { href_matches: '/*.*' } }),
      JSON.stringify({ not: { selector_matches: '[target="_blank"], [download], [rel~="external"]' } }),
    ]);
    // What those address patterns keep, read as the browser reads them.
    const matches = (pattern: string, path: string) => new URLPattern(pattern, 'https://site.test').test(path, 'https://site.test');
    const kept = (path: string) => matches('/*', path) && !matches('/admin{/*}?', path) && !matches('/*.*', path);
    for (const path of ['/', '/contact', '/en/blog/some-article', '/blog/page/2', '/administration']) expect(kept(path), path).toBe(true);
    for (const path of ['/admin', '/admin/', '/admin/config.yml', '/blog/rss.xml', '/sitemap.xml', '/og/index.png', '/_astro/x.js'])
      expect(kept(path), path).toBe(false);
  });

  it('forbids framing and sniffing', () => {
    expect(securityHeaders['X-Frame-Options']).toBe('DENY');
    expect(securityHeaders['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(securityHeaders['X-Content-Type-Options']).toBe('nosniff');
    expect(securityHeaders['Strict-Transport-Security']).toMatch(/max-age=63072000/);
  });
});

describe('reading a _headers file as Cloudflare Pages applies it', () => {
  it('joins a header two matching rules set, and detaches it with "!"', () => {
    const rules = parseHeadersFile(
      ['/*', '  X-Robots-Tag: noindex', '  Cache-Control: no-cache', '/static/*', '  X-Robots-Tag: nosnippet', '  ! Cache-Control'].join(
        '\n',
      ),
    );
    expect(headersFor(rules, '/static/a.css')).toEqual({ 'X-Robots-Tag': 'noindex, nosnippet' });
    expect(headersFor(rules, '/page')).toEqual({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-cache' });
  });

  it('lets a rule detach a header and set its own value', () => {
    const rules = parseHeadersFile(
      ['/*', '  Cache-Control: no-cache', '/_astro/*', '  ! Cache-Control', '  Cache-Control: immutable'].join('\n'),
    );
    expect(headersFor(rules, '/_astro/a.js')).toEqual({ 'Cache-Control': 'immutable' });
  });

  it('matches a placeholder to one path segment', () => {
    const rules = parseHeadersFile('/:page\n  X-Page: yes');
    expect(headersFor(rules, '/contact')).toEqual({ 'X-Page': 'yes' });
    expect(headersFor(rules, '/en/contact')).toEqual({});
    expect(headersFor(rules, '/')).toEqual({});
  });

  it('skips comments and rejects a header line with no path above it', () => {
    expect(parseHeadersFile('# note\n/a\n  X: 1')).toHaveLength(1);
    expect(() => parseHeadersFile('  X-Test: 1')).toThrow(/without a path/);
    expect(() => parseHeadersFile('/a\n  no colon here')).toThrow(/Name: value/);
  });
});
