/**
 * The book's facts (docs/decisions/016) as the book page lists them: each fact
 * from the site config, written as a reader of the page's language expects it. The labels are the
 * page's words, from its content file.
 */
import type { site } from '../config/site';
import type { Locale } from '../i18n/locales';
import { formatDate } from './dates';
import { formatEuros } from './money';

export type Book = typeof site.book;

export interface BookFactLabels {
  publisher: string;
  pages: string;
  format: string;
  released: string;
  isbn: string;
  price: string;
}

export interface BookFact {
  key: keyof BookFactLabels;
  label: string;
  value: string;
  /** For the release month: the machine-readable value of its <time> element. */
  datetime?: string;
}

const intlLocales: Record<Locale, string> = { fr: 'fr-BE', en: 'en-GB' };

/** "142 × 225 mm", never broken across lines. */
export function formatMillimetres(dimensions: readonly number[], lang: Locale): string {
  if (dimensions.length === 0 || dimensions.some((d) => !(d > 0))) throw new Error(`Not a size: ${dimensions.join(' × ')}`);
  const number = new Intl.NumberFormat(intlLocales[lang]);
  return `${dimensions.map((d) => number.format(d)).join('\u00a0×\u00a0')}\u00a0mm`;
}

/** Publisher, pages, format, release month, ISBN and price, in that order. */
export function bookFacts(book: Book, labels: BookFactLabels, lang: Locale): BookFact[] {
  return [
    { key: 'publisher', label: labels.publisher, value: book.publisher },
    { key: 'pages', label: labels.pages, value: String(book.pages) },
    { key: 'format', label: labels.format, value: formatMillimetres(book.formatMm, lang) },
    { key: 'released', label: labels.released, value: formatDate(book.released, lang), datetime: book.released },
    { key: 'isbn', label: labels.isbn, value: book.isbn },
    { key: 'price', label: labels.price, value: formatEuros(book.priceEur, lang) },
  ];
}
