/**
 * Links the web app manifest once the page has loaded, has been painted and the browser is idle.
 * The layout keeps it out of the page's first requests (a `<noscript>` copy serves browsers without
 * JavaScript): Chrome fetches a linked manifest, and one of its icons, at once, which on a slow
 * first visit competes with what the first screen needs. Installing the site can wait a moment;
 * reading it cannot. (On a fast connection `load` can even come before the first paint.)
 */
import { afterFirstPaint } from './first-paint';
import { whenIdle } from './idle';

const source = document.querySelector<HTMLElement>('noscript[data-manifest]');
const href = source?.dataset.manifest;
if (href) {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([loaded, afterFirstPaint()]).then(() =>
    whenIdle(() => document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href })), 3000),
  );
}
