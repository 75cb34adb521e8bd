/**
 * Where the pictures whose place is drawn by shared components go: the widths to make of each
 * and the `sizes` that tell the browser how wide it shows at each breakpoint. Each follows the
 * classes of its component; change both together. No Astro import: the tests read these too.
 */

/**
 * How a page's hero sets its picture (the `hero.picture.layout` field, the owner's choice), always
 * as a plate, unframed:
 * - `side`: beside the title, the narrower column of a 1.3 : 1 grid;
 * - `sheet`: large, five columns of twelve, the title set in a cartouche (the home's treatment, for
 *   the pages that present an offer; the name is the owner's, kept from the sheet it was drawn on);
 * - `quiet`: beside a text's title, smaller (the narrower of a 2.5 : 1 grid), for the texts (legal pages).
 * On phones and tablets every layout shows the picture as a band across the screen above the title.
 */
export const heroLayouts = ['side', 'sheet', 'quiet'] as const;
export type HeroLayout = (typeof heroLayouts)[number];

/** The page container's text (styles/global.css `page-container`): 20 px of padding a side, 32 from 640 px, 1152 px wide at most. */
const text = { widest: 1152 } as const;

/**
 * The `sizes` of a picture as wide as the text below 640 px and from 640 px, less what frames it
 * there (a card's 1 px borders, a sheet's paper): one definition of the container's padding.
 */
export function acrossText(less: { phone: number; tablet: number } = { phone: 0, tablet: 0 }): string {
  return `(min-width: 640px) calc(100vw - ${64 + less.tablet}px), calc(100vw - ${40 + less.phone}px)`;
}

/** A card's 1 px border a side (ui/FeatureCard, embeds' cards). */
export const cardBorder = { phone: 2, tablet: 2 } as const;

/**
 * The widths of a picture about as wide as the text on a phone (a card's: 370 px on a 412 px
 * screen, 333 on a 375 px one; 384 px at most beside a section's text): 680 px serves the common
 * 1.75–2× phones, which took the 800 px file for 648 px (a 640 px step fell 7 px short), 1200 px
 * the 3× ones; 480 and 800 px a desktop's cards and columns.
 */
export const acrossPhoneWidths = [480, 680, 800, 1200] as const;

/**
 * On phones and tablets, below 1024 px, every hero's picture is a band across the screen, 12 : 5,
 * its files cut to it (lib/picture.ts): a 16 : 9 photo in the band hides a quarter of its height,
 * which the visitor no longer downloads. The widths cover a 3× phone's band (1,170 px on a 390 px
 * screen) and a 2× tablet's, with steps at 640 and 800 px for the common 1.75–2× phones.
 */
export const heroPhoneBand = {
  media: '(max-width: 1023.98px)',
  ratio: 12 / 5,
  widths: [480, 640, 800, 1000, 1200, 1600],
  sizes: '100vw',
} as const;

/**
 * The hero picture's place in sections/PageHero from 1024 px, per layout, and an article's (the
 * narrower part of a 1.3 : 1 grid with a 3 rem gap, 480 px once the container stops growing): the
 * widths to make, the `sizes` for each breakpoint, and the ratio where the layout crops the picture
 * to one (`sheet` and `quiet`: 5 : 6). The widths cover a 2× screen and most 3× ones.
 */
export const heroPictureSlots = {
  side: {
    widths: [480, 800, 1200],
    sizes: '(min-width: 1216px) 480px, calc((100vw - 112px) / 2.3)',
    ratio: undefined,
  },
  sheet: {
    widths: [480, 800, 1200],
    sizes: '(min-width: 1216px) 461px, calc((100vw - 416px) * 5 / 12 + 128px)',
    ratio: 5 / 6,
  },
  quiet: {
    widths: [320, 480, 640],
    sizes: '(min-width: 1216px) 315px, calc((100vw - 112px) / 3.5)',
    ratio: 5 / 6,
  },
  article: {
    widths: [480, 800, 1200],
    sizes: '(min-width: 1280px) 480px, calc((100vw - 112px) / 2.3)',
    ratio: undefined,
  },
} as const;

