/**
 * The <picture> element for every image prepared at build time (lib/picture.ts), with its sources,
 * its loading priority and the stand-in held until it nears the screen.
 */
import type { PictureData } from '../../lib/picture-data';
import { cn } from '../../lib/cn';

interface PictureProps {
  image: PictureData;
  className?: string;
  /** The hero image is the page's largest paint: load it first, never lazily. */
  priority?: boolean;
  /**
   * Overrides how the image loads when it is not the hero's: `eager` for one that must be there
   * the moment its block appears (the first slide of a carousel) without the hero's high priority.
   */
  loading?: 'eager' | 'lazy';
  /**
   * Held back until it comes near the screen (src/client/load-near.ts), for every picture that is
   * never in the first screen: the browser alone fetches lazy pictures up to 1,250–2,500 px ahead
   * (Chromium), photos that a visitor on a phone may never scroll to, sharing the connection with
   * the first screen's. Until then a tinted box of the picture's size and ratio stands in its
   * place, named by its text for assistive technology; without JavaScript the picture itself is
   * there (in a <noscript>).
   */
  whenNear?: boolean;
}

export type { PictureData };

/** A prepared picture's AVIF and WebP sources, the ones for some widths only (`media`) first. */
export function PictureSources({ sources }: { sources: PictureData['sources'] }) {
  return sources.map((source) => (
    <source
      key={`${source.media ?? ''}${source.type}`}
      media={source.media}
      type={source.type}
      srcSet={source.srcSet}
      sizes={source.sizes}
    />
  ));
}

/** An image prepared at build time by lib/picture.ts: optimised sources and intrinsic size. */
export function Picture({ image, className, priority = false, loading, whenNear = false }: PictureProps) {
  const picture = (
    <picture data-slot="picture">
      <PictureSources sources={image.sources} />
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={loading ?? (priority ? 'eager' : 'lazy')}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={cn('h-auto w-full', className)}
      />
    </picture>
  );
  if (!whenNear || priority) return picture;
  const name = image.alt ? { role: 'img', 'aria-label': image.alt } : { 'aria-hidden': true };
  return (
    <span data-near="" {...name} className={cn('h-auto w-full', className, 'block min-h-0 overflow-hidden bg-sand')}>
      {/* The picture's own ratio, for the places whose classes give it none (a section's picture,
          shown whole): the stand-in is as tall as the picture will be, so nothing moves when it
          comes (Safari keeps no scroll anchor). Where a class frames it (a card's 3 : 2, whatever
          the photo's own ratio), the frame decides: min-h-0 keeps the sizer from stretching it. */}
      <svg aria-hidden="true" viewBox={`0 0 ${image.width} ${image.height}`} className="block h-auto w-full" />
      <noscript>{picture}</noscript>
    </span>
  );
}
