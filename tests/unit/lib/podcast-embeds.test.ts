/**
 * What the embed helpers derive from the site config: each podcast card's page and player, the
 * length of the discovery call per language.
 */
import { describe, expect, it } from 'vitest';
import { providers } from '../../../src/config/providers';
import { site } from '../../../src/config/site';
import { discoveryCallMinutes, episodeTargets, schedulingUrl, showTarget } from '../../../src/lib/embeds';

describe('podcast cards', () => {
  it('link each episode to its own page on the platform and give it its own player, in the config order', () => {
    const targets = episodeTargets(['A', 'B', 'C', 'D']);
    expect(targets.map((t) => t.href)).toEqual(site.podcast.episodeIds.map((id) => `https://open.spotify.com/episode/${id}`));
    expect(targets.map((t) => t.player)).toEqual(
      site.podcast.episodeIds.map((id, i) => ({ src: `${providers.music.embedBase}/episode/${id}`, title: 'ABCD'[i] })),
    );
  });

  it('refuse a content list that does not match the episode ids', () => {
    expect(() => episodeTargets(['A', 'B', 'C'])).toThrow(/3 episodes.*4 episode ids/);
  });

  it('link the show card to the show page and its player', () => {
    expect(showTarget('Show')).toEqual({
      href: site.external.podcastPlatform,
      player: { src: `${providers.music.embedBase}/show/${site.podcast.showId}`, title: 'Show' },
    });
  });
});

describe('discovery call', () => {
  it('lasts 15 minutes on French pages and 30 in English, matching the scheduling page', () => {
    expect(discoveryCallMinutes('fr')).toBe(15);
    expect(discoveryCallMinutes('en')).toBe(30);
    expect(schedulingUrl('fr')).toBe(site.widgets.schedulingFr15);
    expect(schedulingUrl('en')).toBe(site.widgets.schedulingEn30);
  });
});
