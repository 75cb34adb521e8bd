/**
 * A row of stars that screen readers announce as one image with the rating in words, for the book
 * page's review cards.
 */
import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

interface StarRatingProps {
  value: number;
  max?: number;
  /** The rating in words, read once for the whole row (lib/rating.ts): "5 étoiles sur 5". */
  label: string;
  className?: string;
}

/** A row of stars that a screen reader announces as one image with one name, not as five. */
export function StarRating({ value, max = 5, label, className }: StarRatingProps) {
  return (
    <span data-slot="star-rating" role="img" aria-label={label} className={cn('inline-flex gap-1 text-clay', className)}>
      {Array.from({ length: max }, (_, index) => (
        <Star key={index} aria-hidden="true" className={cn('size-5', index < value && 'fill-current')} />
      ))}
    </span>
  );
}
