/**
 * A page the browser prerenders (Speculation Rules, src/integrations/host-config.ts) runs its
 * scripts before the visitor sees it, and may never be seen. Work that acts for the visitor (the
 * consent banner, and through it every embed allowed by consent) waits for the page to be shown.
 */

/** Resolves at once on a page being shown, or when a prerendered page is activated. */
export function whenShown(): Promise<void> {
  if (!document.prerendering) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('prerenderingchange', () => resolve(), { once: true }));
}
