/**
 * Unit tests of tools/compression.ts, the local server's response compression: brotli preferred
 * over gzip with refusals honoured, text types only, and both encodings round-tripping.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, isCompressible, negotiate } from '../../../tools/compression';

describe('response compression (tools/serve.ts)', () => {
  it('prefers brotli, falls back to gzip, and honours refusals', () => {
    expect(negotiate('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiate('gzip, deflate')).toBe('gzip');
    expect(negotiate('br;q=0, gzip')).toBe('gzip');
    expect(negotiate('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiate('*')).toBe('br');
    expect(negotiate('*, br;q=0')).toBe('gzip');
    expect(negotiate('identity')).toBeUndefined();
    expect(negotiate('')).toBeUndefined();
    expect(negotiate(undefined)).toBeUndefined();
  });

  it('compresses text types only', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css; charset=utf-8',
      'text/javascript; charset=utf-8',
      'image/svg+xml',
      'application/xml; charset=utf-8',
      'application/json',
      'application/manifest+json',
      'application/yaml; charset=utf-8',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['font/woff2', 'image/avif', 'image/webp', 'image/jpeg', 'image/png', 'application/octet-stream']) {
      expect(isCompressible(type), type).toBe(false);
    }
  });

  it('round-trips both encodings', () => {
    const body = Buffer.from('<p>Bonjour</p>'.repeat(100));
    expect(brotliDecompressSync(compress(body, 'br')).equals(body)).toBe(true);
    expect(gunzipSync(compress(body, 'gzip')).equals(body)).toBe(true);
    expect(compress(body, 'br').length).toBeLessThan(body.length / 10);
  });
});
