/**
 * Where a page's share card lives (docs/decisions/014). Every page gets its own 1200×630 PNG, named
 * after the page's path: `/` → `/og/index.png`, `/en` → `/og/en.png`, `/en/about` →
 * `/og/en/about.png`. The layout points `og:image` there; build/assets/share-cards.ts draws the
 * card after the build from the page's own `og:title`, so a page added later needs nothing more.
 */
export const shareCardSize = { width: 1200, height: 630 } as const;

export function shareCardPath(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '') || 'index';
  return `/og/${name}.png`;
}
