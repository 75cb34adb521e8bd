/**
 * Build-time helpers that turn the site config into what the embed islands take: player
 * addresses, the reviews loader, the scheduling page of a language, and the facade words.
 */
import { providers } from '../config/providers';
import { site } from '../config/site';
import type { Locale } from '../i18n/locales';
import type { MusicPlayer } from '../components/islands/MusicEmbed';

/**
 * The discovery call of a language (spec §9): 15 minutes on French pages, 30 minutes in English.
 * The spec names only the English contact page for the 30-minute call; the English pages all use
 * it, since the English copy promises a 30-minute call.
 */
export function schedulingUrl(lang: Locale): string {
  return lang === 'en' ? site.widgets.schedulingEn30 : site.widgets.schedulingFr15;
}

export function reviewsLoaderSrc(widgetId: string): string {
  return `${providers.reviews.loaderUrl}?${encodeURIComponent(widgetId)}`;
}

export const podcastShowUrl = site.external.podcastPlatform;

export function showPlayer(title: string): MusicPlayer {
  return { src: `${providers.music.embedBase}/show/${site.podcast.showId}`, title };
}

/** The four featured episodes, with their titles from the page content, in the config's order. */
export function episodePlayers(titles: readonly string[]): MusicPlayer[] {
  if (titles.length !== site.podcast.episodeIds.length) {
    throw new Error(`The content names ${titles.length} episodes but the site config has ${site.podcast.episodeIds.length} episode ids.`);
  }
  return site.podcast.episodeIds.map((id, index) => ({ src: `${providers.music.embedBase}/episode/${id}`, title: titles[index]! }));
}
