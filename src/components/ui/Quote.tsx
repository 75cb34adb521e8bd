import { Quote as QuoteMark } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface QuoteProps {
  text: string;
  /** Who said it, in the caption under the quotation. */
  author: string;
  /** What the author does or is, after the name. */
  role?: string | undefined;
  /** `lead`: one large quotation standing alone; `card`: one of several, in a card. */
  size?: 'lead' | 'card';
  /** Above the quotation: a rating, for instance. */
  children?: ReactNode;
  className?: string;
}

/** A quotation with its attribution: a <blockquote> and its <figcaption>, held together by a <figure>. */
export function Quote({ text, author, role, size = 'card', children, className }: QuoteProps) {
  const lead = size === 'lead';
  return (
    <figure data-slot="quote" className={cn(lead ? 'mx-auto max-w-3xl text-center' : 'flex h-full flex-col', className)}>
      {lead && <QuoteMark aria-hidden="true" className="mx-auto mb-6 size-10 text-clay" strokeWidth={1.25} />}
      {children}
      <blockquote className={cn('text-ink', lead ? 'font-serif text-2xl font-medium leading-snug sm:text-3xl' : 'flex-1 text-lg')}>
        <p>{text}</p>
      </blockquote>
      <figcaption className={cn('text-ink-soft', lead ? 'mt-8' : 'mt-6 border-t border-sand-deep pt-4')}>
        <span className="font-semibold text-ink">{author}</span>
        {role && <span>, {role}</span>}
      </figcaption>
    </figure>
  );
}
