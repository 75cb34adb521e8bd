/**
 * Where the pictures whose place is drawn by shared components go: the widths to make of each
 * and the `sizes` that tell the browser how wide it shows at each breakpoint. Each follows the
 * classes of its component; change both together. No Astro import: the tests read these too.
 */

/**
 * How a page's hero sets its picture (the `hero.picture.layout` field, the owner's choice):
 * - `side`: beside the title, in a column of 16 rem (19 rem from 1280 px), framed as a sheet;
 * - `sheet`: a large sheet, five columns of twelve, the title set in a cartouche over its edge (the
 *   home's treatment, for the pages that present an offer);
 * - `quiet`: a small drawing at the title's side (10 rem), for the texts (legal pages).
 * On phones and tablets every layout shows the picture as a band as wide as the text (the page
 * container less its padding, 20 px a side, 32 px from 640 px) above the title.
 */
export const heroLayouts = ['side', 'sheet', 'quiet'] as const;
export type HeroLayout = (typeof heroLayouts)[number];

const phoneBand = '(min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)';

/**
 * The hero picture's place in sections/PageHero, per layout, and an article's (the narrower part of
 * a 1.3 : 1 grid with a 3 rem gap, 480 px once the container stops growing): the widths to make and
 * the `sizes` for each breakpoint. The widths cover a 3× phone's band and a 2× tablet's.
 */
export const heroPictureSlots = {
  side: {
    widths: [480, 800, 1200, 1600],
    sizes: `(min-width: 1280px) 304px, (min-width: 1024px) 256px, ${phoneBand}`,
  },
  sheet: {
    widths: [480, 800, 1200, 1600],
    sizes: `(min-width: 1280px) 480px, (min-width: 1024px) calc((100vw - 64px) * 5 / 12), ${phoneBand}`,
  },
  quiet: {
    widths: [480, 800, 1200, 1600],
    sizes: `(min-width: 1024px) 160px, ${phoneBand}`,
  },
  article: {
    widths: [480, 800, 1200, 1600],
    sizes: `(min-width: 1280px) 480px, (min-width: 1024px) calc((100vw - 112px) / 2.3), ${phoneBand}`,
  },
} as const;

/** The article's text column (ArticleLayout, Prose: 32 em of 17 px, then 18 px from 1024 px) inside the page's padding. */
export const articlePictureSlot = {
  widths: [480, 800, 1200],
  sizes: '(min-width: 1024px) 576px, (min-width: 640px) 544px, calc(100vw - 40px)',
} as const;

/**
 * The practitioner's picture beside a section's title (sections/SplitSection, its arch frame): a
 * 7 rem vignette on phones, 10 rem from 640 px, half the section from 1024 px. It was asked for at
 * 90 % of a phone's width: with a photograph there the home downloaded 43 kB for a 112 px vignette.
 */
export const portraitPictureSlot = {
  widths: [400, 800, 1200],
  sizes: '(min-width: 1024px) 480px, (min-width: 640px) 160px, 112px',
} as const;
