/**
 * HarfBuzz's subsetter (the subset-font package), typed with the options we use. Used by
 * tools/subset-fonts.ts (the committed files: Latin set, weight axis narrowed) and by the build
 * (build/assets/font-subset.ts: those files cut to the characters the pages show).
 */
import { createRequire } from 'node:module';

export interface SubsetOptions {
  targetFormat: 'woff2';
  /** A weight pinned (`{ wght: 500 }`) or narrowed (`{ wght: { min: 400, max: 700 } }`). */
  variationAxes?: Record<string, number | { min: number; max: number }>;
  /** The OpenType layout features kept (all when absent): `kern`, `liga`… */
  keepFeatures?: string[];
}

type SubsetFont = (font: Buffer, text: string, options: SubsetOptions) => Promise<Buffer>;

// subset-font ships no type declarations: required here with the one signature we use.
export const subsetFont = createRequire(import.meta.url)('subset-font') as SubsetFont;
