/**
 * Turns a content image into what the React <Picture> primitive renders: AVIF and WebP sources at
 * a few widths for photographs, the file as it is for SVG illustrations (already tiny and sharp).
 * Runs at build time only, in the page's frontmatter.
 *
 * Astro deletes an imported original from dist/ unless code reads a property of its metadata: the
 * metadata is a proxy that counts any read as "the original is used". So the facts are read from
 * its clone, and only getImage (which reads the clone too) sees the proxy; the owner's original
 * photos, with their size and camera data, never ship (src/integrations/image-check.ts checks dist/).
 */
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import type { HeroPictureData, PictureData } from './picture-data';
import { checkPictureFile, imageFacts, usableWidths } from './picture-checks';
import { heroPictureSlots, type HeroLayout } from './picture-slots';

/**
 * Whether a content picture is a photograph (a raster file the owner put there) rather than one of
 * the site's drawings (SVG). Where the practitioner's portrait belongs, a drawing of her studio
 * stands in until her photograph arrives: it is not a portrait, so it is not shown or described as
 * one (the article's author box, the Person in structured data).
 */
export function isPhotograph(image: ImageMetadata): boolean {
  // Read from the clone: asking the proxy would ship the original (see above).
  return imageFacts(image).format !== 'svg';
}

export interface ContentImage {
  src: ImageMetadata;
  alt: string;
}

/**
 * Encoder qualities: a phone's first-screen photo stays under 60 kB (docs/performance.md), and
 * the eye cannot tell these from the defaults at the sizes shown.
 */
export const pictureQuality = { avif: 50, webp: 70, jpg: 72 } as const;

export async function toPicture(image: ContentImage, widths: number[], sizes: string): Promise<PictureData> {
  const { src, alt } = image;
  const facts = imageFacts(src);
  if (facts.format === 'svg') {
    return { src: facts.src, width: facts.width, height: facts.height, alt, sources: [] };
  }
  checkPictureFile(facts);
  const usable = usableWidths(facts, widths);
  const formats = ['avif', 'webp'] as const;
  const sources = await Promise.all(
    formats.map(async (format) => {
      const variants = await Promise.all(usable.map((width) => getImage({ src, width, format, quality: pictureQuality[format] })));
      return {
        type: `image/${format}`,
        srcSet: variants.map((v, i) => `${v.src} ${usable[i]}w`).join(', '),
        sizes,
      };
    }),
  );
  // The fallback, for browsers without AVIF or WebP, at the widest size the slot uses.
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
  const { widths, sizes } = heroPictureSlots[layout];
  return { ...(await toPicture({ src: image.src, alt: image.alt ?? '' }, [...widths], sizes)), layout };
}
