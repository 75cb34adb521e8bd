/**
 * The pictures of the built pages, as lib/picture.ts prepares them: never an empty srcset (a
 * picture too narrow for its place is refused instead), every source with its sizes, the hero's
 * picture with the sizes of its place and loaded first, and the pictures inside articles' text
 * with the treatment of every other photo, the hero's files cut to the frame they fill (a phone's
 * band, a 5 : 6 sheet, the home's 6 : 5) rather than downloaded whole and cropped by the browser. On the site's own drawings most pictures are SVG
 * (no sources); `DIST_DIR=.real-content/dist` runs the same checks on photographs (npm test does,
 * on the fixture build of tools/real-content.ts).
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { builtPages as htmlFiles } from '../../../build/pages/built-pages';
import { wideCardPhoneCut } from '../../../src/lib/article-list';
import { articlePictureSlot, heroPhoneBand, heroPictureSlots, homeHeroPhone, homeHeroPictureSlot } from '../../../src/lib/picture-slots';
import { builtPages, distDir, distFile } from '../built-site';

await builtPages(); // fails at once, saying so, without a build
const pages = await Promise.all(htmlFiles(distDir).map(async (file) => ({ file, html: await readFile(`${distDir}/${file}`, 'utf8') })));
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const picturesOf = (html: string) =>
  [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)].map((match) => ({
    sources: [...match[1]!.matchAll(/<source\b[^>]*>/g)].map((source) => source[0]),
    img: /<img\b[^>]*>/.exec(match[1]!)![0],
  }));
const isSvg = (img: string) => /\.svg$/.test(attribute(img, 'src') ?? '');
const srcsetOf = (source: string) => attribute(source, 'srcSet') ?? attribute(source, 'srcset') ?? '';
/** Width over height of every file a source offers, read from the files. */
const ratiosOf = (source: string) =>
  Promise.all(
    srcsetOf(source)
      .split(', ')
      .map(async (candidate) => {
        const { width, height } = await sharp(distFile(candidate.split(' ')[0]!.replaceAll('&amp;', '&'))).metadata();
        return width / height;
      }),
  );