/**
 * The home's hero (sections/Hero), a plate: six columns of twelve from 1024 px (560 px at most),
 * 6 : 5; below, across the screen, 16 : 9 (`homeHeroPhone`), taking the band's widths.
 */
export const homeHeroPictureSlot = {
  widths: heroPhoneBand.widths,
  sizes: '(min-width: 1216px) 560px, (min-width: 1024px) calc(50vw - 48px), 100vw',
  ratio: 6 / 5,
} as const;

/** The home hero's cut below 1024 px: across the screen, 16 : 9, low enough that her name and face under the title stay on a phone's first screen (her face kept when the picture is her portrait: lib/picture.ts `position`). */
export const homeHeroPhone = {
  media: heroPhoneBand.media,
  ratio: 16 / 9,
  widths: heroPhoneBand.widths,
  sizes: '100vw',
} as const;

/** The article's text column (ArticleLayout, Prose: 32 em of 17 px, then 18 px from 1024 px) inside the page's padding. */
export const articlePictureSlot = {
  widths: acrossPhoneWidths,
  sizes: '(min-width: 1024px) 576px, (min-width: 640px) 544px, calc(100vw - 40px)',
} as const;

/**
 * The practitioner's picture beside a section's title (sections/SplitSection, `portrait`, in its
 * sheet): a 7 rem vignette on phones, 10 rem from 640 px, half the section from 1024 px. It was
 * asked for at 90 % of a phone's width: with a photograph there the home downloaded 43 kB for a
 * 112 px vignette. 240 px serves the vignette on 1.75–2× phones, 400 px on 3× ones.
 */
export const portraitPictureSlot = {
  widths: [240, 400, 800, 1200],
  sizes: '(min-width: 1024px) 480px, (min-width: 640px) 160px, 112px',
  // A portrait's frame, 4 : 5 (the drawings' own ratio): a landscape photo is cut to it, as a
  // photographer's portrait would be.
  ratio: 4 / 5,
} as const;

/** Her photograph in a line beside her name (ui/PersonLine): a 64 px disc, 2× and 3× screens. */
export const avatarPictureSlot = { widths: [128, 192], sizes: '64px', ratio: 1 } as const;

/** The widest a photograph offered for download for print is (lib/picture.ts toDownload): 2,400 px, 20 cm at 300 dpi. */
export const downloadWidth = 2400;

/** The book's cover beside its download link (sections/PressKit): 64 px high, a book's 4 : 5, 2× and 3× screens. */
export const coverThumbnailSlot = { widths: [104, 156], sizes: '52px', ratio: 4 / 5 } as const;

/**
 * A card's picture (ui/FeatureCard): across the card, inside its 1 px border, cut to 3 : 2; one
 * card a row below 768 px, then `columns` a row with 24 px between them (ui/FeatureCard CardGrid).
 * It was asked for at the whole viewport's width: on a phone, a third more than it shows.
 */
export function cardPictureSlot(columns: 2 | 3) {
  const gaps = 24 * (columns - 1);
  return {
    widths: acrossPhoneWidths,
    sizes: [
      `(min-width: 1216px) ${Math.floor((text.widest - gaps) / columns) - 2}px`,
      `(min-width: 768px) calc((100vw - ${64 + gaps}px) / ${columns} - 2px)`,
      acrossText(cardBorder),
    ].join(', '),
    ratio: 3 / 2,
  } as const;
}

/**
 * A video's poster (embeds/Poster), 16 : 9 across its card (inside its 1 px border): one card a row
 * on phones; from 768 px, `pair` is two a row 32 px apart (the podcast's videos), a number the
 * width of a single player from 1024 px (the formation's).
 */
