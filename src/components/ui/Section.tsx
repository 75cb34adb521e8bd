/**
 * The wrapper every page section goes through, which alone sets section spacing, background tone
 * and the page container, so pages never set their own.
 */
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * The one wrapper that owns section spacing and backgrounds, so pages never set their own. 40 px
 * above and below on a phone, where sections are told apart by their tones: at 64 the padding
 * alone took more than a screen of a long page.
 *
 * Two tones, white and linen, in turn down a page, or two of a kind together for sections that
 * belong together (parted then by the plan rule, global.css); a pale sand opens the page (its
 * hero's band) and closes it (the closing band), the footer's ink ends it. Four tones switching
 * every screen made the pages restless.
 */
export type SectionTone = 'linen' | 'white';

const sectionVariants = cva('', {
  variants: {
    tone: {
      linen: 'bg-linen',
      white: 'bg-white',
    },
    spacing: {
      default: 'py-9 sm:py-24',
      tight: 'py-9 sm:py-14',
    },
  },
  defaultVariants: { tone: 'linen', spacing: 'default' },
});

/**
 * `as="div"` for a band with no heading of its own (a row of cards that each have one): HTML wants a
 * `<section>` to be titled, and the W3C validator warns about one that is not.
 */
export function Section({
  as: Element = 'section',
  tone,
  spacing,
  className,
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'ref'> & VariantProps<typeof sectionVariants> & { as?: 'section' | 'div' }) {
  return (
    // data-tone lets two sections of the same colour in a row be parted by the plan rule (global.css).
    <Element data-slot="section" data-tone={tone ?? 'linen'} className={cn(sectionVariants({ tone, spacing }), className)} {...props}>
      <div className="page-container">{children}</div>
    </Element>
  );
}
