import type { ReactNode } from 'react';
import { Heading } from '../ui/Heading';
import { Picture, type PictureData } from '../ui/Picture';

interface PageHeroProps {
  eyebrow?: string | undefined;
  title: string;
  intro?: string | undefined;
  /** The trail above the title on pages below the top level (chrome/Breadcrumbs). */
  breadcrumbs?: ReactNode;
  /**
   * A picture beside the title (a book cover, a product), in place of the arch drawing. It is the
   * page's largest paint, so it loads first.
   */
  image?: PictureData | undefined;
  /** Stats, actions: whatever the page adds under its title. */
  children?: ReactNode;
}

/** The top of every inner page: its one h1, with a quiet arch drawing in the palette behind it. */
export function PageHero({ eyebrow, title, intro, breadcrumbs, image, children }: PageHeroProps) {
  const text = (
    <>
      {breadcrumbs}
      <Heading level={1} eyebrow={eyebrow} title={title} intro={intro} />
      {children}
    </>
  );
  return (
    <section id="hero" className="relative overflow-hidden bg-sand/50 px-5 pt-12 pb-14 sm:px-8 sm:pt-20 sm:pb-20">
      {!image && (
        <svg aria-hidden="true" viewBox="0 0 400 400" className="absolute right-4 -bottom-32 hidden w-96 text-sand-deep lg:block xl:right-12">
          <path d="M60 400V200a140 140 0 0 1 280 0v200" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M110 400V210a90 90 0 0 1 180 0v190" fill="currentColor" opacity=".35" />
          <path d="M0 399h400" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
      {image ? (
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.3fr_1fr]">
          <div>{text}</div>
          <div className="mx-auto w-full max-w-72 sm:max-w-sm lg:max-w-none">
            <Picture image={image} priority />
          </div>
        </div>
      ) : (
        <div className="relative mx-auto max-w-6xl">{text}</div>
      )}
    </section>
  );
}
