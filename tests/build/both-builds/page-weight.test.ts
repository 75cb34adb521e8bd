/**
 * Every built page (dist/**\/*.html) stays within the size budgets of tools/budgets.ts for what
 * it loads before any interaction: its JavaScript (module scripts, every module they import,
 * inline scripts; not the islands' code, which loads on view) and its stylesheets, gzip level 9;
 * at most two preloaded fonts; at most one image fetched with high priority. Deterministic: read
 * from dist/, no browser, no clock. Needs a build (`npm test` builds first). Timings are
 * `npm run bench`'s business. `DIST_DIR` checks another build: `npm test` also runs it on the
 * real-content fixture (photographs in every picture field: `npm run test:real-content`).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../../build/pages/built-pages';
import { fileBudget } from '../../../tools/budgets';
import { editorFolder } from '../../../src/config/editor';
import { dynamicImports, gzipSize, pageAssets, readerFor, staticImports, type PageAssets } from '../../../tools/page-weight';

const DIST = process.env.DIST_DIR ?? 'dist';
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

describe('what each page loads before interaction', async () => {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST}/ is missing: run \`npm run build\` first (npm test does)`);
  const read = readerFor(DIST);
  // Every public page; the editor (/admin/) is a separate bundle that no public page loads.
  const pages = builtPages(DIST);

  it('finds the built pages, and not the editor', () => {
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'en.html', '404.html', 'en/404.html']));
    expect(pages.filter((page) => page.startsWith(`${editorFolder}/`))).toEqual([]);
  });

  describe.each(pages)('%s', async (page) => {
    const assets: PageAssets = await pageAssets(await readFile(join(DIST, page), 'utf8'), read);
    const sized = async (paths: string[]) => Promise.all(paths.map(async (path) => ({ path, bytes: gzipSize(await read(path)) })));
    const list = (files: { path: string; bytes: number }[]) => files.map((f) => `${f.path} ${kB(f.bytes)}`).join(', ');

    it(`JavaScript ≤ ${fileBudget.jsKb} kB`, async () => {
      const files = [
        ...(await sized(assets.scripts)),
        ...assets.inlineScripts.map((code, i) => ({ path: `inline script ${i + 1}`, bytes: gzipSize(code) })),
      ];
      const total = files.reduce((sum, f) => sum + f.bytes, 0);
      expect(total, `${page}: JavaScript ${kB(total)} > ${fileBudget.jsKb} kB: ${list(files)}`).toBeLessThanOrEqual(fileBudget.jsKb * 1024);
    });

    it(`CSS ≤ ${fileBudget.cssKb} kB`, async () => {
      const files = await sized(assets.stylesheets);
      const total = files.reduce((sum, f) => sum + f.bytes, 0);
      expect(total, `${page}: CSS ${kB(total)} > ${fileBudget.cssKb} kB: ${list(files)}`).toBeLessThanOrEqual(fileBudget.cssKb * 1024);
    });

    it(`at most ${fileBudget.fontPreloads} preloaded fonts and ${fileBudget.highPriorityImages} high-priority image`, () => {
      expect(assets.fontPreloads.length, `${page} preloads ${assets.fontPreloads.join(', ')}`).toBeLessThanOrEqual(fileBudget.fontPreloads);
      expect(assets.highPriorityImages, `${page}: images with fetchpriority="high"`).toBeLessThanOrEqual(fileBudget.highPriorityImages);
    });

    it('loads no React before an island is in view', () => {
      expect(
        assets.scripts.filter((path) => /react|client\.[\w-]+\.js$/.test(path)),
        page,
      ).toEqual([]);
    });

    it('loads none of the editor', async () => {
      const html = await readFile(join(DIST, page), 'utf8');
      expect(html.includes(`/${editorFolder}/`), `${page} names /${editorFolder}/`).toBe(false);
      const editorCode = [...assets.scripts, ...assets.stylesheets].filter(
        (path) => path.startsWith(`/${editorFolder}/`) || /sveltia/i.test(path),
      );
      expect(editorCode, page).toEqual([]);
    });
  });
});

describe('the reading of a page', () => {
  it('finds static and dynamic imports', () => {
    const code = 'import{a as e}from"./one.js";import"./two.js";export{b}from"../three.js";const c=import(`./later.js`)';
    expect(staticImports(code)).toEqual(['./one.js', './two.js', '../three.js']);
    expect(dynamicImports(code)).toEqual(['./later.js']);
  });

  it('counts linked stylesheets, module scripts and their imports, inline scripts, font preloads; not island scripts', async () => {
    const files: Record<string, string> = {
      '/_astro/page.js': 'import{x}from"./shared.js";x()',
      '/_astro/shared.js': 'export const x=()=>import("./after-paint.js")',
    };
    const html = `<html><head><link rel="stylesheet" href="/_astro/site.css"><link rel="preload" href="/f.woff2" as="font" crossorigin>
      <script type="application/ld+json">{"@type":"Thing"}</script><script>document.documentElement.classList.add("x")</script></head>
      <body><img src="/a.svg" fetchpriority="high"><astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island>
      <script type="module" src="/_astro/page.js"></script></body></html>`;
    const assets = await pageAssets(html, async (path) => files[path] ?? '');
    expect(assets).toEqual({
      scripts: ['/_astro/page.js', '/_astro/shared.js', '/_astro/after-paint.js'],
      inlineScripts: ['document.documentElement.classList.add("x")'],
      stylesheets: ['/_astro/site.css'],
      fontPreloads: ['/f.woff2'],
      highPriorityImages: 1,
    });
  });
});
