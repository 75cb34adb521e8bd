/**
 * The video island behind the VideoPlayer section (training and podcast pages): a self-hosted
 * poster and, once media is allowed, the player from the privacy-enhanced domain on click.
 */
import { useState } from 'react';
import { providers } from '../../config/providers';
import { ConsentGate } from '../embeds/ConsentGate';
import type { FacadeLabels } from '../embeds/labels';
import { Poster } from '../embeds/Poster';
import type { PictureData } from '../ui/Picture';

interface VideoEmbedProps {
  videoId: string;
  title: string;
  poster: PictureData;
  fallbackPoster: PictureData;
  /** "Play the video: <title>", already translated. */
  playLabel: string;
  labels: FacadeLabels;
  /** False in a section of several videos that states the privacy note once, below them (ConsentNote). */
  notice?: boolean;
}

/**
 * A video behind a self-hosted poster (docs/decisions/003). Before consent for "media": the poster
 * with a compact facade beneath it. After: the poster as a play button, and on click the player from the
 * privacy-enhanced domain. Leaving the screen unmounts the player, back to the poster.
 */
export function VideoEmbed({ videoId, title, poster, fallbackPoster, playLabel, labels, notice = true }: VideoEmbedProps) {
  const backdrop = <Poster image={poster} fallback={fallbackPoster} />;
  return (
    <ConsentGate
      category="media"
      labels={labels}
      directUrl={`${providers.video.pageBase}${videoId}`}
      sizeClass="aspect-video"
      backdrop={backdrop}
      notice={notice}
    >
      {() => <VideoPlayer videoId={videoId} title={title} playLabel={playLabel} backdrop={backdrop} />}
    </ConsentGate>
  );
}

function VideoPlayer({
  videoId,
  title,
  playLabel,
  backdrop,
}: {
  videoId: string;
  title: string;
  playLabel: string;
  backdrop: React.ReactNode;
}) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        src={`${providers.video.embedBase}/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 size-full border-0"
        data-provider-frame="video"
      />
    );
  }
  // The poster draws the play mark; the button lies over the whole poster and grows the mark on hover.
  return (
    <div className="group absolute inset-0">
      {backdrop}
      <button type="button" onClick={() => setPlaying(true)} className="absolute inset-0" data-play>
        <span className="sr-only">{playLabel}</span>
      </button>
    </div>
  );
}
