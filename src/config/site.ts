/**
 * Site config: the one place for the practice's identity, contact details and every external
 * address or third-party id. Components and content read these values; nothing else hard-codes
 * them (DESIGN.md "Three sources of truth", decisions.md 6).
 *
 * Values marked PLACEHOLDER are not known yet: the owner replaces them here and nowhere else.
 * They are written so that they are obviously placeholders (example.com, 000 numbers).
 */

/** Turns a name into a URL slug: "Prénom Nom" → "prenom-nom". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** PLACEHOLDER: the practitioner's name. The press page's path is derived from it. */
const practitionerName = 'Prénom Nom';

/** PLACEHOLDER: the podcast's show id on the music platform. */
const podcastShowId = 'SHOWID0000000000000000';

/** PLACEHOLDER: the international phone number, digits only after the +. */
const phoneDigits = '32000000000';

export const site = {
  /** Production origin, used for canonical and hreflang URLs. PLACEHOLDER until the domain is chosen. */
  url: 'https://www.example.com',
  /** Brand name shown in the logo and page titles. PLACEHOLDER. */
  brand: 'Atelier Habitat',

  practitioner: {
    name: practitionerName,
    /** PLACEHOLDER: the trademarked therapy-of-the-home method. */
    methodName: 'Méthode Habitat®',
  },

  contact: {
    /** Shown to people, in the Belgian format. PLACEHOLDER. */
    phoneDisplay: '+32 000 00 00 00',
    /** Used in tel: links. */
    phoneHref: `tel:+${phoneDigits}`,
    /** PLACEHOLDER. */
    email: 'contact@example.com',
    city: 'Bruxelles',
    country: 'Belgique',
  },

  /** The floating chat button: a plain deep link, no third-party script, no consent needed. */
  chat: {
    phoneDigits,
    /** The prefilled message is French on every page, as the spec states. PLACEHOLDER wording. */
    prefilledMessage: "Bonjour, je souhaite en savoir plus sur vos accompagnements pour mon habitat.",
  },

  /** Social profiles (spec §2.3: image-sharing, professional network, video). PLACEHOLDERS. */
  social: {
    instagram: 'https://www.instagram.com/example',
    linkedin: 'https://www.linkedin.com/in/example',
    youtube: 'https://www.youtube.com/@example',
  },

  /** External funnel pages on the provider's subdomains (spec §7). PLACEHOLDERS. */
  external: {
    quiz: 'https://quiz.example.com/psychologie-des-couleurs',
    masterclassConstruction: 'https://masterclass.example.com/3-erreurs-construction-renovation',
    masterclassNeuroArchitecture: 'https://masterclass.example.com/neuro-architecture',
    movingChecklist: 'https://ressources.example.com/checklist-visite-demenagement',
    replayColourPsychology: 'https://replay.example.com/psychologie-des-couleurs',
    replayIkigai: 'https://replay.example.com/atelier-ikigai',
    /** The recorded conference talk linked from the home hero. */
    conferenceVideo: 'https://www.youtube.com/watch?v=EXAMPLE',
    /** The book's page at the publisher's distributor (book, publisher and type parameters). */
    bookDistributor: 'https://distributeur.example.com/livre?ref=BOOK-REF&editeur=PUBLISHER-REF&type=papier',
    /** Where the podcast is listened to: the show's page on the music platform. */
    podcastPlatform: `https://open.spotify.com/show/${podcastShowId}`,
    /** Where the public reviews are read and written. */
    reviewPlatform: 'https://www.google.com/maps/place/EXAMPLE',
    /** The free workshop replay offered on the training page. */
    workshopReplay: 'https://replay.example.com/atelier-decouverte',
    /** Order pages of the three training plans (spec §3 "Training plan": link). */
    trainingOrderComplete: 'https://formation.example.com/commande/formation-complete',
    trainingOrderAutonome: 'https://formation.example.com/commande/formation-autonome',
    trainingOrderCouleur: 'https://formation.example.com/commande/module-couleur',
    /** Order pages of the four workshops (spec §3 "Workshop": link). */
    workshopColours: 'https://ateliers.example.com/psychologie-des-couleurs',
    workshopBedroom: 'https://ateliers.example.com/chambre-sommeil',
    workshopFengShui: 'https://ateliers.example.com/feng-shui-fondamentaux',
    workshopNeuroArchitecture: 'https://ateliers.example.com/neuro-architecture-habitat',
  },

  /**
   * The book (spec §3 "Book facts", decisions.md 5): its facts are stated once here, for the book
   * page and its structured data. The page's words around them live in src/content/livre.
   */
  book: {
    title: 'La neuro-architecture',
    /** PLACEHOLDER: the publishing house. */
    publisher: 'Éditions Exemple',
    /** PLACEHOLDER: the book's ISBN-13. */
    isbn: '978-0-000-00000-0',
    pages: 192,
    /** Width × height in millimetres (the spec's "cm" is a typo). */
    formatMm: [142, 225],
    /** Official release, year and month. */
    released: '2025-10',
    priceEur: 19.95,
  },

  /** Third-party widget and scheduling ids (used by the consent-gated embeds). PLACEHOLDERS. */
  widgets: {
    reviewsHome: 'REVIEWS-WIDGET-HOME',
    reviewsPodcast: 'REVIEWS-WIDGET-PODCAST',
    /** The 15-minute discovery call: French pages (contact, training, talks, support). */
    schedulingFr15: 'https://calendly.com/example/appel-decouverte-15-min',
    /** The 30-minute discovery call: the English contact page. */
    schedulingEn30: 'https://calendly.com/example/discovery-call-30-min',
  },

  /** The podcast on the music platform: the show and the four featured episodes (home and podcast pages). PLACEHOLDERS. */
  podcast: {
    showId: podcastShowId,
    episodeIds: ['EPISODEID0000000000001', 'EPISODEID0000000000002', 'EPISODEID0000000000003', 'EPISODEID0000000000004'],
  },

  /** The press page lives at /press-<slug>, the slug derived from the practitioner's name. */
  pressSlug: slugify(practitionerName),

  /** The footer's copyright year is fixed by the spec (decisions.md 8), not computed. */
  copyrightYear: 2025,

  /**
   * What the legal notice and the terms of sale must state beyond the contact details (Belgian
   * Code of Economic Law: enterprise number; the host of the site). PLACEHOLDERS.
   */
  legal: {
    /** The practice's number in the Crossroads Bank for Enterprises (BCE/KBO), also its VAT number. */
    enterpriseNumber: 'BE 0000.000.000',
    /** The company that hosts the site, and its address, as the host's own legal notice gives them. */
    host: { name: 'Example Hosting Ltd', address: '1 Example Street, 0000 Example City' },
  },
} as const;

/** The name of an external address of `site.external`, as content files refer to one. */
export type ExternalId = keyof typeof site.external;
export const externalIds = Object.keys(site.external) as [ExternalId, ...ExternalId[]];

/** The chat deep link: wa.me with the prefilled French message, URL-encoded. */
export const chatHref = `https://wa.me/${site.chat.phoneDigits}?text=${encodeURIComponent(site.chat.prefilledMessage)}`;

/**
 * The third parties whose content loads only after consent (DESIGN.md "Third parties and consent").
 * `origins` are what each needs in the Content-Security-Policy: astro.config.ts builds the CSP from
 * them, so allowing a provider and naming it to the visitor happen in one place.
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

/** Every origin a CSP directive must allow for the consented embeds. */
export function providerOrigins(directive: 'frame' | 'script' | 'style' | 'img' | 'connect'): string[] {
  const all = Object.values(providers).flatMap((p) => (p.origins as Partial<Record<string, readonly string[]>>)[directive] ?? []);
  return [...new Set(all)];
}
