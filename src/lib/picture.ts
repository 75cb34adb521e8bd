/**
 * Turns a content image into what the React <Picture> primitive renders: AVIF and WebP sources at
 * a few widths for photographs, the file as it is for SVG illustrations (already tiny and sharp).
 * Runs at build time only, in the page's frontmatter.
 */
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import type { PictureData } from '../components/ui/Picture';

export interface ContentImage {
  src: ImageMetadata;
  alt: string;
}

export async function toPicture(image: ContentImage, widths: number[], sizes: string): Promise<PictureData> {
  const { src, alt } = image;
  if (src.format === 'svg') {
    return { src: src.src, width: src.width, height: src.height, alt, sources: [] };
  }
  const usable = widths.filter((w) => w <= src.width);
  const formats = ['avif', 'webp'] as const;
  const sources = await Promise.all(
    formats.map(async (format) => {
      const variants = await Promise.all(usable.map((width) => getImage({ src, width, format })));
      return {
        type: `image/${format}`,
        srcSet: variants.map((v, i) => `${v.src} ${usable[i]}w`).join(', '),
        sizes,
      };
    }),
  );
  const fallback = await getImage({ src, width: Math.min(src.width, Math.max(...widths)), format: 'jpg' });
  return { src: fallback.src, width: src.width, height: src.height, alt, sources };
}
