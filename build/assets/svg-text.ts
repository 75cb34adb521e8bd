/**
 * Text in pictures, drawn in the site's own typefaces. An SVG shown as an `<img>` cannot use the
 * page's fonts: a `<text>` element in it renders in whatever the visitor's system has (Times, most
 * often). So the SVG files in src/assets hold no `<text>`: the words of a picture (the book cover's
 * title and author, the names on the press logos) are listed in ./svg-texts.ts, and this step
 * lays them out with satori in Fraunces or DM Sans and writes them into the file as plain paths,
 * in one group at its end (`<g id="drawn-text">`).
 *
 * It runs when the build (or the dev server) starts, before any image is read, and rewrites only
 * a file whose drawn text no longer matches its source: change the book's title in the site
 * config, and the next build draws the new cover. tests/unit/build/assets/svg-text.test.ts checks that the
 * committed files are up to date and that no SVG, in src/assets or in dist, holds a `<text>`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import satori from 'satori';
import { optimize } from 'svgo';
import { loadSatoriFonts, type SatoriFont, type SatoriFontFace } from './satori-fonts';
import { svgTexts, type PictureText, type TextBlock } from './svg-texts';

const FACES: SatoriFontFace[] = [
  { name: 'Fraunces', weight: 500, style: 'normal' },
  { name: 'Fraunces', weight: 500, style: 'italic' },
  { name: 'DM Sans', weight: 500, style: 'normal' },
];

export const loadPictureFonts = (root: URL) => loadSatoriFonts(root, FACES);

/** Whether an SVG holds a <text> (or <tspan>, <textPath>) element: words left to the visitor's fonts. */
export const holdsText = (svg: string) => /<(text|tspan|textPath)[\s>/]/i.test(svg);

const DRAWN = /\n?<g id="drawn-text">[\s\S]*?<\/g>/;

function blockElement(block: TextBlock) {
  return {
    type: 'div',
    key: null,
    props: {
      style: {
        position: 'absolute',
        left: block.left,
        top: block.top,
        display: 'flex',
        justifyContent: block.width ? 'center' : 'flex-start',
        textAlign: block.width ? 'center' : 'left',
        ...(block.width ? { width: block.width } : {}),
        fontFamily: block.font,
        fontStyle: block.italic ? 'italic' : 'normal',
        fontWeight: 500,
        fontSize: block.size,
        letterSpacing: block.letterSpacing ?? 0,
        lineHeight: block.lineHeight ?? 1,
        color: block.color,
        textTransform: block.uppercase ? 'uppercase' : 'none',
      },
      children: block.text,
    },
  };
}

/** The `<path>` elements that draw the picture's text, in its own coordinates. */
export async function drawText(picture: PictureText, fonts: SatoriFont[]): Promise<string> {
  const svg = await satori(
    {
      type: 'div',
      key: null,
      props: { style: { display: 'flex', position: 'relative', width: picture.width, height: picture.height }, children: picture.blocks.map(blockElement) },
    },
    { width: picture.width, height: picture.height, fonts },
  );
  // Satori writes absolute coordinates, one path per line of text; svgo writes the same outlines
  // in relative, shortest form and merges the paths of one colour: 60 % fewer bytes, the same shapes.
  const compact = optimize(svg, { multipass: true, floatPrecision: 1, plugins: ['preset-default'] }).data;
  const paths = compact.match(/<path [^>]*\/>/g) ?? [];
  if (paths.length === 0) throw new Error(`svg text: nothing drawn for ${picture.file}`);
  return paths.join('\n');
}

/** The file's content with its drawn text replaced by `paths` (and any earlier drawing removed). */
export function withDrawnText(svg: string, picture: PictureText, paths: string): string {
  if (holdsText(svg)) throw new Error(`svg text: ${picture.file} holds a <text> element; list its words in build/assets/svg-texts.ts instead`);
  const drawing = svg.replace(DRAWN, '');
  const end = drawing.lastIndexOf('</svg>');
  if (end < 0) throw new Error(`svg text: ${picture.file} is not an SVG`);
  const words = picture.blocks.map((block) => block.text).join(' / ');
  const group = `<g id="drawn-text"><!-- "${words.replace(/--/g, '-')}", drawn by build/assets/svg-text.ts from svg-texts.ts: edit the words there -->\n${paths}\n</g>\n`;
  return `${drawing.slice(0, end).replace(/\n*$/, '\n')}${group}${drawing.slice(end)}`;
}

/** What each listed file should hold, drawn afresh. */
export async function expectedPictures(root: URL, fonts?: SatoriFont[]): Promise<{ file: URL; current: string; expected: string }[]> {
  const faces = fonts ?? (await loadPictureFonts(root));
  return Promise.all(
    svgTexts.map(async (picture) => {
      const file = new URL(picture.file, root);
      const current = await readFile(file, 'utf8');
      return { file, current, expected: withDrawnText(current, picture, await drawText(picture, faces)) };
    }),
  );
}

export function svgText(): AstroIntegration {
  return {
    name: 'svg-text',
    hooks: {
      'astro:config:setup': async ({ config, logger }) => {
        const pictures = await expectedPictures(config.root);
        for (const { file, current, expected } of pictures) {
          if (current === expected) continue;
          await writeFile(file, expected);
          logger.info(`redrew the text of ${file.pathname.slice(config.root.pathname.length)}`);
        }
      },
    },
  };
}
