/**
 * A list that is a row swiped sideways on a phone (under 640 px) and stays a grid above: three
 * service cards or three clients' words take one card's height instead of three (the
 * home on a phone ran to twelve screens). Each item is 85 % of the screen, so the next one shows
 * at the edge and says there is more; items snap to the page's margin. The list must hold
 * something focusable, or be focusable itself, so the keyboard can scroll it (axe's
 * scrollable-region-focusable). Put on a `grid` list: its column template is set aside on a phone.
 * The list is positioned, so that what is absolutely placed inside (a link's `sr-only` words) is
 * clipped by the row rather than widening the page.
 */
export const swipeRow =
  'relative max-sm:grid-flow-col max-sm:grid-cols-none max-sm:auto-cols-[85%] max-sm:overflow-x-auto max-sm:snap-x max-sm:snap-mandatory max-sm:-mx-5 max-sm:px-5 max-sm:scroll-px-5 max-sm:*:snap-start';

/**
 * A card of such a row, on a phone only, for items that are rows of a list from 640 px (the pillars,
 * the podcast's players). Its side padding only: the row it was keeps its own above and below.
 */
export const swipeCard = 'max-sm:rounded-card max-sm:border max-sm:border-sand-deep max-sm:bg-white max-sm:px-5';
