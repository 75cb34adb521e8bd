/**
 * One video of the podcast page as a card: the video island on top, then its duration, title and
 * description.
 */
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';

interface VideoCardProps {
  title: string;
  description: string;
  duration: string;
  /** The video embed island (poster, consent, player). */
  children: ReactNode;
}

/** One podcast video: the player on top, then title, duration and description. */
export function VideoCard({ title, description, duration, children }: VideoCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-sand-deep/70 bg-white/70" data-video-card>
      {children}
      <div className="flex flex-1 flex-col p-6">
        <p className="mb-2 inline-flex items-center gap-2 text-sm font-medium text-clay-deep" data-duration>
          <Clock aria-hidden="true" className="size-4" />
          {duration}
        </p>
        <h3 className="font-serif text-xl font-medium text-ink">{title}</h3>
        <p className="mt-2 text-ink-soft">{description}</p>
      </div>
    </article>
  );
}
