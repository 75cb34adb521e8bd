/**
 * Work that must not come before the page's first paint has been shown: the consent banner's
 * hand-over (src/client/consent.ts) and the manifest link (src/client/manifest.ts).
 *
 * The browser times a paint only once its frame has reached the screen. An element replaced before
 * then is forgotten, so its replacement counts as a new, later "largest paint"; a request made
 * before then competes with the first screen's own. On a fast connection the scripts, even the
 * `load` event, can come before that moment; waiting for the paint entry is the sure way.
 */

/** The longest to wait: a page opened in a background tab paints only once it is shown. */
const FIRST_PAINT_WAIT_MS = 3000;

/** Resolves in a later task, once the first contentful paint has been shown (or after 3 s). */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const supported = PerformanceObserver.supportedEntryTypes.includes('paint');
    setTimeout(resolve, supported ? FIRST_PAINT_WAIT_MS : 0);
    if (!supported) return;
    // Buffered: an entry from before this script ran is delivered too, in an observer task.
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}
