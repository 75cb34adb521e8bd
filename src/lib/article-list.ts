/** How a list of article cards is laid out, and the picture sizes each layout asks for. */
import type { IconName } from '../config/icon-names';
import type { PictureData } from './picture-data';
import { acrossPhoneWidths, acrossText, cardBorder, cardPictureSlot } from './picture-slots';

/** What a card of a list of entries (an article, a project) shows, prepared at build time. */
export interface EntryCardData {
  slug: string;
  href: string;
  title: string;
  description: string;
  /** The tag in its corner: an article's category, a project's kind of help. */
  badge: string;
  badgeIcon: IconName;
  image: PictureData;
  readMore: string;
}

/**
 * How a list of articles is laid out: a grid of three a row when there are enough to fill one; one
 * or two articles (a young category) as wide cards, picture beside text, so a page never shows a
 * lone card in a three-column row. The pictures are sized for the layout they land in.
 */
export type ArticleListLayout = 'grid' | 'wide';

export function articleListLayout(count: number): ArticleListLayout {
  return count <= 2 ? 'wide' : 'grid';
}

/**
 * The widest file of an article card's photograph: 800 px, as sharp as a card needs on a 3× phone
 * (a card is as wide as the text below 768 px) and on 2× screens above, at under half the bytes
 * of a 1200 px file (docs/performance.md, "Pictures").
 */
const articleCardWidths = acrossPhoneWidths.filter((width) => width <= 800);

/**
 * A wide card below 768 px: the picture stacked above the text, across the card, shown 3 : 2
 * (sections/ArticleCardList, `aspect-[3/2]`), its files cut to that.
 */
export const wideCardPhoneCut = {
  media: '(max-width: 767.98px)',
  ratio: 3 / 2,
  widths: articleCardWidths,
  sizes: acrossText(cardBorder),
} as const;

/**
 * The picture slot of a card: a third of the page in the grid (cut to 3 : 2); in a wide card, some
 * 600 px beside the text from 768 px (as high as its text there, so not cut ahead of time), and
 * the phone's cut above.
 */
export function articleCardPictureSlot(layout: ArticleListLayout) {
  return layout === 'grid'
    ? { ...cardPictureSlot(3), widths: articleCardWidths, cuts: [] }
    : {
        widths: acrossPhoneWidths,
        sizes: '(min-width: 1216px) 600px, calc((100vw - 64px) * 0.52)',
        ratio: undefined,
        cuts: [wideCardPhoneCut],
      };
}
