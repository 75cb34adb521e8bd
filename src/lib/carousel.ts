/**
 * The carousel's position rules, kept pure so they are tested on
 * their own: moving past the last slide comes back to the first, and before the first to the last.
 */
import { format } from './placeholders';

/** The slide `delta` steps from `index` among `count`, wrapping both ways. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new Error(`A carousel needs at least one slide, not ${count}`);
  return (((index + delta) % count) + count) % count;
}

/** The slide a strip scrolled to `scrollLeft` shows, each slide `slideWidth` wide: the nearest, within bounds. */
export function indexAtScroll(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}

/** How a key moves the carousel: the arrows one step, Home and End to the ends; other keys do nothing. */
export function keyStep(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return wrapIndex(index, 1, count);
    case 'ArrowLeft':
      return wrapIndex(index, -1, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Fills the position template of the dictionary: "Image {current} sur {total}" → "Image 3 sur 9" (1-based). */
export function positionLabel(template: string, index: number, count: number): string {
  return format(template, { current: String(index + 1), total: String(count) });
}
