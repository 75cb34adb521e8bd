import type { ReactNode } from 'react';
import type { PageId } from '../../i18n/routes';
import { Heading } from '../ui/Heading';
import { Picture, type PictureData } from '../ui/Picture';
import { heroArt } from './hero-art';

interface PageHeroProps {
  /** The page, by its id in the route table: picks the illustration beside the title (hero-art.ts). */
  page: PageId;
  eyebrow?: string | undefined;
  title: string;
  intro?: string | undefined;
  /** The trail above the title on pages below the top level (chrome/Breadcrumbs). */
  breadcrumbs?: ReactNode;
  /**
   * A picture beside the title (a book cover, a product), in place of the page's illustration. It
   * is the page's largest paint, so it loads first.
   */
  image?: PictureData | undefined;
  /** Stats, actions: whatever the page adds under its title. */
  children?: ReactNode;
  /** The page has a larger picture of its own in the first screen (an article's): the illustration waits. */
  quietArt?: boolean;
}


/**
 * The top of every inner page: its one h1, and beside it, from 1024 px, the page's illustration in
 * its own column, so no title, stat or button can run into it. On phones the title comes alone.
 */
export function PageHero({ page, eyebrow, title, intro, breadcrumbs, image, children, quietArt = false }: PageHeroProps) {
  const art = heroArt[page];
  const text = (
    <>
      {breadcrumbs}
      <Heading level={1} eyebrow={eyebrow} title={title} intro={intro} />
      {children}
    </>
  );
  return (
    <section id="hero" className="relative overflow-hidden bg-sand/50 pt-12 pb-14 sm:pt-20 sm:pb-20">
      {image ? (
        <div className="page-container grid items-center gap-12 lg:grid-cols-[1.3fr_1fr]">
          <div>{text}</div>
          <div className="mx-auto w-full max-w-72 sm:max-w-sm lg:max-w-none">
            <Picture image={image} priority />
          </div>
        </div>
      ) : (
        <div className="page-container grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_16rem] xl:grid-cols-[minmax(0,1fr)_19rem]">
          <div>{text}</div>
          {art && (
            // The largest paint beside the title from 1024 px: fetched first. Phones, which hide it,
            // fetch it too (a few kB of SVG): an empty fallback would need a data: image per page.
            <img
              src={art.src}
              width={art.width}
              height={art.height}
              alt=""
              loading={quietArt ? 'lazy' : 'eager'}
              decoding="async"
              fetchPriority={quietArt ? 'auto' : 'high'}
              className="hidden h-auto w-full lg:block"
              data-hero-art={page}
            />
          )}
        </div>
      )}
    </section>
  );
}
