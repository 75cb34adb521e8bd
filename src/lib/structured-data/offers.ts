/** What the practice sells with a price on the page: the book and the training plans. */
import type { BookLeaf, CourseLeaf, ItemAvailability, Offer, WithContext } from 'schema-dts';
import { site, type ExternalId } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import { absoluteUrl, pathFor } from '../../i18n/routes';
import { practiceRef, practitionerRef } from './references';

export interface BookFacts {
  /** What the book page says of the book (its meta description or the hero's intro). */
  description: string;
  /** Absolute URL or site path of the cover as the page shows it. */
  image?: string | undefined;
  /** Today, as YYYY-MM-DD: before the release month the book is offered for pre-order. */
  today?: string | undefined;
}

/** The book (book page), from `site.book`: its ISBN, pages, release date and price. */
export function bookData(lang: Locale, facts: BookFacts): WithContext<BookLeaf> {
  const { book } = site;
  const today = facts.today ?? new Date().toISOString().slice(0, 10);
  const availability: ItemAvailability = today.slice(0, 7) >= book.released ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder';
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    '@id': `${absoluteUrl(pathFor('livre', 'fr'))}#book`,
    name: book.title,
    description: facts.description,
    ...(facts.image ? { image: absoluteUrl(facts.image) } : {}),
    url: absoluteUrl(pathFor('livre', lang)),
    author: practitionerRef(),
    publisher: { '@type': 'Organization', name: book.publisher },
    isbn: book.isbn,
    numberOfPages: book.pages,
    datePublished: book.released,
    // The book is written in French, whichever language the page describing it is in.
    inLanguage: 'fr',
    offers: {
      '@type': 'Offer',
      price: book.priceEur,
      priceCurrency: 'EUR',
      availability,
      url: site.external.bookDistributor,
    },
  };
}

/** A training plan as the training page shows it. */
export interface TrainingPlan {
  /** The plan's id on the page (`complete`, `autonome`, `couleur`): its anchor. */
  id: string;
  title: string;
  description: string;
  /** The price excluding VAT, in euros, as a number: 2799. */
  price: number;
  /** Where the plan is ordered; the order page of `site.external` named after the plan by default. */
  url?: string | undefined;
}

/** The order page of each training plan (its `link`). */
const orderPages: Record<string, ExternalId> = {
  complete: 'trainingOrderComplete',
  autonome: 'trainingOrderAutonome',
  couleur: 'trainingOrderCouleur',
};

export interface CourseFacts {
  /** The training's name and description as the page states them (hero title, meta description). */
  name: string;
  description: string;
  plans: readonly TrainingPlan[];
}

/** The training (training page): the course, its provider, and one offer per plan, prices excl. VAT. */
export function courseData(lang: Locale, facts: CourseFacts): WithContext<CourseLeaf> {
  const page = absoluteUrl(pathFor('formation', lang));
  const offers: Offer[] = facts.plans.map((plan) => {
    const orderPage = orderPages[plan.id];
    return {
      '@type': 'Offer',
      name: plan.title,
      description: plan.description,
      category: 'Paid',
      price: plan.price,
      priceCurrency: 'EUR',
      // The page states these prices excluding VAT ("HTVA" / "excl. VAT").
      priceSpecification: { '@type': 'UnitPriceSpecification', price: plan.price, priceCurrency: 'EUR', valueAddedTaxIncluded: false },
      url: plan.url ?? (orderPage ? site.external[orderPage] : `${page}#${plan.id}`),
    };
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${absoluteUrl(pathFor('formation', 'fr'))}#course`,
    name: facts.name,
    description: facts.description,
    url: page,
    provider: practiceRef(),
    offers,
  };
}