describe('the pictures of every built page', () => {
  it('never write an empty srcset, and every source says its type, candidates and sizes', () => {
    const problems: string[] = [];
    for (const page of pages) {
      if (/\ssrcset=""/i.test(page.html)) problems.push(`${page.file}: an empty srcset`);
      for (const { sources } of picturesOf(page.html)) {
        for (const source of sources) {
          const srcset = srcsetOf(source);
          if (!/^image\/(avif|webp)$/.test(attribute(source, 'type') ?? '') || !/\s\d+w$/.test(srcset) || !attribute(source, 'sizes'))
            problems.push(`${page.file}: ${source}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('give each page’s hero picture the sizes of its place, and load it first', () => {
    // The inner pages' heroes (sections/PageHero, with their layout); the home's is checked below.
    const heroes = pages.flatMap((page) => {
      const hero = /data-hero-layout="\w+"[\s\S]*?data-hero-picture[^>]*>\s*(<picture\b[\s\S]*?<\/picture>)/.exec(page.html)?.[1];
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
      if (isSvg(picture.img)) continue;
      // The phone's band first (chosen where its media matches), then the layout's own place.
      expect(
        picture.sources.map((source) => [attribute(source, 'media'), attribute(source, 'sizes')]),
        page.file,
      ).toEqual([
        [heroPhoneBand.media, heroPhoneBand.sizes],
        [heroPhoneBand.media, heroPhoneBand.sizes],
        [undefined, slot.sizes],
        [undefined, slot.sizes],
      ]);
    }
  });

  it('cut each hero’s files to the frame it fills, so no phone downloads what its band hides', async () => {
    const cuts = pages.flatMap((page) => {
      const pictureOf = (pattern: RegExp) => picturesOf(pattern.exec(page.html)?.[1] ?? '')[0];
      const hero = pictureOf(/data-hero-layout="\w+"[\s\S]*?data-hero-picture[^>]*>\s*(<picture\b[\s\S]*?<\/picture>)/);
      if (hero && !isSvg(hero.img)) {
        const layout = /<section id="hero" data-hero-layout="(\w+)"/.exec(page.html)![1] as keyof typeof heroPictureSlots;
        const [bandAvif, , ownAvif] = hero.sources;
        return [
          { file: page.file, source: bandAvif!, ratio: heroPhoneBand.ratio },
          ...(heroPictureSlots[layout].ratio ? [{ file: page.file, source: ownAvif!, ratio: heroPictureSlots[layout].ratio! }] : []),
        ];
      }
      const home = pictureOf(/<section id="hero"[^>]*>[\s\S]*?(<picture\b[\s\S]*?<\/picture>)/);
      // The home's: 16 : 9 across a phone (its first cut), 6 : 5 beside the title.
      return page.file.replace(/^en\//, '') === 'index.html' && home && !isSvg(home.img)
        ? home.sources.map((source, index) => ({
            file: page.file,
            source,
            ratio: index < 2 ? homeHeroPhone.ratio : homeHeroPictureSlot.ratio,
          }))
        : [];
    });
    // Our own drawings are SVG, framed by CSS at no cost: the photographs are in the real-content build.
    if (!pages.some((page) => /\.(avif|webp)\b/.test(page.html))) return;
    expect(cuts.length).toBeGreaterThan(pages.length / 2);
    // Astro's sizes are whole pixels: a 480 px band is 200 px high, exactly 12 : 5; an 800 px 5 : 6 one is 960.
    for (const { file, source, ratio } of cuts)
      for (const found of await ratiosOf(source)) expect(found, `${file}: ${source}`).toBeCloseTo(ratio, 2);
  });

  it('cut the cards’ photographs to 3 : 2, the video posters to 16 : 9 and the portraits to 4 : 5, the frames they fill', async () => {
    const framed = pages.flatMap((page) =>
      picturesOf(page.html).flatMap(({ img, sources }) => {
        // A card's picture across its top (ui/FeatureCard), a video's poster (embeds/Poster), a portrait in its sheet (sections/SplitSection).
        const ratio = /aspect-\[3\/2\] w-\[calc\(100%\+2\.5rem\)\]/.test(img)
          ? 3 / 2
          : /\sdata-poster="/.test(img)
            ? 16 / 9
            : /aspect-\[4\/5\] object-cover/.test(img)
              ? 4 / 5
              : undefined;
        return ratio && !isSvg(img) ? sources.map((source) => ({ file: page.file, source, ratio })) : [];
      }),
    );
    if (!pages.some((page) => /\.(avif|webp)\b/.test(page.html))) return; // our own drawings: see above
    expect(new Set(framed.map(({ ratio }) => ratio))).toEqual(new Set([3 / 2, 16 / 9, 4 / 5]));
    for (const { file, source, ratio } of framed)
      for (const found of await ratiosOf(source)) expect(found, `${file}: ${source}`).toBeCloseTo(ratio, 2);
  });

  it('ask for no photograph in the articles’ grid wider than 800 px, which a 3× phone’s card takes', () => {
    // Every article card of a page laid out as a grid (a wide card's own test follows); a card's
    // picture may wait in a <noscript> stand-in until near the screen, its markup the same.
    const cards = pages
      .filter((page) => !page.html.includes('data-layout="wide"'))
      .flatMap((page) =>
        [...page.html.matchAll(/<li data-article-card="[^"]*">[\s\S]*?<\/li>/g)].flatMap(([card]) =>
          picturesOf(card)
            .filter(({ img }) => !isSvg(img))
            .map((picture) => ({ file: page.file, ...picture })),
        ),
      );
    if (!pages.some((page) => /\.(avif|webp)\b/.test(page.html))) return; // our own drawings: see above
    expect(cards.length, 'grid cards with a photograph').toBeGreaterThan(0);
    for (const { file, sources } of cards) {
      for (const source of sources) {
        const widths = srcsetOf(source)
          .split(', ')
          .map((candidate) => Number.parseInt(candidate.split(' ')[1]!, 10));
        expect(Math.max(...widths), `${file}: ${source}`).toBeLessThanOrEqual(800);
      }
    }
  });

  it('cut a wide article card’s photograph to 3 : 2 for phones, where it stacks above its text', async () => {
    // A young category's page (one or two articles: lib/article-list.ts); the fixture keeps one.
    const wide = pages.flatMap((page) => {
      const list = /data-layout="wide"[\s\S]*?<\/ul>/.exec(page.html)?.[0];
      return list
        ? picturesOf(list)
            .filter(({ img }) => !isSvg(img))
            .map((picture) => ({ file: page.file, ...picture }))
        : [];
    });
    if (!pages.some((page) => /\.(avif|webp)\b/.test(page.html))) return; // our own drawings: see above
    expect(wide.length, 'wide cards with a photograph').toBeGreaterThan(0);
    for (const { file, sources } of wide) {
      expect(
        sources.map((source) => attribute(source, 'media')),
        file,
      ).toEqual([wideCardPhoneCut.media, wideCardPhoneCut.media, undefined, undefined]);
      for (const source of sources.slice(0, 2)) {
        expect(attribute(source, 'sizes'), file).toBe(wideCardPhoneCut.sizes);
        // No file wider than a 3× phone's card needs to look sharp (lib/article-list.ts).
        const widths = srcsetOf(source)
          .split(', ')
          .map((candidate) => Number.parseInt(candidate.split(' ')[1]!, 10));
        expect(Math.max(...widths), `${file}: ${source}`).toBeLessThanOrEqual(800);
        for (const found of await ratiosOf(source)) expect(found, `${file}: ${source}`).toBeCloseTo(wideCardPhoneCut.ratio, 2);
      }
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
      expect(
        sources.map((source) => attribute(source, 'type')),
        file,
      ).toEqual(['image/avif', 'image/webp']);
      for (const source of sources) expect(attribute(source, 'sizes'), file).toBe(articlePictureSlot.sizes);
    }
  });
});
