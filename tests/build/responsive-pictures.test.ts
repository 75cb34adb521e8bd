/**
 * The pictures of the built pages, as lib/picture.ts prepares them: never an empty srcset (a
 * picture too narrow for its place is refused instead), every source with its sizes, the hero's
 * picture with the sizes of its place and loaded first, and the pictures inside articles' text
 * with the treatment of every other photo. On the site's own drawings most pictures are SVG
 * (no sources); `DIST_DIR=.real-content/dist` runs the same checks on photographs (npm test does,
 * on the fixture build of scripts/real-content.ts).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from '../../src/integrations/built-pages';
import { articlePictureSlot, heroPictureSlots } from '../../src/lib/picture-slots';
import { builtPages, distDir } from './built-site';

await builtPages(); // fails at once, saying so, without a build
const pages = await Promise.all((await htmlFiles(distDir)).map(async (file) => ({ file, html: await readFile(`${distDir}/${file}`, 'utf8') })));
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const picturesOf = (html: string) =>
  [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)].map((match) => ({
    sources: [...match[1]!.matchAll(/<source\b[^>]*>/g)].map((source) => source[0]),
    img: /<img\b[^>]*>/.exec(match[1]!)![0],
  }));
const isSvg = (img: string) => /\.svg$/.test(attribute(img, 'src') ?? '');

describe('the pictures of every built page', () => {
  it('never write an empty srcset, and every source says its type, candidates and sizes', () => {
    const problems: string[] = [];
    for (const page of pages) {
      if (/\ssrcset=""/i.test(page.html)) problems.push(`${page.file}: an empty srcset`);
      for (const { sources } of picturesOf(page.html)) {
        for (const source of sources) {
          const srcset = attribute(source, 'srcSet') ?? attribute(source, 'srcset') ?? '';
          if (!/^image\/(avif|webp)$/.test(attribute(source, 'type') ?? '') || !/\s\d+w$/.test(srcset) || !attribute(source, 'sizes')) problems.push(`${page.file}: ${source}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('give each page’s hero picture the sizes of its place, and load it first', () => {
    const heroes = pages.flatMap((page) => {
      const hero = /data-hero-picture[^>]*>\s*(<picture\b[\s\S]*?<\/picture>)/.exec(page.html)?.[1];
      return hero ? [{ page, picture: picturesOf(hero)[0]! }] : [];
    });
    // Every inner page but the book's (its cover) and the accessibility statement's.
    expect(heroes.length).toBeGreaterThan(pages.length / 2);
    for (const { page, picture } of heroes) {
      // The slot of the hero's layout (data-hero-layout on the hero): side, sheet, quiet or an article's.
      const layout = /<section id="hero" data-hero-layout="(\w+)"/.exec(page.html)?.[1] as keyof typeof heroPictureSlots;
      const slot = heroPictureSlots[layout];
      expect(attribute(picture.img, 'loading'), page.file).toBe('eager');
      expect(attribute(picture.img, 'fetchPriority'), page.file).toBe('high');
      if (!isSvg(picture.img)) expect(picture.sources.map((source) => attribute(source, 'sizes')), page.file).toEqual([slot.sizes, slot.sizes]);
    }
  });

  it('give the pictures inside articles’ text sources, sizes for the text column, dimensions, and lazy loading', () => {
    const inText = pages.flatMap((page) => {
      const text = /data-article-text[\s\S]*?(?=data-article-author)/.exec(page.html)?.[0];
      return text ? picturesOf(text).map((picture) => ({ file: page.file, ...picture })) : [];
    });
    expect(inText.length, 'pictures in the articles’ text').toBeGreaterThan(0);
    for (const { file, img, sources } of inText) {
      expect(attribute(img, 'loading'), file).toBe('lazy');
      expect(Number(attribute(img, 'width')), file).toBeGreaterThan(0);
      expect(Number(attribute(img, 'height')), file).toBeGreaterThan(0);
      expect(attribute(img, 'alt'), file).toMatch(/\w{3,}/);
      if (isSvg(img)) continue;
      expect(sources.map((source) => attribute(source, 'type')), file).toEqual(['image/avif', 'image/webp']);
      for (const source of sources) expect(attribute(source, 'sizes'), file).toBe(articlePictureSlot.sizes);
    }
  });
});
