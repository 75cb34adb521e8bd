/**
 * Text in the built pictures: no SVG the site serves (the illustrations and logos Astro copied from
 * src/assets, the favicon, an SVG inlined as a data: URL) holds a <text> element, which an <img>
 * would draw in the visitor's fonts rather than the site's (build/assets/draw-picture-words.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { builtPages as htmlFiles } from '../../build/pages/built-pages';
import { holdsText } from '../../build/assets/draw-picture-words';
import { builtPages, distDir } from './built-site';

await builtPages(); // fails at once, saying so, without a build
const pages = await Promise.all(htmlFiles(distDir).map(async (file) => ({ file, html: await readFile(`${distDir}/${file}`, 'utf8') })));

describe('built SVG pictures', () => {
  it('hold no <text> element', async () => {
    const files = (await readdir(distDir, { recursive: true })).filter((file) => file.endsWith('.svg'));
    // The book cover and the press logos at least, all copied from src/assets.
    expect(files.filter((file) => file.startsWith('_astro/')).length).toBeGreaterThan(9);
    const withText = [];
    for (const file of files) if (holdsText(await readFile(`${distDir}/${file}`, 'utf8'))) withText.push(file);
    expect(withText).toEqual([]);
  });

  it('that a page shows, by file or as a data: URL, hold no <text> element', () => {
    const shown = pages.flatMap((page) =>
      [...page.html.matchAll(/data:image\/svg\+xml[^"' )]*/g)].map((match) => ({ page: page.file, svg: decodeURIComponent(match[0]) })),
    );
    expect(shown.filter(({ svg }) => holdsText(svg))).toEqual([]);
    const images = pages.flatMap((page) => [...page.html.matchAll(/<img [^>]*src="([^"]+\.svg)"/g)].map((match) => match[1]!));
    expect(images.some((src) => src.startsWith('/_astro/couverture.'))).toBe(true);
  });
});
