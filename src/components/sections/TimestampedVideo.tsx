/**
 * A video testimonial on the training page: the video island beside who speaks and the list of
 * moments worth jumping to.
 */
import type { ReactNode } from 'react';
import { TimestampList, type TimestampEntry } from '../ui/TimestampList';

interface TimestampedVideoProps {
  /** Who speaks, and what they do. */
  name: string;
  role: string;
  /** The heading of the list of moments. */
  timestampsTitle: string;
  timestamps: readonly TimestampEntry[];
  /** The video embed island (poster, consent, player). */
  children: ReactNode;
}

/**
 * A video testimonial: the player, and beside it (under it on a phone) who speaks and the
 * moments worth jumping to.
 */
export function TimestampedVideo({ name, role, timestampsTitle, timestamps, children }: TimestampedVideoProps) {
  return (
    <article
      className="grid overflow-hidden rounded-card border border-sand-deep/70 bg-white lg:grid-cols-[1.5fr_1fr]"
      data-video-testimonial
    >
      <div className="self-start">{children}</div>
      <div className="p-5 sm:p-8">
        {/* Name and trade on one line where they fit. */}
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h3 className="font-serif text-2xl font-medium text-ink">{name}</h3>
          <p className="text-ink-soft">{role}</p>
        </div>
        {/* Named for screen readers; on screen the times in the margin say what the list is. */}
        <h4 className="sr-only">{timestampsTitle}</h4>
        <TimestampList entries={timestamps} className="mt-3" />
      </div>
    </article>
  );
}
