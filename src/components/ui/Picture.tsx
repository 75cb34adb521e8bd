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
}

export type { PictureData };

/** A prepared picture's AVIF and WebP sources, the ones for some widths only (`media`) first. */
export function PictureSources({ sources }: { sources: PictureData['sources'] }) {
  return sources.map((source) => (
    <source key={`${source.media ?? ''}${source.type}`} media={source.media} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
  ));
}

/** An image prepared at build time by lib/picture.ts: optimised sources and intrinsic size. */
export function Picture({ image, className, priority = false, loading }: PictureProps) {
  return (
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
}
