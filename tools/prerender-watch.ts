/**
 * Following Chromium's prerender attempts from Puppeteer, for the bench's journeys
 * (tools/bench-journeys.ts) and the engines' prerender test (tests/engines/prerender.test.ts).
 */
import type { CDPSession, Page } from 'puppeteer-core';

const watched = new WeakSet<CDPSession>();

/**
 * Records in `prerenders`, by address, the state of each prerender attempt of `page`. It listens
 * through Puppeteer's own session with the page: a session of our own makes Chromium refuse to
 * prerender. A page activated from a prerender comes with a session of its own, so call it again
 * then; a session already followed is left as it is.
 */
export async function watchPrerenders(page: Page, prerenders: Map<string, string>): Promise<void> {
  const session = (page as unknown as { _client(): CDPSession })._client();
  if (watched.has(session)) return;
  watched.add(session);
  await session.send('Preload.enable');
  session.on('Preload.prerenderStatusUpdated', (event) =>
    prerenders.set(event.key.url, event.prerenderStatus ? `${event.status} (${event.prerenderStatus})` : event.status),
  );
}
