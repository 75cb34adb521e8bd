import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Heading } from '../ui/Heading';
import { Picture, type PictureData } from '../ui/Picture';

interface PageHeroProps {
  eyebrow?: string | undefined;
  title: string;
  intro?: string | undefined;
  /** The trail above the title on pages below the top level (chrome/Breadcrumbs). */
  breadcrumbs?: ReactNode;
  /**
   * The page's picture (its `hero.picture` field, or an article's own), prepared by
   * lib/picture.ts `toHeroPicture` with the sizes of this layout. It is in the first screen at
   * every width, and often its largest paint, so it loads first.
   */
  picture?: PictureData | undefined;
  /** An article's picture takes the wider column of a 1.3 : 1 grid; a page's, a 16–19 rem one. */
  wide?: boolean;
  /**
   * A picture to show whole beside the title, under it on phones (the book's cover), in place of
   * a hero picture. It is the page's largest paint, so it loads first.
   */
  image?: PictureData | undefined;
  /** Stats, actions: whatever the page adds under its title. */
  children?: ReactNode;
}

/**
 * The top of every inner page: its one h1, and its picture. On phones the picture comes first, as
 * a band of the text's width cropped to its middle (about 2.4 : 1), so every page opens on a
 * visual; from 1024 px it stands whole in its own column beside the title, so no title, stat or
 * button can run into it. The sizes in lib/picture-slots.ts follow these columns.
 */
export function PageHero({ eyebrow, title, intro, breadcrumbs, picture, wide = false, image, children }: PageHeroProps) {
  const text = (
    <>
      {breadcrumbs}
      <Heading level={1} eyebrow={eyebrow} title={title} intro={intro} />
      {children}
    </>
  );
  if (image) {
    return (
      <section id="hero" className="relative overflow-hidden bg-sand/50 pt-12 pb-14 sm:pt-20 sm:pb-20">
        <div className="page-container grid items-center gap-12 lg:grid-cols-[1.3fr_1fr]">
          <div>{text}</div>
          <div className="mx-auto w-full max-w-72 sm:max-w-sm lg:max-w-none">
            <Picture image={image} priority />
          </div>
        </div>
      </section>
    );
  }
  return (
    <section id="hero" className={cn('relative overflow-hidden bg-sand/50 sm:pb-20', picture ? 'pt-8 pb-16 sm:pt-10 lg:pt-20' : 'pt-12 pb-14 sm:pt-20')}>
      <div
        className={cn(
          'page-container grid items-center gap-10 lg:gap-12',
          picture && (wide ? 'lg:grid-cols-[1.3fr_1fr]' : 'lg:grid-cols-[minmax(0,1fr)_16rem] xl:grid-cols-[minmax(0,1fr)_19rem]'),
        )}
      >
        {picture && (
          <div
            data-hero-picture
            className="aspect-[12/5] overflow-hidden rounded-card lg:col-start-2 lg:row-start-1 lg:aspect-auto [&>picture]:block [&>picture]:h-full"
          >
            <Picture image={picture} priority className="h-full object-cover lg:h-auto" />
          </div>
        )}
        <div className="lg:col-start-1 lg:row-start-1">{text}</div>
      </div>
    </section>
  );
}
