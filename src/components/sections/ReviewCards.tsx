/**
 * A section of written reviews as quotation cards with their stars, on the book page (the home and
 * podcast reviews are Testimonials).
 */
import type { Locale } from '../../i18n/locales';
import { ratingLabel } from '../../lib/rating';
import { Card } from '../ui/Card';
import { Quote } from '../ui/Quote';
import { StarRating } from '../ui/StarRating';
import { HeadedSection } from './HeadedSection';
import type { SectionTone } from '../ui/Section';

interface Review {
  text: string;
  author: string;
  role?: string | undefined;
  /** Stars out of five. */
  rating: number;
}

interface ReviewCardsProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined; items: readonly Review[] };
  lang: Locale;
  tone?: SectionTone;
}

/**
 * Written testimonials, each a quotation with its author and its stars,
 * three a row on a desktop. The reviews widget of the home and podcast pages is `Testimonials`.
 */
export function ReviewCards({ id, content, lang, tone = 'linen' }: ReviewCardsProps) {
  return (
    <HeadedSection id={id} content={content} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-3">
        {content.items.map((review) => (
          <li key={review.author}>
            <Card as="div" className="h-full" data-review>
              <Quote text={review.text} author={review.author} role={review.role}>
                <StarRating value={review.rating} label={ratingLabel(review.rating, 5, lang)} className="mb-5" />
              </Quote>
            </Card>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
