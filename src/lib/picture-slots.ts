/**
 * Where the pictures whose place is drawn by shared components go: the widths to make of each
 * and the `sizes` that tell the browser how wide it shows at each breakpoint. Each follows the
 * classes of its component; change both together. No Astro import: the tests read these too.
 */

/**
 * The hero picture's place in sections/PageHero: on phones and tablets a band as wide as the
 * text (the page container less its padding, 20 px a side, 32 px from 640 px); from 1024 px a
 * column beside the title, 16 rem (19 rem from 1280 px) for a page's picture, the narrower part
 * of a 1.3 : 1 grid with a 3 rem gap for an article's (480 px once the container stops growing).
 * The widths cover a 3× phone's band and a 2× tablet's.
 */
export const heroPictureSlots = {
  page: {
    widths: [480, 800, 1200, 1600],
    sizes: '(min-width: 1280px) 304px, (min-width: 1024px) 256px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)',
  },
  article: {
    widths: [480, 800, 1200, 1600],
    sizes: '(min-width: 1280px) 480px, (min-width: 1024px) calc((100vw - 112px) / 2.3), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)',
  },
} as const;

/** The article's text column (ArticleLayout, Prose: 32 em of 17 px, then 18 px from 1024 px) inside the page's padding. */
export const articlePictureSlot = {
  widths: [480, 800, 1200],
  sizes: '(min-width: 1024px) 576px, (min-width: 640px) 544px, calc(100vw - 40px)',
} as const;
