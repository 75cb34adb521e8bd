/**
 * Build-time helpers that turn the site config into what the embed islands take: player
 * addresses, the reviews loader, the scheduling page of a language, and the facade words.
 */
import { providers } from '../config/providers';
import { site } from '../config/site';
import type { Locale } from '../i18n/locales';

/**
 * The discovery call of a language: 15 minutes on French pages, 30 minutes in English.
 * The first site used the 30-minute call on the English contact page only; the English pages all use
 * it, since the English copy promises a 30-minute call.
 */
export function schedulingUrl(lang: Locale): string {
  return lang === 'en' ? site.widgets.schedulingEn30 : site.widgets.schedulingFr15;
}

/** How long the call behind `schedulingUrl(lang)` lasts, in minutes. */
export function discoveryCallMinutes(lang: Locale): 15 | 30 {
  return lang === 'en' ? 30 : 15;
}

export function reviewsLoaderSrc(widgetId: string): string {
  return `${providers.reviews.loaderUrl}?${encodeURIComponent(widgetId)}`;
}

export const podcastShowUrl = site.external.podcastPlatform;

/** One player of the music platform. */
export interface MusicPlayer {
  /** The player's embed address on the music platform. */
  src: string;
  /** Names the player for screen readers: the show or the episode title. */
  title: string;
}

/** Where a podcast card leads: the show or episode page on the platform, and its player. */
export interface PodcastTarget {
  href: string;
  player: MusicPlayer;
}

export function showTarget(title: string): PodcastTarget {
  return { href: podcastShowUrl, player: { src: `${providers.music.embedBase}/show/${site.podcast.showId}`, title } };
}

/**
 * The four featured episodes, with their titles from the page content, in the config's order:
 * each opens its own page on the platform and has its own player.
 */
export function episodeTargets(titles: readonly string[]): PodcastTarget[] {
  if (titles.length !== site.podcast.episodeIds.length) {
    throw new Error(`The content names ${titles.length} episodes but the site config has ${site.podcast.episodeIds.length} episode ids.`);
  }
  return site.podcast.episodeIds.map((id, index) => ({
    href: `${providers.music.pageBase}/episode/${id}`,
    player: { src: `${providers.music.embedBase}/episode/${id}`, title: titles[index]! },
  }));
}
