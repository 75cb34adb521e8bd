/**
 * Runs work when the browser is idle, or after `timeoutMs` at the latest. Safari has no
 * `requestIdleCallback` (WebKit never shipped it): there the work waits one short timer instead,
 * which is what an idle callback amounts to on a page that has finished loading.
 */
export function whenIdle(work: () => void, timeoutMs: number): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: timeoutMs });
  else window.setTimeout(work, Math.min(timeoutMs, IDLE_FALLBACK_MS));
}

/** Where the browser cannot tell idleness, about one frame's worth of waiting after `load`. */
const IDLE_FALLBACK_MS = 50;
