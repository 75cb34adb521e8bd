/**
 * Writes the static host's config next to the built pages (docs/decisions/002, 004, 007, 017):
 * `_headers` in the Netlify / Cloudflare Pages format, the speculation rules
 * its pages name, `sitemap.xml` (every built page with its language alternates) and `robots.txt`. No `_redirects`: both hosts serve
 * `/x` from `x.html` by themselves, Cloudflare Pages finds `en/404.html` for unknown `/en/...`
 * addresses alone, and Netlify's rule for it lives in `netlify.toml` (Cloudflare Pages rejects a
 * `_redirects` line with status 404).
 * tools/serve.ts reads the same `_headers`, so the browser tests run under production headers.
 * The sitemap is read from the built pages themselves (their canonical and hreflang links), so
 * pages outside the route table (blog articles, categories) are announced too.
 */
import { readdir, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { editorFolder } from '../../src/config/editor';
import { absoluteUrl as absolute } from '../../src/i18n/routes';
import { thisBuild } from '../../src/lib/launch/launch-status';
import { isNotFoundPage, readBuiltPages, type BuiltPage } from '../pages/built-pages';
import { property } from '../pages/html-tree';

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
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
};

/**
 * The editor at /admin/ (Sveltia CMS) is not a public page: it gets its own CSP in place of the
 * public one, and is kept out of search engines. Its policy allows only what the editor needs:
 * its own files (served from this origin, fonts and interface words included), GitHub's API for
 * reading and saving, the signed-in user's GitHub avatar, and `blob:`/`data:` for the previews it
 * draws itself (pictures, its logo, its manifest, its worker). Its check for a newer version
 * (unpkg.com) and for GitHub outages (githubstatus.com) stay blocked: versions are pinned. Sign-in opens github.com (or the OAuth relay)
 * in a pop-up window, which a CSP does not govern. Svelte inserts its component styles as <style>
 * elements, hence 'unsafe-inline' for styles only; no script runs inline and none is evaluated.
 */
export const editorHeaders: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self' blob: data: https://api.github.com",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "manifest-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Robots-Tag': 'noindex, nofollow',
};

/**
 * Hashed build assets never change under the same name: cached for a year. Everything else (pages,
 * share cards, icons, sitemap) is revalidated on every visit, so a fix is live at once; an
 * unchanged file still costs only a 304.
 */
export const cachePolicies = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
} as const;

/**
 * Prerender on intent (Speculation Rules; Chromium, ignored elsewhere): a page of the site opens at
 * once when the visitor clicks a link they have shown the intent to follow. `moderate`: on a
 * computer, a pointer resting on the link (~200 ms); on a phone, the start of the tap. Never
 * every link in view (`eager`): on mobile data that would fetch pages nobody opens.
 * Only the site's own pages: not the editor, not a file (an address with an extension: feed,
 * picture, sitemap), not a link that opens elsewhere or downloads. The rules are a static file,
 * named by a response header on every page: no inline script, no CSP hash, no JavaScript.
 * What a prerendered page does before it is shown: nothing for the visitor (src/client/consent.ts).
 */
