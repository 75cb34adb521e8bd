import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Button styles, exported so that a link (`<a className={buttonVariants()}>`) looks like a button
 * with zero JavaScript. Every variant meets 4.5:1 for its text.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-medium leading-tight transition-[background-color,color,box-shadow,transform] duration-200 motion-safe:hover:-translate-y-0.5 disabled:pointer-events-none disabled:opacity-70 [&_svg]:size-[1.1em] [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-clay-deep text-white shadow-sm hover:bg-clay-darker',
        secondary: 'border border-clay-deep/40 bg-white/60 text-clay-deep hover:border-clay-deep hover:bg-white',
        ghost: 'text-clay-deep underline-offset-4 hover:underline',
        light: 'bg-linen text-clay-deep hover:bg-white',
      },
      size: {
        sm: 'min-h-10 px-4 py-2 text-sm',
        md: 'min-h-12 px-6 py-3 text-base',
        lg: 'min-h-14 px-8 py-4 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & ButtonVariantProps) {
  return <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
