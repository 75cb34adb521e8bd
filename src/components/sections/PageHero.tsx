import type { ReactNode } from 'react';
import { Heading } from '../ui/Heading';

interface PageHeroProps {
  eyebrow?: string | undefined;
  title: string;
  intro?: string | undefined;
  /** The trail above the title on pages below the top level (chrome/Breadcrumbs). */
  breadcrumbs?: ReactNode;
  /** Stats, actions: whatever the page adds under its title. */
  children?: ReactNode;
}

/** The top of every inner page: its one h1, with a quiet arch drawing in the palette behind it. */
export function PageHero({ eyebrow, title, intro, breadcrumbs, children }: PageHeroProps) {
  return (
    <section id="hero" className="relative overflow-hidden bg-sand/50 px-5 pt-12 pb-14 sm:px-8 sm:pt-20 sm:pb-20">
      <svg aria-hidden="true" viewBox="0 0 400 400" className="absolute right-4 -bottom-32 hidden w-96 text-sand-deep lg:block xl:right-12">
        <path d="M60 400V200a140 140 0 0 1 280 0v200" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M110 400V210a90 90 0 0 1 180 0v190" fill="currentColor" opacity=".35" />
        <path d="M0 399h400" stroke="currentColor" strokeWidth="2" />
      </svg>
      <div className="relative mx-auto max-w-6xl">
        {breadcrumbs}
        <Heading level={1} eyebrow={eyebrow} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}
