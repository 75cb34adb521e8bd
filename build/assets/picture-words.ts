/**
 * The words drawn on the site's SVG pictures (see ./draw-picture-words.ts, which draws them as paths in the
 * site's typefaces). Positions are in each picture's own units. The book cover's title and author
 * come from the site config, so a new title or name is drawn by the next build; the press logos
 * are placeholder marks whose names are part of the drawing.
 */
import { site } from '../../src/config/site';
import type { SatoriFontFace } from './satori-fonts';

/** One block of text placed on a picture, in the picture's own units (its viewBox). */
export interface TextBlock {
  text: string;
  font: SatoriFontFace['name'];
  italic?: boolean;
  size: number;
  color: string;
  /** The block's box: text starts at `left` (or is centred in `width`), its first line at `top`. */
  left: number;
  top: number;
  /** With a width, the text is centred in it and wraps onto more lines when it is longer. */
  width?: number;
  letterSpacing?: number;
  lineHeight?: number;
  uppercase?: boolean;
}

export interface PictureText {
  /** The SVG file, relative to the project root. */
  file: string;
  width: number;
  height: number;
  blocks: TextBlock[];
}

const ink = '#2B2A27';
const logo = (file: string, blocks: PictureText['blocks']): PictureText => ({
  file: `src/assets/logos/${file}`,
  width: 240,
  height: 80,
  blocks,
});

export const pictureWords: PictureText[] = [
  {
    file: 'src/assets/art/livre/couverture.svg',
    width: 600,
    height: 760,
    blocks: [
      { text: site.book.title, font: 'Fraunces', size: 40, lineHeight: 1.3, color: '#F7F3EC', left: 140, top: 76, width: 292 },
      {
        text: site.practitioner.name,
        font: 'DM Sans',
        size: 15,
        letterSpacing: 3,
        uppercase: true,
        color: '#E9DFCF',
        left: 140,
        top: 598,
        width: 292,
      },
    ],
  },
  {
    file: 'src/assets/art/livre/extrait-1-lumiere.svg',
    width: 960,
    height: 640,
    blocks: [{ text: '1', font: 'Fraunces', size: 72, color: '#9A4F2E', left: 526, top: 181 }],
  },
  logo('logo-1.svg', [{ text: 'Maison Claire', font: 'Fraunces', size: 22, letterSpacing: 1, color: ink, left: 70, top: 30 }]),
  logo('logo-2.svg', [{ text: 'L’Atelier Vert', font: 'DM Sans', size: 19, letterSpacing: 1.5, color: ink, left: 68, top: 31 }]),
  logo('logo-3.svg', [{ text: 'Revue Espaces', font: 'Fraunces', size: 21, letterSpacing: 0.8, color: ink, left: 70, top: 31 }]),
  logo('logo-4.svg', [
    { text: 'Habiter mieux', font: 'DM Sans', size: 16, letterSpacing: 2, uppercase: true, color: ink, left: 70, top: 34 },
  ]),
  logo('logo-5.svg', [
    { text: 'Onde Bien-Être', font: 'Fraunces', italic: true, size: 21, letterSpacing: 0.6, color: ink, left: 70, top: 30 },
  ]),
  logo('logo-6.svg', [
    { text: 'Plan &', font: 'DM Sans', size: 13, letterSpacing: 4, uppercase: true, color: ink, left: 70, top: 27 },
    { text: 'Lumière', font: 'Fraunces', size: 22, letterSpacing: 1.2, color: ink, left: 70, top: 42 },
  ]),
  logo('logo-7.svg', [
    { text: 'Cercle', font: 'Fraunces', size: 21, letterSpacing: 1.5, color: ink, left: 72, top: 22 },
    { text: 'Archi', font: 'DM Sans', size: 13, letterSpacing: 6.5, uppercase: true, color: ink, left: 72, top: 49 },
  ]),
];
