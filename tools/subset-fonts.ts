/**
 * Generates the site's font files (src/assets/fonts/) from the @fontsource-variable packages, as
 * src/config/fonts.ts describes them (build/assets/font-subset.ts: `buildFont`).
 *
 * Usage: node tools/subset-fonts.ts   (then commit the changed files)
 */
import { writeFile } from 'node:fs/promises';
import { buildFont } from '../build/assets/font-subset.ts';
import { cssWeight, fontFiles } from '../src/config/fonts.ts';

for (const font of Object.values(fontFiles)) {
  const output = await buildFont(font);
  await writeFile(font.file, output);
  console.log(`${font.file}: weight ${cssWeight(font)}, ${(output.length / 1024).toFixed(1)} kB`);
}
