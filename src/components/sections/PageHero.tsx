/**
 * The top of every inner page: its one h1 with optional trail and additions, and its hero picture
 * in one of the layouts the page's content chooses.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Heading } from '../ui/Heading';
import type { HeroPictureData } from '../../lib/picture-data';
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
  picture?: HeroPictureData | undefined;
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
 * The top of every inner page: its one h1, and its picture as a plate (a hero's picture
 * fills its place, unframed). On phones the picture comes first, across the whole screen, cropped
 * to its middle (12 : 5), so every page opens on a visual. From 1024 px the page's
 * `hero.picture.layout` sets it: beside the title in a column of its own (`side`), large with the
 * title in its cartouche (`sheet`), or beside a text's title, smaller (`quiet`); an article's takes
 * the wider column of its grid. The sizes in lib/picture-slots.ts follow these columns.
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
  if (!picture) {
    return (
      <section id="hero" className="relative overflow-hidden bg-sand/50 pt-12 pb-14 sm:pt-20 sm:pb-20">
        <div className="page-container">{text}</div>
      </section>
    );
  }
  const layout = wide ? 'article' : picture.layout;
  const look = looks[layout];
  return (
    <section id="hero" data-hero-layout={layout} className={cn('relative overflow-hidden pb-14 sm:pb-20', look.section)}>
      <div className={cn('page-container grid', look.grid)}>
        {/* On phones and tablets a band across the screen above the title, cropped to its middle. */}
        <div
          data-hero-picture
          className={cn('-mx-5 aspect-[12/5] sm:-mx-8 lg:row-start-1 lg:mx-0 [&>picture]:block [&>picture]:h-full', look.picture)}
        >
          <Picture image={picture} priority className="h-full object-cover" />
        </div>
        <div className={cn('lg:row-start-1', look.text)}>{text}</div>
      </div>
    </section>
  );
}

/** Each layout's classes (lib/picture-slots.ts has the widths they give the picture). */
const looks: Record<HeroPictureData['layout'], { section: string; grid: string; picture: string; text: string }> = {
  // Beside the title, in a column of its own (the narrower of a 1.3 : 1 grid: its width follows the
  // screen's, not the text's size, so that enlarged text keeps its column), on a band of sand.
  side: {
    section: 'bg-sand/50 lg:pt-20',
    grid: 'items-center gap-8 lg:grid-cols-[1.3fr_1fr] lg:gap-12',
    picture: 'lg:col-start-2 lg:aspect-auto',
    text: 'lg:col-start-1',
  },
  // The home's treatment: a large picture and the title in its cartouche, each in its own columns on
  // a desktop, the cartouche over the picture's edge on phones.
  sheet: {
    section: 'lg:pt-14',
    grid: 'lg:grid-cols-12 lg:items-center lg:gap-x-8',
    picture: 'lg:col-span-5 lg:col-start-8 lg:aspect-[5/6]',
    text: 'cartouche relative z-10 mx-2 -mt-6 p-6 sm:mx-8 sm:-mt-12 sm:p-10 lg:col-span-7 lg:col-start-1 lg:m-0 lg:p-12',
  },
  // For the texts: no band of colour, a smaller picture at the title's side (the narrower of a
  // 2.5 : 1 grid).
  quiet: {
    section: 'pb-10 sm:pb-14 lg:pt-16',
    grid: 'gap-6 lg:grid-cols-[minmax(0,2.5fr)_minmax(0,1fr)] lg:items-end lg:gap-12',
    picture: 'lg:col-start-2 lg:aspect-[5/6]',
    text: 'lg:col-start-1',
  },
  // An article's own picture, in the wider column of a 1.3 : 1 grid.
  article: {
    section: 'bg-sand/50 lg:pt-20',
    grid: 'items-center gap-8 lg:grid-cols-[1.3fr_1fr] lg:gap-12',
    picture: 'lg:col-start-2 lg:aspect-auto',
    text: 'lg:col-start-1',
  },
};
