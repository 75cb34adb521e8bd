/**
 * Response compression as a CDN does it, for tools/serve.ts: text types are sent brotli- or
 * gzip-compressed according to the request's `Accept-Encoding`; fonts and images (already
 * compressed formats) are sent as they are.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Content types worth compressing: text, scripts, styles, SVG, JSON, XML, manifests. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|image\/svg\+xml|application\/(json|xml|yaml|manifest\+json|javascript))/.test(contentType);
}

/**
 * The encoding to answer with: brotli when the client accepts it, else gzip, else none.
 * Honours `q=0` (refused) and `*`; ties go to brotli, which is smaller.
 */
export function negotiate(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  return best[0];
}

/** Highest settings: the bodies are compressed once and kept, as a CDN keeps its cached copies. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 9 });
}
