/**
 * The podcast cards of the home and podcast pages, built once from the podcast page's content:
 * the show and the four featured episodes, each with its picture, platform page and player.
 * Runs at build time only, in the page's frontmatter.
 */
import type { PictureData } from './picture-data';
import type { PodcastContent } from '../content/types';
import type { Locale } from '../i18n/locales';
import { formatDuration, isoDuration } from './duration';
import { episodeTargets, showTarget, type PodcastTarget } from './embeds';
import { toPicture } from './picture';

export interface PodcastCardData extends PodcastTarget {
  title: string;
  description: string;
  /** An episode's length, as shown and as ISO 8601 for <time>. */
  duration?: { text: string; iso: string };
  image: PictureData;
}

const picture = (image: PodcastContent['show']['card']['image']) => toPicture(image, [192], '96px');

export async function podcastCards(content: PodcastContent, lang: Locale): Promise<{ show: PodcastCardData; episodes: PodcastCardData[] }> {
  const { card } = content.show;
  const targets = episodeTargets(content.episodes.items.map((item) => item.title));
  const [showImage, ...episodeImages] = await Promise.all([
    picture(card.image),
    ...content.episodes.items.map((item) => picture(item.image)),
  ]);
  return {
    show: { ...showTarget(card.title), title: card.title, description: card.description, image: showImage! },
    episodes: content.episodes.items.map((item, index) => ({
      ...targets[index]!,
      title: item.title,
      description: item.description,
      duration: { text: formatDuration(item.minutes, lang), iso: isoDuration(item.minutes) },
      image: episodeImages[index]!,
    })),
  };
}
