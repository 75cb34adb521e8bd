/**
 * Writes the static host's config next to the built pages (DESIGN.md "Security headers",
 * decisions.md 16): `_headers` and `_redirects` in the Netlify / Cloudflare Pages format.
 * scripts/serve.ts reads the same `_headers`, so the browser tests run under production headers.
 */
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';

/** Headers for every response. The CSP itself is a per-page <meta> (hashes); a meta tag cannot set frame-ancestors. */
export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  // The privacy-enhanced video player needs the origin as referrer; nothing more leaves the site.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // Features no page uses are switched off; autoplay, fullscreen, encrypted-media and
  // picture-in-picture keep their defaults so the consented players can still play.
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
};

/** Hashed build assets never change under the same name. */
const immutable = { 'Cache-Control': 'public, max-age=31536000, immutable' };

export function renderHeaders(): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${block('/*', securityHeaders)}\n\n${block('/_astro/*', immutable)}\n`;
}

/** Netlify needs to be told which 404 page belongs to /en; Cloudflare Pages finds it alone. */
export function renderRedirects(): string {
  return '/en/*  /en/404.html  404\n';
}

export function hostConfig(): AstroIntegration {
  return {
    name: 'host-config',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL('_headers', dir), renderHeaders());
        await writeFile(new URL('_redirects', dir), renderRedirects());
        logger.info('wrote _headers and _redirects');
      },
    },
  };
}
