import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Heading } from '../ui/Heading';
import type { HeroPictureData } from '../../lib/picture-data';
import { Picture, type PictureData } from '../ui/Picture';
import { Sheet } from '../ui/Sheet';

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
 * The top of every inner page: its one h1, and its picture, drawn as a sheet (crop marks). On
 * phones the picture comes first, as a band of the text's width cropped to its middle (about
 * 2.4 : 1), so every page opens on a visual. From 1024 px the page's `hero.picture.layout` sets it:
 * beside the title in its own column (`side`), as a large sheet with the title in its cartouche
 * (`sheet`), or small and quiet beside a text's title (`quiet`); an article's takes a wider column.
 * The sizes in lib/picture-slots.ts follow these columns.
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
  // The picture, framed as a drawing sheet; on phones and tablets a band above the title, cropped
  // to its middle (about 2.4 : 1).
  const sheet = (className: string, pictureClass: string) => (
    <Sheet className={cn('lg:row-start-1', className)}>
      <div data-hero-picture className={cn('aspect-[12/5] [&>picture]:block [&>picture]:h-full', pictureClass)}>
        <Picture image={picture} priority className="h-full object-cover" />
      </div>
    </Sheet>
  );
  if (layout === 'sheet') {
    // The home's treatment: a large sheet, the title in its cartouche over the sheet's edge.
    return (
      <section id="hero" data-hero-layout="sheet" className="relative overflow-hidden pt-4 pb-14 sm:pt-10 sm:pb-20 lg:pt-14">
        <div className="page-container grid lg:grid-cols-12 lg:items-center">
          {sheet('lg:col-span-5 lg:col-start-8', 'lg:aspect-[5/6]')}
          <div className="cartouche relative z-10 mx-2 -mt-6 p-6 sm:mx-8 sm:-mt-12 sm:p-10 lg:col-span-8 lg:col-start-1 lg:row-start-1 lg:m-0 lg:p-12">{text}</div>
        </div>
      </section>
    );
  }
  if (layout === 'quiet') {
    // For the texts: no band of colour, a small drawing at the title's side, the plan rule below.
    return (
      <section id="hero" data-hero-layout="quiet" className="relative pt-4 pb-10 sm:pt-10 sm:pb-14 lg:pt-16">
        <div className="page-container grid gap-6 lg:grid-cols-[minmax(0,1fr)_10rem] lg:items-end lg:gap-12">
          {sheet('lg:col-start-2', 'lg:aspect-[5/6]')}
          <div className="lg:col-start-1 lg:row-start-1">{text}</div>
        </div>
      </section>
    );
  }
  return (
    <section id="hero" data-hero-layout={layout} className="relative overflow-hidden bg-sand/50 pt-4 pb-14 sm:pt-10 sm:pb-20 lg:pt-20">
      <div
        className={cn(
          'page-container grid items-center gap-8 lg:gap-12',
          layout === 'article' ? 'lg:grid-cols-[1.3fr_1fr]' : 'lg:grid-cols-[minmax(0,1fr)_16rem] xl:grid-cols-[minmax(0,1fr)_19rem]',
        )}
      >
        {sheet('lg:col-start-2', 'lg:aspect-auto')}
        <div className="lg:col-start-1 lg:row-start-1">{text}</div>
      </div>
    </section>
  );
}
