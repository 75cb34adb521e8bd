/**
 * How near the screen a picture held back by src/client/load-near.ts starts loading: half a
 * screen ahead, as a fraction of the screen's height. On a slow phone that is a second or so of
 * reading ahead (a card photo of 12–50 kB takes 0.1–0.3 s on slow 4G), and it keeps a list page's
 * first visit to the cards the visitor can see: at 600 px (Firefox's own distance for lazy
 * pictures) the second card of a list, just under a phone's first screen, came with the page too,
 * and a category page with two detailed photographs went over its 130 kB on a 3× phone.
 * A fraction rather than pixels: a taller screen scrolls further at each flick.
 */
export const nearScreens = 0.5;

/** `nearScreens` as an IntersectionObserver's margin: below and above the screen, not beside it. */
export const nearRootMargin = `${nearScreens * 100}% 0px`;
