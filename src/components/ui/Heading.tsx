import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface HeadingProps {
  /** h1 once per page (the hero); h2 for sections. */
  level?: 1 | 2 | 3;
  eyebrow?: string | undefined;
  title: string;
  intro?: string | undefined;
  id?: string;
  align?: 'start' | 'center';
  className?: string;
  children?: ReactNode;
}

const titleSizes = {
  1: 'text-4xl leading-[1.1] sm:text-5xl lg:text-6xl',
  2: 'text-3xl leading-tight sm:text-4xl',
  3: 'text-2xl leading-snug',
} as const;

/** A section heading: a small kicker, the title, and an optional lead paragraph. */
export function Heading({ level = 2, eyebrow, title, intro, id, align = 'start', className, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <div data-slot="heading" className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-clay-deep uppercase">{eyebrow}</p>}
      <Tag id={id} className={cn('font-serif font-medium text-ink', titleSizes[level])}>
        {title}
      </Tag>
      {intro && <p className="mt-5 text-lg text-ink-soft">{intro}</p>}
      {children}
    </div>
  );
}
