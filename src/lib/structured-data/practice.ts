/** The practice, its website and its practitioner (home and about pages). */
import type { PersonLeaf, ProfessionalServiceLeaf, WebSiteLeaf, WithContext } from 'schema-dts';
import { site } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import { absoluteUrl, pathFor } from '../../i18n/routes';
import { useTranslations } from '../../i18n/ui';
import { idRef, ids, logoUrl, practiceRef } from './references';

/** The three disciplines of the practice, in the page's language. */
export function disciplines(lang: Locale): string[] {
  const t = useTranslations(lang);
  return [t('schema.neuroArchitecture'), t('schema.fengShui'), t('schema.therapeuticHabitat')];
}

/** The practice itself: who, where, how to reach it (home pages). */
export function practiceData(lang: Locale, description: string): WithContext<ProfessionalServiceLeaf> {
  const t = useTranslations(lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': ids.practice,
    name: site.brand,
    description,
    url: absoluteUrl(pathFor('home', lang)),
    logo: logoUrl,
    telephone: site.contact.phoneHref.replace('tel:', ''),
    email: site.contact.email,
    address: { '@type': 'PostalAddress', addressLocality: site.contact.city, addressCountry: 'BE' },
    areaServed: { '@type': 'Country', name: t('schema.country') },
    knowsAbout: disciplines(lang),
    founder: { '@type': 'Person', '@id': ids.practitioner, name: site.practitioner.name, jobTitle: t('schema.jobTitle') },
    sameAs: Object.values(site.social),
  };
}

/** The website, so that search results can show the site's name (home pages). */
export function websiteData(lang: Locale): WithContext<WebSiteLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': ids.website,
    name: site.brand,
    url: absoluteUrl(pathFor('home', lang)),
    inLanguage: lang,
    publisher: idRef(ids.practice),
  };
}

export interface PersonFacts {
  /** What the about page says of her, e.g. its meta description or the hero's intro. */
  description?: string | undefined;
  /** Absolute URL or site path of her portrait as the page shows it. */
  image?: string | undefined;
  /** What she is known for; the practice's three disciplines unless the page names others. */
  knowsAbout?: readonly string[] | undefined;
  /** Her titles and trainings, as the about page lists them under her name. */
  credentials?: readonly string[] | undefined;
}

/** The practitioner (about page): name, profession, the practice she runs, her public profiles. */
export function personData(lang: Locale, facts: PersonFacts = {}): WithContext<PersonLeaf> {
  const t = useTranslations(lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': ids.practitioner,
    name: site.practitioner.name,
    jobTitle: t('schema.jobTitle'),
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.image ? { image: absoluteUrl(facts.image) } : {}),
    url: absoluteUrl(pathFor('about', lang)),
    worksFor: practiceRef(),
    address: { '@type': 'PostalAddress', addressLocality: site.contact.city, addressCountry: 'BE' },
    knowsAbout: [...(facts.knowsAbout ?? disciplines(lang))],
    ...(facts.credentials?.length
      ? { hasCredential: facts.credentials.map((name) => ({ '@type': 'EducationalOccupationalCredential' as const, name })) }
      : {}),
    sameAs: Object.values(site.social),
  };
}
