import { describe, expect, it } from 'vitest';
import { renderHeaders, securityHeaders } from '../../src/integrations/host-config';
import { headersFor, parseHeadersFile } from '../../scripts/headers-file';

describe('_headers', () => {
  const rules = parseHeadersFile(renderHeaders());

  it('applies the security headers to every path', () => {
    for (const path of ['/', '/en/about', '/404.html']) expect(headersFor(rules, path)).toEqual(securityHeaders);
  });

  it('caches hashed assets for ever, and only them', () => {
    expect(headersFor(rules, '/_astro/index.abc123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/about')['Cache-Control']).toBeUndefined();
  });

  it('forbids framing and sniffing', () => {
    expect(securityHeaders['X-Frame-Options']).toBe('DENY');
    expect(securityHeaders['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(securityHeaders['X-Content-Type-Options']).toBe('nosniff');
    expect(securityHeaders['Strict-Transport-Security']).toMatch(/max-age=63072000/);
  });

  it('rejects a header line with no path above it', () => {
    expect(() => parseHeadersFile('  X-Test: 1')).toThrow(/without a path/);
  });
});
