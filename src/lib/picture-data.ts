/**
 * A picture ready for the page: its fallback file, its dimensions, its words and its modern sources
 * (AVIF, WebP), as lib/picture.ts prepares it and ui/Picture.tsx draws it. It lives here, below both.
 */
export interface PictureData {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** `media`: a source for some widths only (a hero's phone band), listed before the others. */
  sources: { type: string; srcSet: string; sizes: string; media?: string }[];
}

/** A hero's picture, with the way its hero sets it (lib/picture-slots.ts), an article's included. */
export interface HeroPictureData extends PictureData {
  layout: 'side' | 'sheet' | 'quiet' | 'article';
}
