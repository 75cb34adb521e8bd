import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A soft, bordered surface. Cards that hold a link lift slightly on hover. */
export function Card({ className, ...props }: ComponentProps<'article'>) {
  return (
    <article
      data-slot="card"
      className={cn('flex flex-col rounded-card border border-sand-deep/70 bg-white/70 p-6 sm:p-8', className)}
      {...props}
    />
  );
}
