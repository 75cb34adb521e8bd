import { Clock, ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ExternalLink } from '../ui/ExternalLink';
import { Picture, type PictureData } from '../ui/Picture';

interface PodcastCardProps {
  title: string;
  /** One line about it; the home page's short list of players goes without. */
  description?: string | undefined;
  /** An episode's length, as shown ("34 min") and as ISO 8601; the show has none. */
  duration?: { text: string; iso: string } | undefined;
  image: PictureData;
  /** The show or episode page on the music platform. */
  href: string;
  newTabLabel: string;
  /** The card's own player island ("listen here"). */
  children: ReactNode;
  /** `row`: a line of a list that draws the surface itself (the home page's playlist panel). */
  variant?: 'card' | 'row';
}

/**
 * The show or one episode as our own HTML card, so what there is to hear shows without any
 * third-party content: picture, title linking to the platform, one line and the length, with
 * "listen here" beside them. The player loads inside the card only when asked for, and then
 * takes the card's whole width (352 px high, too tall to sit in the text column).
 */
export function PodcastCard({ title, description, duration, image, href, newTabLabel, children, variant = 'card' }: PodcastCardProps) {
  return (
    <article
      className={cn(
        'grid h-full grid-cols-[4rem_minmax(0,1fr)] content-start gap-x-4 gap-y-3 text-ink sm:grid-cols-[6rem_minmax(0,1fr)]',
        variant === 'card' ? 'surface-light rounded-card border border-sand-deep/70 bg-linen p-4 sm:p-5' : 'py-4 sm:py-5',
      )}
      data-podcast-card
    >
      <div className="row-span-2">
        <Picture image={image} className="size-16 rounded-xl sm:size-24" />
      </div>
      <div className="min-w-0">
        <h3 className="font-serif text-lg leading-snug font-medium">
          <ExternalLink href={href} newTabLabel={newTabLabel} className="underline-offset-4 hover:underline" data-podcast-link>
            {title}
            <ExternalIcon aria-hidden="true" className="ml-1.5 inline size-4 align-baseline text-clay-deep" />
          </ExternalLink>
        </h3>
        {description && <p className="mt-1 text-ink-soft">{description}</p>}
      </div>
      <div className="col-start-2 flex flex-wrap items-center gap-x-5 gap-y-2 self-end has-[[data-embed-state]:not([data-embed-state=facade])]:col-span-2 has-[[data-embed-state]:not([data-embed-state=facade])]:col-start-1">
        {duration && (
          <p className="inline-flex items-center gap-1.5 font-medium text-clay-deep" data-episode-duration>
            <Clock aria-hidden="true" className="size-4" />
            <time dateTime={duration.iso}>{duration.text}</time>
          </p>
        )}
        {children}
      </div>
    </article>
  );
}
