/**
 * Site config: the practice's identity, contact details and every external address or third-party
 * id, as components read them (`site.contact.email`, `site.external.quiz`…). The values live in
 * src/content/site/site.yaml, which the owner edits (in the editor or by hand), checked by
 * `siteSchema` (src/content/schemas/site.ts); what is derived from them (the tel: link, the chat link,
 * the press page's address, the podcast's page) is computed here. Nothing else hard-codes them
 * (docs/decisions/010, docs/decisions/005).
 *
 * Node only: it reads the file with node:fs when first imported, in the Astro build, in Vitest, in
 * Playwright and in scripts. Never import it from an island or an embed: browser code takes what it
 * needs as props, and imports only src/config/providers.ts.
 */
import { siteSchema, type SiteData } from '../content/schemas/site';
import { parseContentFile, readContentFile } from '../lib/content-file';
import { providers } from './providers';

/** Where the practice's data lives, relative to the project. */
export const siteFile = 'src/content/site/site.yaml';

/** Turns a name into a URL slug: "Prénom Nom" → "prenom-nom". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Parses and checks the text of site.yaml. Throws one Error naming the file and, for each problem,
 * the field: "src/content/site/site.yaml: contact.email: une adresse e-mail valide".
 */
export function parseSiteData(text: string, file = siteFile): SiteData {
  return parseContentFile(text, file, siteSchema);
}

/** The site config from the data: the data's own shape, plus the values derived from it. */
export function siteFrom(data: SiteData) {
  return {
    ...data,
    contact: {
      ...data.contact,
      /** Used in tel: links. */
      phoneHref: `tel:+${data.contact.phoneDigits}`,
    },
    /** The floating chat button: a plain deep link to the practice's number, no third-party script. */
    chat: { phoneDigits: data.contact.phoneDigits, prefilledMessage: data.chat.prefilledMessage },
    external: {
      ...data.external,
      /** Where the podcast is listened to: the show's page on the music platform. */
      podcastPlatform: `${providers.music.showBase}${data.podcast.showId}`,
    },
    /** The press page lives at /press-<slug>, the slug derived from the practitioner's name. */
    pressSlug: slugify(data.practitioner.name),
  };
}

export type Site = ReturnType<typeof siteFrom>;

/** The French names of the external addresses computed here rather than written in site.yaml (for the editor's choice lists). */
export const derivedExternalNames: Readonly<Record<Exclude<keyof Site['external'], keyof SiteData['external']>, string>> = {
  podcastPlatform: 'Le podcast sur la plateforme d’écoute',
};

export const site: Site = siteFrom(readContentFile(siteFile, siteSchema));

/** The name of an external address of `site.external`, as content files refer to one. */
export type ExternalId = keyof Site['external'];
export const externalIds = Object.keys(site.external) as [ExternalId, ...ExternalId[]];

/** The chat deep link: wa.me with the prefilled French message, URL-encoded. */
export const chatHref = `https://wa.me/${site.chat.phoneDigits}?text=${encodeURIComponent(site.chat.prefilledMessage)}`;
