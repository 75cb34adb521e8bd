/**
 * Her clients' testimonials as plain text in the page (no reviews provider, so no consent), and the
 * titled section that holds them on the about, support and project pages.
 */
import type { Locale } from '../../i18n/locales';
import { swipeRow } from '../ui/swipe-row';
import { cn } from '../../lib/cn';
import { formatDate, isoDate } from '../../lib/dates';
import type { Testimonial, TestimonialsContent } from '../../content/schemas/testimonials';
import { Card } from '../ui/Card';
import { Quote } from '../ui/Quote';
import { HeadedSection } from './HeadedSection';
import type { SectionTone } from '../ui/Section';

type ClientWord = Pick<Testimonial, 'quote' | 'name' | 'project' | 'date' | 'language'>;

interface ClientWordsProps {
  items: readonly ClientWord[];
  /** "Traduit de l’anglais", by the language a testimonial was written in. */
  translatedFrom: TestimonialsContent['translatedFrom'];
  lang: Locale;
  className?: string;
}

/** How many a row: two side by side from medium screens, three a row; one alone (a project's client) keeps a reading width. */
const columns = { 1: 'max-w-3xl', 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' } as const;

/**
 * Her clients' words as text in the page: every visitor reads them, cookies refused
 * included, and nothing is asked of the reviews provider. Each a quotation with the client's name,
 * the project and its month; one written in the other language says it is translated. Two sit side
 * by side from medium screens, three a row; one alone keeps a reading width.
 */
export function ClientWords({ items, translatedFrom, lang, className }: ClientWordsProps) {
  if (items.length === 0) return null;
  return (
    // Several are a row swiped sideways on a phone; the list is focusable so the keyboard can scroll it.
    <ul
      data-client-words
      tabIndex={items.length > 1 ? 0 : undefined}
      className={cn('grid gap-6 text-start', columns[Math.min(items.length, 3) as 1 | 2 | 3], items.length > 1 && swipeRow, className)}
    >
      {items.map((item) => {
        const month = item.date.slice(0, 7);
        return (
          <li key={`${item.name} ${item.date}`}>
            <Card as="div" className="h-full" data-testimonial>
              <Quote
                text={item.quote}
                author={item.name}
                role={
                  <>
                    {item.project}, <time dateTime={isoDate(month)}>{formatDate(month, lang)}</time>
                  </>
                }
              />
              {item.language !== lang && <p className="mt-2 text-sm text-ink-soft">{translatedFrom[item.language]}</p>}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** A section of her clients' words under the testimonials' own title: on about and the support pages. */
export function ClientWordsSection({
  content,
  items,
  lang,
  tone = 'white',
}: {
  content: TestimonialsContent;
  items: readonly ClientWord[];
  lang: Locale;
  tone?: SectionTone;
}) {
  if (items.length === 0) return null;
  return (
    <HeadedSection id="testimonials" content={content} tone={tone}>
      <ClientWords items={items} translatedFrom={content.translatedFrom} lang={lang} />
    </HeadedSection>
  );
}
