/**
 * One podcast card in the site's own HTML (the show or an episode: thumbnail, title linking to the
 * platform, length), holding its player island, on the home and podcast pages.
 */
import { Clock, ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ExternalLink } from '../ui/ExternalLink';
import { Picture, type PictureData } from '../ui/Picture';
import { PlayMark } from '../ui/PlayMark';

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
 * third-party content: a thumbnail with the play mark, the title linking to the platform, one
 * line and the length, and "listen here" beside them once the card is wide enough for it (a
 * container query: the same card sits in a full-width panel, a column of two, or a phone), under
 * them otherwise. The thumbnail is one size everywhere, so every title of a page starts at the
 * same distance from its card's edge; the title starts level with the thumbnail's top and the button
 * sits level with its middle, so across a row of cards the titles and buttons line up whatever the
 * length of each one's text. The player loads inside the card only when asked
 * for, and then takes the card's whole width (352 px high, too tall to sit beside the text).
 */
/**
 * Once its player is allowed and shown (its island leaves the facade state: the `player-on` variant
 * of styles/global.css), the player's cell takes the card's width.
 */
const playerLine = 'player-on:col-span-full player-on:col-start-1';
const playerCell = 'player-on:w-full @md:player-on:col-span-full @md:player-on:col-start-1 @md:player-on:row-start-3 @md:player-on:mt-4';

export function PodcastCard({ title, description, duration, image, href, newTabLabel, children, variant = 'card' }: PodcastCardProps) {
  // An episode with its line (the podcast page): on a wide card the text takes the whole width
  // beside the thumbnail, and the length and the button share the card's last line, at its foot,
  // level across a row of cards. Beside the button, the text stopped at under half the card.
  const lined = Boolean(description && duration);
  return (
    <article
      className={cn(
        '@container h-full text-ink',
        // A row is centred in its height: on a phone's row of cards the show, shorter than an episode, sits level.
        variant === 'card'
          ? 'rounded-card border border-sand-deep/70 bg-linen p-4 surface-light sm:p-5'
          : 'py-4 max-sm:grid max-sm:content-center sm:py-5',
      )}
      data-podcast-card
    >
      <div
        className={cn(
          'grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 @md:grid-cols-[4.5rem_minmax(0,1fr)_auto] @md:gap-x-5',
          lined && 'h-full @md:grid-rows-[auto_1fr]',
        )}
      >
        <div
          className="relative row-span-2 size-18 self-start overflow-hidden rounded-xl border border-sand-deep/70 bg-white"
          data-podcast-thumbnail
        >
          <Picture image={image} whenNear className="size-full object-cover" />
          <PlayMark size="sm" />
        </div>
        <div className={cn('min-w-0 self-start', lined && '@md:col-span-2', !duration && !description && '@md:row-span-2 @md:self-center')}>
          <h3 className="font-serif text-lg leading-snug font-medium">
            <ExternalLink href={href} newTabLabel={newTabLabel} className="underline-offset-4 hover:underline" data-podcast-link>
              {title}
              <ExternalIcon aria-hidden="true" className="ml-1.5 inline size-4 align-baseline text-clay-deep" />
            </ExternalLink>
          </h3>
          {description && <p className="mt-1 text-ink-soft">{description}</p>}
        </div>
        {/* On a narrow card the length and the button share a line under the text; on a wide one the
            line dissolves (contents), the length under the text and the button beside it all. Once the
            player is allowed it replaces the button and takes the card's whole width. */}
        <div className={cn('col-start-2 mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 @md:contents', playerLine)}>
          {duration && (
            <p
              className={cn(
                'inline-flex items-center gap-1.5 font-medium text-clay-deep @md:col-start-2',
                lined ? '@md:mt-3 @md:self-end @md:py-3' : '@md:mt-1.5 @md:self-start',
              )}
              data-episode-duration
            >
              <Clock aria-hidden="true" className="size-4" />
              <time dateTime={duration.iso}>{duration.text}</time>
            </p>
          )}
          <div
            className={cn(
              '@md:col-start-3',
              lined ? '@md:row-start-2 @md:mt-3 @md:self-end' : '@md:row-span-2 @md:row-start-1 @md:mt-3.5 @md:self-start',
              playerCell,
            )}
          >
            {children}
          </div>
        </div>
      </div>
    </article>
  );
}
