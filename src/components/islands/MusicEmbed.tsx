/**
 * The island that shows one podcast card's music-platform player on the home and podcast pages: a
 * "listen here" button before media consent, the player behind ConsentGate after.
 */
import { Play } from 'lucide-react';
import { ConsentGate } from '../embeds/ConsentGate';
import { allow } from '../embeds/consent-client';
import { useConsent } from '../embeds/hooks';
import type { FacadeLabels } from '../embeds/labels';
import { Button } from '../ui/Button';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';
import type { MusicPlayer } from '../../lib/embeds';
import { KeepCompounds } from '../ui/KeepCompounds';

interface MusicEmbedProps {
  /** The one player this card shows: the show or one episode. */
  player: MusicPlayer;
  /** The show or episode on the platform, for the fallback. */
  directUrl: string;
  labels: FacadeLabels;
  /** "Listen here", and the same with the title for screen readers. */
  listen: { label: string; name: string };
}

/** The provider's own allow list for its players. */
const ALLOW = 'autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture';

/**
 * One card's music-platform player (352 px high, lazy), behind consent for
 * "media". Once media is allowed, every card's player mounts as it nears the screen and unmounts
 * when it leaves (ConsentGate). Before that, the card offers "listen here", which allows media:
 * this card's player then shows, and so do the others as they come into view. Without JavaScript
 * the card's title link remains, so the button stays hidden until the island runs (its place
 * kept, so nothing moves).
 */
export function MusicEmbed({ player, directUrl, labels, listen }: MusicEmbedProps) {
  const allowed = useConsent('media');
  const hydrated = useHydrated();

  if (!allowed) {
    return (
      <div data-embed="media" data-embed-state="facade">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => allow('media')}
          disabled={!hydrated}
          aria-label={listen.name}
          className={cn(!hydrated && 'invisible')}
          data-listen
        >
          <Play aria-hidden="true" />
          <KeepCompounds text={listen.label} />
        </Button>
      </div>
    );
  }
  return (
    <ConsentGate category="media" labels={labels} directUrl={directUrl} sizeClass="min-h-[352px]">
      {() => (
        <iframe
          src={player.src}
          title={player.title}
          width="100%"
          height="352"
          loading="lazy"
          allow={ALLOW}
          className="block h-[352px] w-full rounded-card border-0"
          data-provider-frame="music"
        />
      )}
    </ConsentGate>
  );
}
