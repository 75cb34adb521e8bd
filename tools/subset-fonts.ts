/**
 * Generates the site's font files (src/assets/fonts/) from the @fontsource-variable packages, as
 * src/config/fonts.ts describes them: the Latin characters of the source file, and its weight axis
 * narrowed to the weights the site uses, or pinned to one (HarfBuzz's instancer, via subset-font).
 *
 * Usage: node tools/subset-fonts.ts   (then commit the changed files)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { fontace } from 'fontace';
import { cssWeight, fontFiles, type FontFile } from '../src/config/fonts.ts';
import { subsetFont } from '../src/lib/subset-font.ts';

const require = createRequire(import.meta.url);

/** Every character of a CSS unicode-range list such as "U+0000-00FF,U+0131". */
export function charactersOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(from!, 16); code <= parseInt(to!, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** The characters a font file maps (fontace lists U+FFFF, a cmap's end marker, as one). For the tests. */
export function charactersOfFont(font: Buffer): Set<string> {
  return new Set([...charactersOf(fontace(font).unicodeRange.replace(/\s/g, ''))].filter((c) => c !== '\uffff'));
}

/** The Latin range the source package declares for its latin files. */
async function latinRange(source: string): Promise<string> {
  const packageName = source.split('/files/')[0]!;
  const ranges = JSON.parse(await readFile(require.resolve(`${packageName}/unicode.json`), 'utf8')) as Record<string, string>;
  if (!ranges.latin) throw new Error(`${packageName}/unicode.json has no latin range`);
  return ranges.latin;
}

/** The narrowed woff2 for one entry of the font table. */
export async function buildFont(font: FontFile): Promise<Buffer> {
  const source = await readFile(require.resolve(font.source));
  return subsetFont(source, charactersOf(await latinRange(font.source)), {
    targetFormat: 'woff2',
    // One weight: a static instance (no variation data at all); several: the axis narrowed.
    variationAxes: { wght: font.weight.min === font.weight.max ? font.weight.min : font.weight },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const font of Object.values(fontFiles)) {
    const output = await buildFont(font);
    await writeFile(font.file, output);
    console.log(`${font.file}: weight ${cssWeight(font)}, ${(output.length / 1024).toFixed(1)} kB`);
  }
}
