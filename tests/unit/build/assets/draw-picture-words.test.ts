/**
 * Text in pictures (build/assets/draw-picture-words.ts): an SVG shown as an <img> cannot use the
 * page's fonts, so no SVG in src/assets holds a <text> element; the words of a picture are drawn as
 * paths in the site's typefaces into a copy the build uses, and the committed files hold none.
 * tests/build/pictures.test.ts checks the same of the built site.
 */
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { site } from '../../../../src/config/site';
import { drawnPictures, drawText, holdsText, loadPictureFonts, withDrawnText } from '../../../../build/assets/draw-picture-words';
import { pictureWords, type PictureText } from '../../../../build/assets/picture-words';

const root = new URL('../../../../', import.meta.url);
const fonts = await loadPictureFonts(root);

describe('SVG pictures', () => {
  it('in src/assets hold no <text> element', async () => {
    const files = (await readdir(new URL('src/assets/', root), { recursive: true })).filter((file) => file.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(40);
    const withText = [];
    for (const file of files) if (holdsText(await readFile(new URL(`src/assets/${file}`, root), 'utf8'))) withText.push(file);
    expect(withText).toEqual([]);
  });

  it('hold no drawing; the build draws the words picture-words.ts lists into a copy', async () => {
    for (const { file, source, drawn } of await drawnPictures(root, fonts)) {
      expect(source, `${file.pathname} holds a drawing: the build adds it`).not.toMatch(/<g id="drawn-text">/);
      expect(drawn).toMatch(/<g id="drawn-text">[^]*<path [^]*<\/g>\n<\/svg>/);
      expect(drawn.replace(/\n<g id="drawn-text">[^]*?<\/g>\n/, '\n')).toBe(source);
    }
  }, 60_000);

  it('draws the book cover from the site config: the title and the author', () => {
    const cover = pictureWords.find((picture) => picture.file.endsWith('couverture.svg'))!;
    expect(cover.blocks.map((block) => block.text)).toEqual([site.book.title, site.practitioner.name]);
  });

  const picture: PictureText = {
    file: 'test.svg',
    width: 200,
    height: 60,
    blocks: [{ text: 'Le livre', font: 'Fraunces', size: 24, color: '#2B2A27', left: 10, top: 10 }],
  };

  it('draws other words as other paths, in the given colour', async () => {
    const paths = await drawText(picture, fonts);
    expect(paths).toMatch(/^<path [^>]*fill="#2b2a27"/i);
    expect(await drawText({ ...picture, blocks: [{ ...picture.blocks[0]!, text: 'Un livre' }] }, fonts)).not.toBe(paths);
  });

  it('replaces an earlier drawing instead of adding a second one, and refuses a <text>', async () => {
    const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60">\n<rect width="200" height="60"/>\n</svg>\n';
    const once = withDrawnText(drawing, picture, await drawText(picture, fonts));
    const twice = withDrawnText(once, picture, await drawText(picture, fonts));
    expect(twice).toBe(once);
    expect(once.match(/<g id="drawn-text">/g)).toHaveLength(1);
    expect(holdsText(once)).toBe(false);
    expect(() => withDrawnText(drawing.replace('<rect', '<text x="0" y="20">Le livre</text><rect'), picture, '')).toThrow(/<text>/);
  });
});
