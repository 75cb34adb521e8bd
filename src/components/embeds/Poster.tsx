/**
 * A video's self-hosted poster with its play mark, falling back to a stand-in picture if it fails
 * to load; VideoEmbed shows it before and after consent.
 */
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { PictureSources, type PictureData } from '../ui/Picture';
import { PlayMark } from '../ui/PlayMark';

/**
 * A video's self-hosted poster, with the play mark over its centre whatever the picture (before
 * consent too: it says what the card holds; the facade's buttons beneath say how to play it). If
 * it fails to load, the fallback image takes its place (docs/decisions/003), through a React
 * handler, not an inline attribute; an error that happened before hydration is caught on mount.
 */
export function Poster({ image, fallback, className }: { image: PictureData; fallback: PictureData; className?: string }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const node = img.current;
    if (node && node.complete && node.naturalWidth === 0) setFailed(true);
  }, []);
  const shown = failed ? fallback : image;
  // The poster's AVIF and WebP at the width its card shows (a photograph's, lib/picture.ts); the
  // <img> alone once it failed, with the fallback drawing.
  return (
    <>
      <picture data-slot="picture">
        <PictureSources sources={failed ? [] : image.sources} />
        <img
          ref={img}
          src={shown.src}
          width={shown.width}
          height={shown.height}
          alt={image.alt}
          loading="lazy"
          decoding="async"
          onError={failed ? undefined : () => setFailed(true)}
          data-poster={failed ? 'fallback' : 'original'}
          className={cn('absolute inset-0 size-full object-cover', className)}
        />
      </picture>
      <PlayMark size="lg" />
    </>
  );
}
