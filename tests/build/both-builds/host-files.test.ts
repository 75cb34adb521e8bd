/**
 * The files a host and a crawler read beside the pages, on both builds: the editor kept out of the
 * sitemap and robots.txt, the web app manifest and its icons, `_headers`, and Netlify's English 404
 * rule (netlify.toml). The sitemap and robots.txt of a site that can be indexed are checked on the
 * real-content fixture (tests/build/real-content/host-files.test.ts); while the content is
 * provisional, they list nothing (tests/build/launch.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isNotFoundPage } from '../../../build/pages/built-pages';
import { cachePolicies, editorHeaders, securityHeaders } from '../../../build/host/host-config';
import { cspPolicies, headersFor, parseHeadersFile } from '../../../tools/headers-file';
import { builtPages, distFile } from '../built-site';
import { imageSize } from '../image-size';
import { existsSync, readdirSync } from 'node:fs';

const pages = await builtPages();
const indexed = pages.filter((page) => !isNotFoundPage(page));
const read = (path: string) => readFileSync(distFile(path), 'utf8');

describe('the editor in the build', () => {
  it('is a noindex page absent from the sitemap and from the public pages', () => {
    const html = read('/admin/index.html');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(read('/sitemap.xml')).not.toContain('/admin');
    expect(read('/robots.txt')).not.toContain('/admin');
    expect(pages.map((page) => page.file).filter((file) => file.startsWith('admin/'))).toEqual([]);
  });

  it('loads its script, configuration, fonts and interface words from our origin', () => {
    const html = read('/admin/index.html');
    expect(html).not.toMatch(/https?:\/\//);
    // The bundle still holds its fonts' CDN addresses, which it replaces at start with its own files.
    expect(read('/admin/sveltia/index.js')).toContain('assets/source-sans-3-latin-wght-normal-');
    expect(existsSync(distFile('/admin/config.yml'))).toBe(true);
    const bundle = readdirSync(distFile('/admin/sveltia'));
    expect(bundle.filter((file) => /^fr-\w+\.js$/.test(file)).map((file) => read(`/admin/sveltia/${file}`))).toEqual([
      expect.stringContaining('Afficher les erreurs'),
    ]);
    expect(readdirSync(distFile('/admin/sveltia/assets')).filter((file) => file.endsWith('.woff2'))).toHaveLength(3);
  });
});

describe('web app manifest', () => {
  const manifest = JSON.parse(read('/site.webmanifest')) as { icons: { src: string; sizes: string; type: string }[] };

  it('lists icons that exist at the size it states', () => {
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
    for (const icon of manifest.icons) {
      const size = imageSize(readFileSync(distFile(icon.src)));
      expect(`${size.width}x${size.height}`, icon.src).toBe(icon.sizes);
      expect(`image/${size.format}`).toBe(icon.type);
    }
  });

  it('comes with a 180 px apple-touch-icon and a favicon.ico', () => {
    expect(imageSize(readFileSync(distFile('/apple-touch-icon.png')))).toMatchObject({ width: 180, height: 180 });
    expect(readFileSync(distFile('/favicon.ico')).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});

describe('_headers, and no _redirects', () => {
  const rules = parseHeadersFile(read('/_headers'));

  it('send the security headers with every page and file', () => {
    for (const page of pages) expect(headersFor(rules, page.path), page.path).toMatchObject(securityHeaders);
  });

  it('revalidate every page and keep hashed assets for a year', () => {
    for (const page of indexed) expect(headersFor(rules, page.path)['Cache-Control'], page.path).toBe(cachePolicies.revalidate);
    const asset = pages[0]!.head.links.find((link) => link.href.startsWith('/_astro/'))!.href;
    expect(headersFor(rules, asset)['Cache-Control']).toBe(cachePolicies.immutable);
  });

  it('give the editor (/admin/) its own CSP and X-Robots-Tag, and no public page either', () => {
    const { 'Content-Security-Policy': editorCsp, ...others } = editorHeaders;
    for (const path of ['/admin/', '/admin/config.yml', '/admin/sveltia/index.js']) {
      expect(headersFor(rules, path), path).toMatchObject(others);
      expect(cspPolicies(headersFor(rules, path)['Content-Security-Policy']).at(-1), path).toBe(editorCsp);
    }
    for (const page of pages) expect(headersFor(rules, page.path)['X-Robots-Tag'], page.path).toBeUndefined();
  });

  it('send the security headers with unknown addresses, however deep', () => {
    for (const path of ['/nope', '/nope/deeper', '/en/nope/deeper/still', '/blog/categorie/nope/x'])
      expect(headersFor(rules, path), path).toMatchObject(securityHeaders);
  });

  it('leave out _redirects: Cloudflare Pages rejects a 404 line, and Netlify reads its English 404 rule from netlify.toml', () => {
    expect(existsSync(distFile('/_redirects'))).toBe(false);
    const toml = readFileSync('netlify.toml', 'utf8');
    expect(toml).toMatch(/\[\[redirects\]\]\s+from = "\/en\/\*"\s+to = "\/en\/404\.html"\s+status = 404/);
    expect(toml).toMatch(/publish = "dist"/);
    expect(existsSync(distFile('/en/404.html'))).toBe(true);
  });
});
