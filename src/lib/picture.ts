/**
 * Turns a content image into what the React <Picture> primitive renders: AVIF and WebP sources at
 * a few widths for photographs, the file as it is for SVG illustrations (already tiny and sharp).
 * Runs at build time only, in the page's frontmatter.
 *
 * Astro deletes an imported original from dist/ unless code reads a property of its metadata: the
 * metadata is a proxy that counts any read as "the original is used". So the facts are read from
 * its clone, and only getImage (which reads the clone too) sees the proxy; the owner's original
 * photos, with their size and camera data, never ship (build/assets/image-check.ts checks dist/).
 */
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import type { HeroPictureData, PictureData } from './picture-data';
import { checkPictureFile, imageFacts, usableWidths, type ImageFacts } from './picture-checks';
import { downloadWidth, heroPhoneBand, heroPictureSlots, type HeroLayout } from './picture-slots';

export interface ContentImage {
  src: ImageMetadata;
  alt: string;
}

/**
 * Encoder qualities: a phone's first-screen photo stays under 60 kB (docs/performance.md), and
 * the eye cannot tell these from the defaults at the sizes shown.
 */
export const pictureQuality = { avif: 50, webp: 70, jpg: 72 } as const;

/**
 * How a picture's frame crops it, when the frame is not the picture's own shape (`object-cover`):
 * its files are cut to the frame's ratio (its middle, as the browser would show it), so no visitor
 * downloads the part the frame hides. `media` makes one cut for some widths only (the heroes' 12:5
 * band on phones), listed before the picture's own sources so that it is chosen where it matches.
 */
export interface PictureCut {
  widths: readonly number[];
  sizes: string;
  /** Width over height of the frame; none for the picture's own ratio. */
  ratio?: number | undefined;
  media?: string | undefined;
}

const formats = ['avif', 'webp'] as const;

/** What a cut keeps: the middle of the picture, or its most striking part (`attention`: sharp's guess, a portrait's face). */
export type CutPosition = 'center' | 'attention';

/** The AVIF and WebP sources of one cut, at the widths the file is large enough for. */
async function cutSources(src: ImageMetadata, facts: ImageFacts, cut: PictureCut, position: CutPosition): Promise<PictureData['sources']> {
  const { ratio, media, sizes } = cut;
  // A cut is as wide as the file at most, and no wider than its height allows at its ratio.
  const widest = ratio ? Math.min(facts.width, Math.floor(facts.height * ratio)) : facts.width;
  const usable = usableWidths({ ...facts, width: widest }, cut.widths);
  return Promise.all(
    formats.map(async (format) => {
      const variants = await Promise.all(
        usable.map((width) =>
          getImage({
            src,
            width,
            ...(ratio ? { height: Math.round(width / ratio), fit: 'cover' as const, position } : {}),
            format,
            quality: pictureQuality[format],
          }),
        ),
      );
      return {
        type: `image/${format}`,
        srcSet: variants.map((v, i) => `${v.src} ${usable[i]}w`).join(', '),
        sizes,
        ...(media ? { media } : {}),
      };
    }),
  );
}

/**
 * A content picture at the widths its place uses, cut to its frame's ratio if given (`ratio`), and
 * for some widths to another frame (`cuts`, the heroes' phone band), keeping the middle or, for a
 * portrait, its face (`position`). SVG drawings are used as they are: the frame crops them, at no cost.
 */
export async function toPicture(
  image: ContentImage,
  widths: readonly number[],
  sizes: string,
  { ratio, cuts = [], position = 'center' }: { ratio?: number | undefined; cuts?: readonly PictureCut[]; position?: CutPosition } = {},
): Promise<PictureData> {
  const { src, alt } = image;
  const facts = imageFacts(src);
  if (facts.format === 'svg') {
    return { src: facts.src, width: facts.width, height: facts.height, alt, sources: [] };
  }
  checkPictureFile(facts);
  const usable = usableWidths(facts, widths);
  const sources = (await Promise.all([...cuts, { widths, sizes, ratio }].map((cut) => cutSources(src, facts, cut, position)))).flat();
  // The fallback, for browsers without AVIF or WebP: the whole picture (whatever frame it lands
  // in, it fills it) at the widest size the slot uses.
  const fallback = await getImage({ src, width: Math.max(...usable), format: 'jpg', quality: pictureQuality.jpg });
  return { src: fallback.src, width: facts.width, height: facts.height, alt, sources };
}

/**
 * A page's `hero.picture` (its text alternative may be empty: a decorative drawing) with the sizes
 * of the layout it asks for, or an article's hero (`article`), for PageHero.
 */
export async function toHeroPicture(
  image: { src: ImageMetadata; alt?: string | undefined; layout?: HeroLayout | undefined },
  slot: 'article' | undefined = undefined,
): Promise<HeroPictureData> {
  const layout = slot ?? image.layout ?? 'side';
  const { widths, sizes, ratio } = heroPictureSlots[layout];
  const picture = await toPicture({ src: image.src, alt: image.alt ?? '' }, widths, sizes, { ratio, cuts: [heroPhoneBand] });
  return { ...picture, layout };
}

/** Whether a content picture is one of the site's SVG drawings rather than a photograph (read without keeping the original in dist/). */
export function isDrawing(image: ContentImage): boolean {
  return imageFacts(image.src).format === 'svg';
}

/**
 * A photograph offered for download (her portrait and the book's cover in the press kit): one JPEG,
 * as large as the file up to `downloadWidth`, for print; a journalist's software reads JPEG, not AVIF.
 */
export async function toDownload(image: ContentImage): Promise<string> {
  const { width } = imageFacts(image.src);
  return (await getImage({ src: image.src, width: Math.min(width, downloadWidth), format: 'jpg', quality: 85 })).src;
}
