/**
 * The card surface many sections and list items are built on: a bordered, softly coloured box, an
 * <article> unless told otherwise.
 */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A soft, bordered surface. Cards that hold a link lift slightly on hover. An `<article>` by
 * default (a card with its own heading stands alone); `as="div"` for one without a heading, such
 * as a quotation, which HTML would otherwise count as an untitled article.
 */
export function Card({
  as: Element = 'article',
  className,
  ...props
}: Omit<ComponentProps<'article'>, 'ref'> & { as?: 'article' | 'div' }) {
  return (
    <Element
      data-slot="card"
      className={cn('flex flex-col rounded-card border border-sand-deep/70 bg-white/70 p-5 surface-light sm:p-8', className)}
      {...props}
    />
  );
}
