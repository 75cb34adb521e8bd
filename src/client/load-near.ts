/**
 * Pictures loaded as they come near the screen, at a distance we choose rather than the browser's:
 * - `[data-near]`: a card's picture held back in a <noscript> (ui/Picture `whenNear`). The
 *   browser's own lazy distance would fetch every card of a list on a phone, photos the visitor
 *   may never scroll to (docs/decisions/009). Near the screen the stand-in is replaced by its
 *   picture, which the browser then loads.
 * - `[data-load-together]`: lazy pictures that must arrive together all load as soon as their
 *   element comes near, as one lazy picture would. The browser alone loads only the pictures near
 *   the screen *inside* a clipping box, so in a strip that slides (the press logos, the carousel)
 *   the others would arrive late, one gap at a time.
 */

import { nearRootMargin } from '../lib/near-screen';

/** Puts the picture kept in a stand-in's <noscript> in the stand-in's place. */
function reveal(standIn: Element) {
  const markup = standIn.querySelector('noscript')?.textContent;
  if (!markup) return;
  const template = document.createElement('template');
  template.innerHTML = markup;
  standIn.replaceWith(template.content);
}

/** Makes a group's lazy pictures load now. */
function loadTogether(group: Element) {
  for (const image of group.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
}

const targets = document.querySelectorAll('[data-near], [data-load-together]');
if (targets.length) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue;
        observer.unobserve(target);
        if (target.hasAttribute('data-near')) reveal(target);
        else loadTogether(target);
      }
    },
    { rootMargin: nearRootMargin },
  );
  for (const target of targets) observer.observe(target);
  // Printing shows the whole page: every picture still held back comes now, eagerly, rather than
  // a tinted box on paper (an article's pictures most of all).
  addEventListener(
    'beforeprint',
    () => {
      observer.disconnect();
      for (const standIn of document.querySelectorAll('[data-near]')) reveal(standIn);
      // Every lazy picture, those of the groups with the others.
      for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
    },
    { once: true },
  );
}