export const speculationRulesFile = 'speculation-rules.json';
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: `/${editorFolder}{/*}?` } },
          { not: { href_matches: '/*.*' } },
          { not: { selector_matches: '[target="_blank"], [download], [rel~="external"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};
/** On every page: where the rules are (a list of quoted addresses). */
export const speculationHeader = { 'Speculation-Rules': `"/${speculationRulesFile}"` };

/**
 * `_headers` for a build whose top-level folders are `folders`, of which `pageFolders` hold pages.
 * - The security headers, the public CSP (`frame-ancestors 'none'`) included, come from `/*`: every
 *   response gets them, an unknown address two folders deep (`/nope/deeper`) and its 404 too.
 * - `Cache-Control` comes from exactly one rule per path (`/_astro/*`, the editor's `/admin/*`, or
 *   one of the patterns that cover everything else: `/`, any one-segment path, each other folder):
 *   Cloudflare Pages joins a header set by two matching rules ("a, b") where Netlify serves the
 *   most specific rule's, and two cache policies joined would contradict each other.
 * - The editor's CSP is the one header set twice, on purpose: on Cloudflare its value becomes two
 *   policies, the public one and the editor's, and a browser enforces both; since the editor's also
 *   says `frame-ancestors 'none'`, that is exactly what Netlify's single value enforces.
 */
export function renderHeaders(folders: readonly string[], pageFolders: readonly string[]): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const others = folders.filter((folder) => folder !== '_astro' && folder !== editorFolder);
  const revalidated = (folder: string) => ({
    'Cache-Control': cachePolicies.revalidate,
    ...(pageFolders.includes(folder) && speculationHeader),
  });
  return (
    [
      '# Generated by build/host/host-config.ts at build time: edit that file, not this one.',
      block('/*', securityHeaders),
      block('/_astro/*', { 'Cache-Control': cachePolicies.immutable }),
      block('/', { 'Cache-Control': cachePolicies.revalidate, ...speculationHeader }),
      block('/:page', { 'Cache-Control': cachePolicies.revalidate, ...speculationHeader }),
      ...others.map((folder) => block(`/${folder}/*`, revalidated(folder))),
      block(`/${editorFolder}/*`, { ...editorHeaders, 'Cache-Control': cachePolicies.revalidate }),
      // Its type is the one browsers accept rules from; its other headers come from `/:page`.
      block(`/${speculationRulesFile}`, { 'Content-Type': 'application/speculationrules+json' }),
    ].join('\n\n') + '\n'
  );
}

export interface SitemapEntry {
  loc: string;
  alternates: readonly { hreflang: string; href: string }[];
  /** YYYY-MM-DD: articles give theirs; other pages have none rather than a made-up one. */
  lastmod?: string | undefined;
}

/** What the sitemap says of a built page, from its own head; none for 404 and noindex pages. */
export function sitemapEntry(page: BuiltPage): SitemapEntry | undefined {
  const loc = page.head.canonical[0];
  if (isNotFoundPage(page) || !loc || page.head.robots?.includes('noindex')) return undefined;
  const date = property(page.head, 'article:modified_time') ?? property(page.head, 'article:published_time');
  return { loc, alternates: page.head.alternates, lastmod: date?.slice(0, 10) };
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The sitemap: each page with its French, English and x-default alternates. */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.loc.localeCompare(b.loc))
    .map((entry) => {
      const lines = [`    <loc>${xmlEscape(entry.loc)}</loc>`];
      if (entry.lastmod) lines.push(`    <lastmod>${entry.lastmod}</lastmod>`);
      for (const alternate of entry.alternates) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${xmlEscape(alternate.hreflang)}" href="${xmlEscape(alternate.href)}"/>`);
      }
      return `  <url>\n${lines.join('\n')}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything and the sitemap for an indexable build; nothing for a preview or a site still provisional. */
export function renderRobots(indexable: boolean): string {
  if (!indexable) return '# A preview, or content still provisional (npm run launch-check): no crawling.\nUser-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute('/sitemap.xml')}\n`;
}

/** The build's top-level folders (`_astro`, `en`, `og`, …), for the caching rules of `_headers`. */
async function topLevelFolders(dir: URL): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function hostConfig(): AstroIntegration {
  return {
    name: 'host-config',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const folders = await topLevelFolders(dir);
        const pages = await readBuiltPages(dir);
        const pageFolders = pages.flatMap((page) => (page.file.includes('/') ? [page.file.split('/')[0]!] : []));
        await writeFile(new URL('_headers', dir), renderHeaders(folders, [...new Set(pageFolders)]));
        await writeFile(new URL(speculationRulesFile, dir), JSON.stringify(speculationRules));
        await writeFile(new URL('sitemap.xml', dir), renderSitemap(pages.flatMap((page) => sitemapEntry(page) ?? [])));
        await writeFile(new URL('robots.txt', dir), renderRobots(thisBuild().indexable));
        logger.info(`wrote _headers, ${speculationRulesFile}, sitemap.xml and robots.txt`);
      },
    },
  };
}
