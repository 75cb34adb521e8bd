import { acrossPhoneWidths, acrossText, cardBorder, cardPictureSlot } from './picture-slots';

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
 * The picture slot of a card: a third of the page in the grid (cut to 3 : 2), some 600 px beside
 * the text of a wide card (as high as its text there, so not cut ahead of time).
 */
export function articleCardPictureSlot(layout: ArticleListLayout) {
  return layout === 'grid'
    ? cardPictureSlot(3)
    : {
        widths: acrossPhoneWidths,
        sizes: `(min-width: 1216px) 600px, (min-width: 768px) calc((100vw - 64px) * 0.52), ${acrossText(cardBorder)}`,
        ratio: undefined,
      };
}