export function posterPictureSlot(layout: 'pair' | number) {
  const wide =
    layout === 'pair'
      ? `(min-width: 1216px) ${(text.widest - 32) / 2 - 2}px, (min-width: 768px) calc(50vw - 50px)`
      : `(min-width: 1024px) ${layout}px`;
  return {
    // Across a card on a phone, as a card's picture (acrossPhoneWidths); 1280 px, a video's own width, above.
    widths: [...acrossPhoneWidths.slice(0, -1), 1280],
    sizes: `${wide}, ${acrossText(cardBorder)}`,
    ratio: 16 / 9,
  } as const;
}

/**
 * The picture of a section beside its text (sections/SplitSection, `card` frame): shown whole,
 * 384 px at most below 1024 px (the text's width on smaller phones), about half the section above.
 */
export const splitPictureSlot = {
  widths: acrossPhoneWidths,
  sizes: `(min-width: 1216px) 600px, (min-width: 1024px) 50vw, (min-width: 424px) 384px, calc(100vw - 40px)`,
} as const;

/** The not-found page's drawing (sections/NotFound): the text's width, then half of 1152 px less a 48 px gap from 1024 px. */
export const notFoundPictureSlot = {
  widths: acrossPhoneWidths,
  sizes: `(min-width: 1216px) 552px, (min-width: 1024px) calc(50vw - 56px), ${acrossText()}`,
} as const;

/**
 * A project's pages, on a grid of twelve columns 32 px apart from 1024 px: 53 px a
 * column once the container stops growing (1152 px), `(100vw - 416px) / 12` below that.
 */
const columns = (count: number, less = 0) => `calc((100vw - 416px) * ${count} / 12 + ${(count - 1) * 32 - less}px)`;
const widestColumns = (count: number) => Math.round(((text.widest - 11 * 32) * count) / 12 + (count - 1) * 32);

/**
 * The before and after photographs at the top of a project's page (sections/BeforeAfter), edge to
 * edge in their box, cut to 3 : 2: six columns beside the title from 1024 px, as wide as the text
 * below. 720 px serves 2× phones (350 px of text), 1080 px the 3× ones (1,050 px: the 1200 px step
 * was a seventh more pixels than they show), 1320 px the desktop column (560 px) on a 2× screen.
 */
export const beforeAfterPictureSlot = {
  widths: [480, 720, 1080, 1320],
  sizes: `(min-width: 1216px) ${widestColumns(6)}px, (min-width: 1024px) ${columns(6)}, ${acrossText()}`,
  ratio: 3 / 2,
} as const;

/**
 * A sheet's frame (ui/Sheet) round the picture inside it: 10 px of paper and a 1 px rule a side on
 * phones, 12 px and 1 px from 640 px, taken off a sheet picture's `sizes`.
 */
const sheetFrame = { phone: 22, tablet: 26 } as const;

/** A project's plan, a sheet (ui/Sheet) five columns wide beside its story from 1024 px, the text's width below, shown whole. */
export const projectPlanPictureSlot = {
  widths: acrossPhoneWidths,
  sizes: `(min-width: 1216px) ${widestColumns(5) - sheetFrame.tablet}px, (min-width: 1024px) ${columns(5, sheetFrame.tablet)}, ${acrossText(sheetFrame)}`,
} as const;

/**
 * A project in a row of a section (sections/ProjectCardList `ProjectRows`: the home's, a support
 * page's): a 9 rem thumbnail beside its title on phones, 10 rem from 640 px, a third of the text's
 * width from 1024 px; cut to 4 : 3. 240–480 px serve the thumbnails, 800 px the desktop's thirds.
 */
export const projectRowPictureSlot = {
  widths: [240, 480, 800],
  sizes: '(min-width: 1216px) 363px, (min-width: 1024px) calc((100vw - 128px) / 3), (min-width: 640px) 160px, 144px',
  ratio: 4 / 3,
} as const;
