/**
 * The one heading block every section and hero uses: kicker, title at the size its level calls for,
 * and an optional lead paragraph.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { PlanMark } from './PlanMark';

interface HeadingProps {
  /** h1 once per page (the hero); h2 for sections. */
  level?: 1 | 2 | 3;
  /** The home's h1 is set larger than any other title of the site. */
  display?: boolean;
  eyebrow?: string | undefined;
  title: string;
  intro?: string | undefined;
  id?: string;
  align?: 'start' | 'center';
  /** `dark` on the ink background: light text, still 4.5:1 or more. */
  tone?: 'light' | 'dark';
  className?: string;
  children?: ReactNode;
}

const titleSizes = {
  /** The home's title only: the one place the serif is set at display size. */
  display: 'text-[2.75rem] leading-[1.02] tracking-[-0.015em] sm:text-6xl lg:text-[4.25rem] xl:text-7xl',
  1: 'text-4xl leading-[1.1] sm:text-5xl lg:text-6xl',
  /**
   * A page title of two words, one of them a compound too long to share a phone's line at the size
   * above ("La neuro-architecture": a compound never breaks at its hyphen in a heading, and a short
   * word never stands alone, lib/short-words.ts): one step smaller, so the pair holds on one line.
   */
  pair: 'text-[2rem] leading-[1.1] sm:text-5xl lg:text-[3.5rem]',
  2: 'text-[1.75rem] leading-tight sm:text-4xl',
  3: 'text-2xl leading-snug',
} as const;

/**
 * A section heading: a small kicker, the title, and an optional lead paragraph. The floor-plan mark
 * stands before the page title's kicker only, once a page (ten of them a page read as a
 * pattern, not a signature).
 */
export function Heading({
  level = 2,
  display = false,
  eyebrow,
  title,
  intro,
  id,
  align = 'start',
  tone = 'light',
  className,
  children,
}: HeadingProps) {
  const dark = tone === 'dark';
  const Tag = `h${level}` as const;
  const words = title.trim().split(/\s+/);
  const longPair = level === 1 && words.length === 2 && words.some((word) => word.length >= 16);
  return (
    <div data-slot="heading" className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        // In a narrow column (a title beside a picture on a phone) the kicker goes under its mark
        // rather than past the screen's edge; a word longer than the column may break.
        <p
          className={cn(
            'mb-3 flex flex-wrap items-end gap-x-3 gap-y-1 text-sm font-semibold tracking-[0.14em] uppercase',
            align === 'center' && 'justify-center',
            dark ? 'text-sand' : 'text-clay-deep',
          )}
        >
          {level === 1 && <PlanMark className="mb-[0.2em]" />}
          <span className="min-w-0 wrap-anywhere">{eyebrow}</span>
        </p>
      )}
      <Tag
        id={id}
        className={cn(
          'font-serif font-medium',
          dark ? 'text-linen' : 'text-ink',
          titleSizes[display ? 'display' : longPair ? 'pair' : level],
        )}
      >
        {title}
      </Tag>
      {intro && <p className={cn('mt-3 sm:mt-4 sm:text-lg', dark ? 'text-sand' : 'text-ink-soft')}>{intro}</p>}
      {children}
    </div>
  );
}
