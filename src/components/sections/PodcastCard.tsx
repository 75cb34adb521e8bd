import { Clock, ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ExternalLink } from '../ui/ExternalLink';
import { Picture, type PictureData } from '../ui/Picture';

interface PodcastCardProps {
  title: string;
  description: string;
  /** An episode's length, as shown ("34 min") and as ISO 8601; the show has none. */
  duration?: { text: string; iso: string } | undefined;
  image: PictureData;
  /** The show or episode page on the music platform. */
  href: string;
  newTabLabel: string;
  /** The card's own player island ("listen here"). */
  children: ReactNode;
}

/**
 * The show or one episode as our own HTML card, so what there is to hear shows without any
 * third-party content: picture, title linking to the platform, one line and the length. The
 * player loads inside the card only when asked for.
 */
export function PodcastCard({ title, description, duration, image, href, newTabLabel, children }: PodcastCardProps) {
  return (
    <article className="surface-light flex h-full flex-col gap-4 rounded-card border border-sand-deep/70 bg-linen p-4 text-ink sm:p-5" data-podcast-card>
      <div className="flex gap-4">
        <Picture image={image} className="size-20 shrink-0 rounded-xl sm:size-24" />
        <div className="min-w-0">
          <h3 className="font-serif text-lg leading-snug font-medium">
            <ExternalLink href={href} newTabLabel={newTabLabel} className="underline-offset-4 hover:underline" data-podcast-link>
              {title}
              <ExternalIcon aria-hidden="true" className="ml-1.5 inline size-4 align-baseline text-clay-deep" />
            </ExternalLink>
          </h3>
          <p className="mt-1 text-base text-ink-soft sm:text-sm">{description}</p>
          {duration && (
            <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-clay-deep" data-episode-duration>
              <Clock aria-hidden="true" className="size-4" />
              <time dateTime={duration.iso}>{duration.text}</time>
            </p>
          )}
        </div>
      </div>
      <div className="mt-auto">{children}</div>
    </article>
  );
}
