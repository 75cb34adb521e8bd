import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Button styles, exported so that a link (`<a className={buttonVariants()}>`) looks like a button
 * with zero JavaScript. Every variant meets 4.5:1 for its text. A label never wraps: phones get
 * tighter padding and a slightly smaller size so the longest label of the spec fits at 390 px.
 */
export const buttonVariants = cva(
  'inline-flex max-w-full items-center justify-center rounded-full font-medium leading-tight whitespace-nowrap transition-[background-color,color,box-shadow,transform] duration-200 motion-safe:hover:-translate-y-0.5 disabled:pointer-events-none disabled:opacity-70 [&_svg]:size-[1.1em] [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-clay-deep text-white shadow-sm hover:bg-clay-darker',
        secondary: 'border border-clay-deep/40 bg-white/60 text-clay-deep hover:border-clay-deep hover:bg-white',
        ghost: 'text-clay-deep underline-offset-4 hover:underline',
        light: 'bg-linen text-clay-deep hover:bg-white',
      },
      size: {
        sm: 'min-h-10 gap-2 px-4 py-2 text-sm',
        md: 'min-h-12 gap-1.5 px-3.5 py-3 text-[0.9375rem] sm:gap-2 sm:px-6 sm:text-base',
        lg: 'min-h-14 gap-2 px-5 py-4 text-base sm:px-8 sm:text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & ButtonVariantProps) {
  return <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
