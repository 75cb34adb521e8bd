/**
 * The stable identities the descriptions point to: the practice, its practitioner, the website.
 * One `@id` each, the same in both languages, so that every page's JSON-LD speaks of the same
 * practice and the same person (search engines join them by `@id`).
 */
import type { IdReference, Organization, Person } from 'schema-dts';
import { site } from '../../config/site';
import { absoluteUrl } from '../../i18n/routes';

const origin = absoluteUrl('/');
export const ids = {
  practice: `${origin}#practice`,
  practitioner: `${origin}#practitioner`,
  website: `${origin}#website`,
} as const;

/** The practice's logo: the mark, as the 512 px icon drawn at build (build/assets/site-icons.ts). */
export const logoUrl = absoluteUrl('/icon-512.png');

/** The practice, named, as author, provider or publisher of something. */
export function practiceRef(): Organization {
  return { '@type': 'ProfessionalService', '@id': ids.practice, name: site.brand, url: origin, logo: logoUrl };
}

/** The practitioner, named, as the author of something. */
export function practitionerRef(): Person {
  return { '@type': 'Person', '@id': ids.practitioner, name: site.practitioner.name };
}

export function idRef(id: string): IdReference {
  return { '@id': id };
}
