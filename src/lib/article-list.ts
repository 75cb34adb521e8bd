/**
 * How a list of articles is laid out: a grid of three a row when there are enough to fill one; one
 * or two articles (a young category) as wide cards, picture beside text, so a page never shows a
 * lone card in a three-column row. The pictures are sized for the layout they land in.
 */
export type ArticleListLayout = 'grid' | 'wide';

export function articleListLayout(count: number): ArticleListLayout {
  return count <= 2 ? 'wide' : 'grid';
}

/** The `sizes` of a card's picture: a third of the page in the grid, some 600 px beside the text of a wide card. */
export function articleCardImageSizes(layout: ArticleListLayout): string {
  return layout === 'grid' ? '(min-width: 768px) 360px, 100vw' : '(min-width: 768px) 600px, 100vw';
}
