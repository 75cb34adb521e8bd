import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The one wrapper that owns section spacing and backgrounds, so pages never set their own. */
const sectionVariants = cva('px-5 sm:px-8', {
  variants: {
    tone: {
      linen: 'bg-linen',
      sand: 'bg-sand',
      white: 'bg-white',
      ink: 'bg-ink text-linen',
    },
    spacing: {
      default: 'py-16 sm:py-24',
      tight: 'py-10 sm:py-14',
    },
  },
  defaultVariants: { tone: 'linen', spacing: 'default' },
});

export function Section({ tone, spacing, className, children, ...props }: ComponentProps<'section'> & VariantProps<typeof sectionVariants>) {
  return (
    <section data-slot="section" className={cn(sectionVariants({ tone, spacing }), className)} {...props}>
      <div className="mx-auto w-full max-w-6xl">{children}</div>
    </section>
  );
}
