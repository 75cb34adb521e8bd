/** The decorative play mark centred over a video poster or a podcast episode's thumbnail. */
import { cn } from '../../lib/cn';

/**
 * The play mark laid over a video poster or an episode's thumbnail, at its centre (the drawings
 * keep their centre calm for it): a clay disc ringed in linen with a linen triangle, so a photo
 * the owner puts in its place gets it too. Decoration only: the button or link beside it carries
 * the name. In forced colours the disc's fill is dropped, but its rim and the triangle
 * (currentColor) take the system's text colour, so the mark still shows over the picture.
 * `lg` on a poster, `sm` on a thumbnail. The parent is positioned; the mark grows a little under the
 * pointer inside a `group` (the poster that has become the video's play button).
 */
export function PlayMark({ size, className }: { size: 'sm' | 'lg'; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-play-mark
      className={cn(
        'pointer-events-none absolute top-1/2 left-1/2 inline-flex -translate-1/2 items-center justify-center rounded-full border-linen bg-clay-deep text-linen shadow-sm transition-transform duration-200 motion-safe:group-hover:scale-110',
        size === 'lg' ? 'size-16 border-2 sm:size-18' : 'size-8 border',
        className,
      )}
    >
      {/* The triangle drawn a little right of centre, where the eye reads a play sign as centred. */}
      <svg viewBox="0 0 24 24" className={size === 'lg' ? 'size-7 translate-x-0.5' : 'size-3.5 translate-x-px'}>
        <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
      </svg>
    </span>
  );
}
