/**
 * The two typefaces, cut down to what the pages use. The woff2 files in src/assets/fonts/ are
 * generated from the @fontsource-variable packages by `node scripts/subset-fonts.ts` (run it again
 * after changing a weight range or upgrading a package; tests/unit/fonts.test.ts checks the files
 * match this table). Each keeps the Latin character set of its source (222 glyphs) and the part
 * of the weight axis the site uses; the rest of the axis is dropped, which makes the files a third
 * smaller than the full 100–900 / 100–1000 axes.
 *
 * Weights in use (Tailwind classes and CSS, checked on every page by tests/e2e/fonts.spec.ts):
 * - Fraunces (headings): 400 (plain headings, numerals), 500 (`font-medium`: titles, logo, banner).
 * - DM Sans (text): 400 (body), 500 (`font-medium`), 600 (`font-semibold`, consent buttons and
 *   links), 700 (`<strong>` and `<b>` in Markdown texts).
 * A page that asks for a weight outside its family's range gets the nearest one the file has.
 */
export interface FontFile {
  /** The @fontsource-variable file it is cut from (latin subset, weight axis only). */
  source: string;
  /** The generated file, relative to the project root (as astro.config.ts reads it). */
  file: `./src/assets/fonts/${string}.woff2`;
  weight: { min: number; max: number };
}

export const fontFiles = {
  fraunces: {
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    file: './src/assets/fonts/fraunces-latin-400-500.woff2',
    weight: { min: 400, max: 500 },
  },
  dmSans: {
    source: '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
    file: './src/assets/fonts/dm-sans-latin-400-700.woff2',
    weight: { min: 400, max: 700 },
  },
} as const satisfies Record<string, FontFile>;

/** The weight range of a file, as @font-face writes it: "400 500". */
export const cssWeight = (font: FontFile) => `${font.weight.min} ${font.weight.max}`;
