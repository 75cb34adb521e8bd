/**
 * The third parties whose content loads only after consent (docs/decisions/003).
 * `origins` are what each needs in the Content-Security-Policy: astro.config.ts builds the CSP from
 * them, so allowing a provider and naming it to the visitor happen in one place.
 *
 * This stays in code, not in the owner's content: it is what guards the site. The addresses the
 * owner types (src/content/site/site.yaml) are checked against it: `providerAddresses` names each
 * address that a provider's frame loads, and the site schema refuses one whose origin is not allowed.
 * Browser code (islands, embeds) imports this module and nothing else of the config.
 */
export const providers = {
  scheduling: {
    name: 'Calendly',
    category: 'booking',
    privacyUrl: 'https://calendly.com/legal/privacy-notice',
    origins: { frame: ['https://calendly.com'] },
  },
  reviews: {
    name: 'Trustindex',
    category: 'reviews',
    privacyUrl: 'https://www.trustindex.io/privacy-policy/',
    /** The loader script; the widget id is appended as its query string. */
    loaderUrl: 'https://cdn.trustindex.io/loader.js',
    origins: {
      script: ['https://cdn.trustindex.io'],
      style: ['https://cdn.trustindex.io'],
      img: ['https://cdn.trustindex.io'],
      connect: ['https://cdn.trustindex.io'],
    },
  },
  music: {
    name: 'Spotify',
    category: 'media',
    privacyUrl: 'https://www.spotify.com/legal/privacy-policy/',
    /** Players; the show's own page is `external.podcastPlatform`. */
    embedBase: 'https://open.spotify.com/embed',
    /** The show's page on the platform: the show id is appended (site.external.podcastPlatform). */
    showBase: 'https://open.spotify.com/show/',
    /** Show and episode pages: `<pageBase>/episode/<id>` (the podcast cards link there). */
    pageBase: 'https://open.spotify.com',
    origins: { frame: ['https://open.spotify.com'] },
  },
  video: {
    name: 'YouTube',
    category: 'media',
    privacyUrl: 'https://policies.google.com/privacy',
    /** The privacy-enhanced domain: no cookie until the visitor plays the video. */
    embedBase: 'https://www.youtube-nocookie.com/embed',
    pageBase: 'https://www.youtube.com/watch?v=',
    origins: { frame: ['https://www.youtube-nocookie.com'] },
  },
} as const;

export type ProviderId = keyof typeof providers;
export type ConsentCategory = (typeof providers)[ProviderId]['category'];
export const consentCategories: readonly ConsentCategory[] = ['booking', 'media', 'reviews'];
export type CspDirective = 'frame' | 'script' | 'style' | 'img' | 'connect';

/** Every origin a CSP directive must allow for the consented embeds. */
export function providerOrigins(directive: CspDirective): string[] {
  const all = Object.values(providers).flatMap((p) => (p.origins as Partial<Record<string, readonly string[]>>)[directive] ?? []);
  return [...new Set(all)];
}

/**
 * The addresses of site.yaml that a provider loads in the page, by field path, with the provider
 * and the CSP directive that must allow their origin. An address whose origin that provider does not
 * declare fails the build, naming the field (content/schemas/site.ts).
 */
export const providerAddresses = {
  'widgets.schedulingFr15': { provider: 'scheduling', directive: 'frame' },
  'widgets.schedulingEn30': { provider: 'scheduling', directive: 'frame' },
} as const satisfies Record<string, { provider: ProviderId; directive: CspDirective }>;

/** Whether `address` may be loaded for `provider` under `directive`: its origin is one the provider declares. */
export function originAllowed(address: string, provider: ProviderId, directive: CspDirective): boolean {
  let origin: string;
  try {
    origin = new URL(address).origin;
  } catch {
    return false;
  }
  const declared = (providers[provider].origins as Partial<Record<CspDirective, readonly string[]>>)[directive] ?? [];
  return declared.includes(origin);
}
