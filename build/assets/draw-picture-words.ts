/**
 * Text in pictures, drawn in the site's own typefaces. An SVG shown as an `<img>` cannot use the
 * page's fonts: a `<text>` element in it renders in whatever the visitor's system has (Times, most
 * often). So the SVG files in src/assets hold no `<text>`: the words of a picture (the book cover's
 * title and author, the names on the press logos) are listed in ./picture-words.ts, and this step
 * lays them out with satori in Fraunces or DM Sans and adds them to the picture as plain paths,
 * in one group at its end (`<g id="drawn-text">`).
 *
 * The committed files stay as they are: when the build (or the dev server) starts, the drawn
 * copies are written to `.astro/integrations/` (git-ignored), and a Vite plugin hands Astro the
 * drawn copy wherever the source file is imported (content files' `image()`, imports, globs).
 * Change the book's title in the site config, and the next build draws the new cover.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import satori from 'satori';
import { optimize } from 'svgo';
import { loadSatoriFonts, type SatoriFont, type SatoriFontFace } from './satori-fonts';
import type { Plugin } from 'vite';
import { pictureWords, type PictureText, type TextBlock } from './picture-words';

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
      props: {
        style: { display: 'flex', position: 'relative', width: picture.width, height: picture.height },
        children: picture.blocks.map(blockElement),
      },
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
  if (holdsText(svg))
    throw new Error(`svg text: ${picture.file} holds a <text> element; list its words in build/assets/picture-words.ts instead`);
  const drawing = svg.replace(DRAWN, '');
  const end = drawing.lastIndexOf('</svg>');
  if (end < 0) throw new Error(`svg text: ${picture.file} is not an SVG`);
  const words = picture.blocks.map((block) => block.text).join(' / ');
  const group = `<g id="drawn-text"><!-- "${words.replace(/--/g, '-')}", drawn by build/assets/draw-picture-words.ts from picture-words.ts: edit the words there -->\n${paths}\n</g>\n`;
  return `${drawing.slice(0, end).replace(/\n*$/, '\n')}${group}${drawing.slice(end)}`;
}

/** Each listed picture: its source file, what it holds, and its drawn copy. */
export async function drawnPictures(root: URL, fonts?: SatoriFont[]): Promise<{ file: URL; source: string; drawn: string }[]> {
  const faces = fonts ?? (await loadPictureFonts(root));
  return Promise.all(
    pictureWords.map(async (picture) => {
      const file = new URL(picture.file, root);
      const source = await readFile(file, 'utf8');
      return { file, source, drawn: withDrawnText(source, picture, await drawText(picture, faces)) };
    }),
  );
}

/**
 * Resolves an import of a listed picture (`'../../assets/logos/logo-1.svg'`, `'/src/assets/…'`) to
 * its drawn copy, which keeps the file's name. `drawn` maps each source path to its copy's path.
 */
export function drawnPicturesPlugin(drawn: ReadonlyMap<string, string>): Plugin {
  return {
    name: 'drawn-picture-words',
    enforce: 'pre',
    resolveId: {
      filter: { id: /\.svg$/ },
      async handler(id, importer, options) {
        const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
        const copy = resolved && drawn.get(resolved.id);
        return copy ? { ...resolved, id: copy } : null;
      },
    },
  };
}

export function drawPictureWords(): AstroIntegration {
  return {
    name: 'draw-picture-words',
    hooks: {
      'astro:config:setup': async ({ config, createCodegenDir, updateConfig }) => {
        const out = createCodegenDir();
        const drawn = new Map<string, string>();
        for (const { file, drawn: svg } of await drawnPictures(config.root)) {
          const copy = new URL(file.pathname.slice(config.root.pathname.length), out);
          // Rewritten only when it changed, so that the dev server reloads only what did.
          if ((await readFile(copy, 'utf8').catch(() => undefined)) !== svg) {
            await mkdir(dirname(fileURLToPath(copy)), { recursive: true });
            await writeFile(copy, svg);
          }
          drawn.set(fileURLToPath(file), fileURLToPath(copy));
        }
        updateConfig({ vite: { plugins: [drawnPicturesPlugin(drawn)] } });
      },
    },
  };
}
