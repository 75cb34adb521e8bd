/**
 * Lazy pictures that must arrive together: those inside a `[data-load-together]` element all load
 * as soon as the element comes near the screen, as the browser would load one lazy picture. The
 * browser alone loads only the pictures near the screen *inside* a clipping box, so in a strip that
 * slides (the press logos) the others would arrive late, one gap at a time.
 */

/** How near the screen a group starts loading; Chromium's own distance for lazy pictures on a fast connection. */
const NEAR = '1250px 0px';

const groups = document.querySelectorAll<HTMLElement>('[data-load-together]');
if (groups.length) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        for (const image of entry.target.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
      }
    },
    { rootMargin: NEAR },
  );
  for (const group of groups) observer.observe(group);
}
