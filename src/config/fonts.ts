/**
 * The two typefaces, cut down to what the pages use. The woff2 files in src/assets/fonts/ are
 * generated from the @fontsource-variable packages by `node tools/subset-fonts.ts` (run it again
 * after changing a weight or upgrading a package; tests/unit/tools/generated-assets.test.ts fails while
 * the files differ from this table). Each keeps the Latin character set of its source and only the
 * weights the site uses. What a visitor downloads is cut further at every build, to the characters
 * the pages show (build/assets/font-subset.ts; docs/decisions/008, sizes in docs/performance.md).
 *
 * Weights in use (Tailwind classes and CSS; tests/e2e/fonts.spec.ts checks every page):
 * - Fraunces (headings, the logo, the banner's title): 500 only, every heading is `font-medium`
 *   (global.css gives Markdown headings the same). One static instance, lighter than an axis.
 * - DM Sans (text): 400 (body), 500 (`font-medium`), 600 (`font-semibold`, the consent buttons and
 *   links), 700 (`<strong>` and `<b>` in Markdown texts): a 400–700 variable axis.
 * To use another weight, widen its range here and regenerate.
 *
 * The sources' Latin range names U+2000–206F, but neither font draws U+202F (narrow no-break
 * space, before French high punctuation) nor U+2011 (non-breaking hyphen): a subset cannot add
 * them. U+202F is a space, drawn from a system font with only its width showing; U+2011 would be
 * a visibly different hyphen, so compounds are kept whole another way (lib/typography.ts).
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
    file: './src/assets/fonts/fraunces-latin-500.woff2',
    weight: { min: 500, max: 500 },
  },
  dmSans: {
    source: '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
    file: './src/assets/fonts/dm-sans-latin-400-700.woff2',
    weight: { min: 400, max: 700 },
  },
} as const satisfies Record<string, FontFile>;

/**
 * The layout features the published files keep (build/assets/font-subset.ts cuts them to the
 * characters the pages show, at every build). Kerning, ligatures and the features a browser applies
 * by default to any text, plus the two the site asks for (`tabular-nums` on timestamps and the
 * carousel's counter, `lining-nums` on the figures). Left out: DM Sans's `calt` (one ligature
 * lookup, 1.5 kB, that no text of the site triggers), fractions, numerators and the like.
 */
export const keptFeatures = ['kern', 'liga', 'clig', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'lnum'] as const;

/**
 * Characters the published fonts keep even when no page shows them yet: what scripts write after
 * the page has loaded (the carousel's "2 / 5").
 */
export const alwaysKept = '0123456789 /';

/** The weight or weight range of a file, as @font-face writes it: "500", "400 700". */
export const cssWeight = ({ weight }: FontFile) => (weight.min === weight.max ? String(weight.min) : `${weight.min} ${weight.max}`);
