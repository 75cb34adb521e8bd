import { ConsentGate } from '../embeds/ConsentGate';
import type { FacadeLabels } from '../embeds/labels';
import { DirectLinkBelow } from '../embeds/Facade';
import { cn } from '../../lib/cn';

export interface MusicPlayer {
  /** The player's embed address on the music platform. */
  src: string;
  /** Names the player for screen readers: the show or the episode title. */
  title: string;
}

interface MusicEmbedProps {
  players: readonly MusicPlayer[];
  /** The show on the platform, for the facade and the fallback. */
  directUrl: string;
  labels: FacadeLabels;
  /** Lay several players out two by two from medium screens up. */
  grid?: boolean;
}

/** The provider's own allow list for its players. */
const ALLOW = 'autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture';

/** Music-platform players, 352 px high and lazy (spec §9), behind consent for "media". */
export function MusicEmbed({ players, directUrl, labels, grid = false }: MusicEmbedProps) {
  const layout = cn('grid gap-4', grid && 'md:grid-cols-2 [&>*:first-child]:md:col-span-2');
  return (
    <ConsentGate
      category="media"
      labels={labels}
      directUrl={directUrl}
      sizeClass="min-h-[352px]"
      placeholder={
        <div className={layout}>
          {players.map((player) => (
            <div key={player.src} className="h-[352px] rounded-card bg-sand/60" />
          ))}
        </div>
      }
    >
      {() => (
        <>
          <div className={layout}>
            {players.map((player) => (
              <iframe
                key={player.src}
                src={player.src}
                title={player.title}
                width="100%"
                height="352"
                loading="lazy"
                allow={ALLOW}
                className="block h-[352px] w-full rounded-card border-0"
                data-provider-frame="music"
              />
            ))}
          </div>
          <DirectLinkBelow labels={labels} href={directUrl} />
        </>
      )}
    </ConsentGate>
  );
}
