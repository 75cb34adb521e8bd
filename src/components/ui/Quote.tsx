/**
 * A quotation with its attribution in a <figure>, as a card among several or a large pull-quote;
 * used by client words, reviews and the about page.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface QuoteProps {
  text: string;
  /** Who said it, in the caption under the quotation. */
  author: string;
  /** What the author does or is, after the name (a client's project and its month). */
  role?: ReactNode;
  /** `lead`: one large quotation standing alone; `card`: one of several, in a card. */
  size?: 'lead' | 'card';
  /** Above the quotation: a rating, for instance. */
  children?: ReactNode;
  className?: string;
}

/**
 * A quotation with its attribution: a <blockquote> and its <figcaption>, held together by a <figure>.
 * `lead` sets it as a pull-quote: under the plan rule, large in the serif, the attribution as a kicker.
 */
export function Quote({ text, author, role, size = 'card', children, className }: QuoteProps) {
  const lead = size === 'lead';
  return (
    <figure data-slot="quote" className={cn(lead ? 'mx-auto max-w-4xl pt-10 plan-rule sm:pt-12' : 'flex h-full flex-col', className)}>
      {children}
      <blockquote
        className={cn(
          'text-ink',
          lead ? 'font-serif text-[1.75rem] leading-[1.25] font-medium text-balance sm:text-4xl lg:text-[2.75rem]' : 'flex-1 sm:text-lg',
        )}
      >
        <p>{text}</p>
      </blockquote>
      <figcaption
        className={cn(
          'text-ink-soft',
          lead ? 'mt-8 text-sm font-semibold tracking-[0.14em] uppercase' : 'mt-6 border-t border-sand-deep pt-4',
        )}
      >
        <span className="font-semibold text-ink">{author}</span>
        {role && <span>, {role}</span>}
      </figcaption>
    </figure>
  );
}
