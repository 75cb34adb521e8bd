/**
 * How near the screen a picture held back by src/client/load-near.ts starts loading: half a
 * screen ahead, as a fraction of the screen's height: on a slow phone, a second or so of reading
 * ahead, while a list page's first visit brings only the cards the visitor can see
 * (docs/performance.md, "Loaded near the screen").
 * A fraction rather than pixels: a taller screen scrolls further at each flick.
 */
export const nearScreens = 0.5;

/** `nearScreens` as an IntersectionObserver's margin: below and above the screen, not beside it. */
export const nearRootMargin = `${nearScreens * 100}% 0px`;
