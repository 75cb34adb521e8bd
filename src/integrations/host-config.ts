/**
 * Writes the static host's config next to the built pages (DESIGN.md "Security headers",
 * decisions.md 15–16): `_headers` and `_redirects` in the Netlify / Cloudflare Pages format,
 * `sitemap.xml` (every built page with its language alternates) and `robots.txt`.
 * scripts/serve.ts reads the same `_headers`, so the browser tests run under production headers.
 */
import { access, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { absoluteUrl as absolute, routePath, routes, type Route } from '../i18n/routes';
import { defaultLocale, locales } from '../i18n/locales';

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

/** The sitemap of the given routes, each with its French, English and x-default alternates. */
export function renderSitemap(pages: readonly Route[]): string {
  const entries = pages.map((route) => {
    const alternates = locales.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${absolute(routePath(route, lang))}"/>`);
    alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(routePath(route, defaultLocale))}"/>`);
    return `  <url>\n    <loc>${absolute(route.path)}</loc>\n${alternates.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function renderRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute('/sitemap.xml')}\n`;
}

/** The routes of the table whose page was built: a page still to come is not announced. */
async function builtRoutes(dir: URL): Promise<Route[]> {
  const file = (path: string) => new URL(path === '/' ? 'index.html' : `${path.slice(1)}.html`, dir);
  const exists = await Promise.all(routes.map((route) => access(file(route.path)).then(() => true, () => false)));
  return routes.filter((route, index) => exists[index] && route.page !== 'notFound');
}

export function hostConfig(): AstroIntegration {
  return {
    name: 'host-config',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL('_headers', dir), renderHeaders());
        await writeFile(new URL('_redirects', dir), renderRedirects());
        await writeFile(new URL('sitemap.xml', dir), renderSitemap(await builtRoutes(dir)));
        await writeFile(new URL('robots.txt', dir), renderRobots());
        logger.info('wrote _headers, _redirects, sitemap.xml and robots.txt');
      },
    },
  };
}
