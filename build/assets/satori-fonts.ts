/**
 * The project's typefaces as satori reads them (static `.woff` files of @fontsource: satori reads
 * woff, not woff2), for the pictures drawn at build time: the share cards and the text of the SVG
 * illustrations. Latin first, then latin-ext, so an accented name is drawn in the same face.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { SatoriOptions } from 'satori';

export type SatoriFont = SatoriOptions['fonts'][number];

export interface SatoriFontFace {
  name: 'Fraunces' | 'DM Sans';
  weight: 500;
  style: 'normal' | 'italic';
}

const packages: Record<SatoriFontFace['name'], string> = { Fraunces: '@fontsource/fraunces', 'DM Sans': '@fontsource/dm-sans' };

/** Every face asked for, read from the packages installed under `root`. */
export async function loadSatoriFonts(root: URL, faces: readonly SatoriFontFace[]): Promise<SatoriFont[]> {
  const require = createRequire(new URL('package.json', root));
  const files = faces.flatMap((face) =>
    ['latin', 'latin-ext'].map((subset) => {
      const slug = packages[face.name].split('/')[1];
      return { face, file: `${packages[face.name]}/files/${slug}-${subset}-${face.weight}-${face.style}.woff` };
    }),
  );
  return Promise.all(files.map(async ({ face, file }) => ({ ...face, data: await readFile(require.resolve(file)) })));
}
