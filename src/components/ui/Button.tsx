/**
 * The site's button styles (buttonVariants, so links can look like buttons without JavaScript) and
 * the <button> component that wears them.
 */
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Button styles, exported so that a link (`<a className={buttonVariants()}>`) looks like a button
 * with zero JavaScript. Every variant meets 4.5:1 for its text. Phones get tighter padding and a
 * slightly smaller label, so the longest label of the content ("Demander une offre par appel
 * découverte") fits on one line at 390 px. With larger text (zoom, text spacing) a label wraps
 * inside its button rather than being cut off, a word too long for the button included.
 * Two sizes, chosen by role, never by taste: `default` for a hero's or a section's
 * main call and its secondary, the closing band's calls, a standalone consent facade; `sm` for the
 * actions inside a card (a plan, a workshop, an article, a podcast episode, the compact facade
 * under a video poster or in the booking card), the header's call and other compact rows. Each is
 * one height at every width: 52 px and 44 px, the small one still a full touch target on phones.
 * The heights are minimums in rem, so they follow the text's size.
 * Every variant has a border, transparent where it is not drawn: forced colours (Windows high
 * contrast) paint it, so a filled button keeps its edge when its background is dropped.
 * The animated properties are listed: Tailwind's default list would also fade the focus indicator's
 * colour in from the button's, under 3:1 while it lasts; `translate` is the hover lift's property.
 */
const variants = cva(
  'inline-flex max-w-full items-center justify-center rounded-full border border-transparent text-center font-medium wrap-anywhere transition-[background-color,color,box-shadow,translate] duration-200 disabled:pointer-events-none disabled:opacity-70 motion-safe:hover:-translate-y-0.5 [&_svg]:size-[1.1em] [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-clay-deep text-white shadow-sm hover:bg-clay-darker',
        secondary: 'border-clay-deep/40 bg-white/60 text-clay-deep hover:border-clay-deep hover:bg-white',
        ghost: 'link-draw text-clay-deep',
      },
      size: {
        sm: 'min-h-11 gap-1.5 px-4 py-2 text-sm leading-tight',
        default: 'min-h-13 gap-1.5 px-3 py-2 text-[0.9375rem] leading-tight sm:gap-2 sm:px-7 sm:text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'default' },
  },
);

/**
 * The classes, merged: a variant's border colour replaces the base's transparent one (unmerged,
 * both stood in the class list and the stylesheet's order let the transparent one win, so a
 * secondary link styled by hand showed no border), and a caller's `className` wins over both.
 */
export function buttonVariants(props?: Parameters<typeof variants>[0]): string {
  return cn(variants(props));
}

export type ButtonVariantProps = VariantProps<typeof variants>;

/** A `<button>` in the site's button styles; `type` defaults to "button", never an accidental submit. */
export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & ButtonVariantProps) {
  return <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
