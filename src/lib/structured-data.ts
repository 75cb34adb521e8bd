/**
 * schema.org descriptions for search engines (decisions.md 15), built from the site config and
 * the page content. Rendered by BaseLayout as JSON-LD data blocks, which browsers never execute
 * (so the CSP has nothing to allow).
 */
import { site } from '../config/site';
import { absoluteUrl, pathFor } from '../i18n/routes';
import type { Locale } from '../i18n/locales';

type Thing = Record<string, unknown>;

/** The practice itself: who, where, how to reach it. */
export function practiceData(lang: Locale, description: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${absoluteUrl('/')}#practice`,
    name: site.brand,
    description,
    url: absoluteUrl(pathFor('home', lang)),
    telephone: site.contact.phoneHref.replace('tel:', ''),
    email: site.contact.email,
    address: { '@type': 'PostalAddress', addressLocality: site.contact.city, addressCountry: 'BE' },
    areaServed: { '@type': 'Country', name: 'Belgium' },
    founder: { '@type': 'Person', name: site.practitioner.name, jobTitle: lang === 'fr' ? 'Architecte' : 'Architect' },
    sameAs: Object.values(site.social),
    inLanguage: lang,
  };
}

export function faqData(items: readonly { question: string; answer: string }[], lang: Locale): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: lang,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function podcastData(name: string, description: string, lang: Locale): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastSeries',
    name,
    description,
    url: absoluteUrl(pathFor('podcast', lang)),
    webFeed: site.external.podcastPlatform,
    inLanguage: lang,
    author: { '@id': `${absoluteUrl('/')}#practice` },
  };
}

/** The book (decisions.md 15): its facts from the site config, its offer at the distributor. */
export function bookData(description: string, lang: Locale): Thing {
  const { book } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.title,
    description,
    url: absoluteUrl(pathFor('livre', lang)),
    author: { '@type': 'Person', name: site.practitioner.name },
    publisher: { '@type': 'Organization', name: book.publisher },
    isbn: book.isbn,
    numberOfPages: book.pages,
    bookFormat: 'https://schema.org/Paperback',
    datePublished: book.released,
    // The book itself is written in French, whichever page describes it.
    inLanguage: 'fr',
    offers: {
      '@type': 'Offer',
      price: book.priceEur.toFixed(2),
      priceCurrency: 'EUR',
      url: site.external.bookDistributor,
    },
  };
}

/** The blog as a whole (its index page). */
export function blogData(name: string, description: string, lang: Locale): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name,
    description,
    url: absoluteUrl(pathFor('blog', lang)),
    inLanguage: lang,
    publisher: { '@id': `${absoluteUrl('/')}#practice` },
  };
}

/** One article: `image` is the hero's built path, `section` its category's name. */
export function articleData(
  article: { title: string; description: string; date: string; path: string; image: string; section: string },
  lang: Locale,
): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    url: absoluteUrl(article.path),
    mainEntityOfPage: absoluteUrl(article.path),
    image: absoluteUrl(article.image),
    articleSection: article.section,
    inLanguage: lang,
    author: { '@type': 'Person', name: site.practitioner.name },
    publisher: { '@id': `${absoluteUrl('/')}#practice` },
    isPartOf: { '@type': 'Blog', url: absoluteUrl(pathFor('blog', lang)) },
  };
}

/** JSON safe inside a <script> element: no "</script>" or comment opener can close it early. */
export function jsonLd(data: Thing): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
