/**
 * Links the web app manifest once the page has loaded and the browser is idle. The layout keeps it
 * out of the page's first requests (a `<noscript>` copy serves browsers without JavaScript): Chrome
 * fetches a linked manifest, and one of its icons, at once, which on a slow first visit competes
 * with what the first screen needs. Installing the site can wait a moment; reading it cannot.
 */
const source = document.querySelector<HTMLElement>('noscript[data-manifest]');
const href = source?.dataset.manifest;
if (href) {
  const link = () => document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href }));
  const whenIdle = () => requestIdleCallback(link, { timeout: 3000 });
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
