import { Play } from 'lucide-react';
import { useState } from 'react';
import { ConsentGate } from '../embeds/ConsentGate';
import { allow } from '../embeds/consent-client';
import { playerShown } from '../embeds/embed-state';
import { useConsent } from '../embeds/hooks';
import type { FacadeLabels } from '../embeds/labels';
import { Button } from '../ui/Button';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';
import type { MusicPlayer } from '../../lib/embeds';

interface MusicEmbedProps {
  /** The one player this card loads: the show or one episode. */
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
 * One card's music-platform player (spec §9: 352 px high, lazy), behind consent for "media". Each
 * card loads only its own player, on its "listen here" button: the button allows the category if
 * needed, and the player then mounts while on screen. Without JavaScript the card's title link
 * remains, so the button stays hidden until the island runs (its place kept, so nothing moves).
 */
export function MusicEmbed({ player, directUrl, labels, listen }: MusicEmbedProps) {
  const allowed = useConsent('media');
  const hydrated = useHydrated();
  const [requested, setRequested] = useState(false);

  if (!playerShown({ requested, allowed })) {
    const onListen = () => {
      if (!allowed) allow('media');
      setRequested(true);
    };
    return (
      <div data-embed="media" data-embed-state="facade">
        <Button size="sm" onClick={onListen} disabled={!hydrated} aria-label={listen.name} className={cn(!hydrated && 'invisible')} data-listen>
          <Play aria-hidden="true" />
          {listen.label}
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
