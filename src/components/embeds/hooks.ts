/** React hooks the consent-gated embeds share: consent for a category, and whether an element is near the screen. */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ConsentCategory } from '../../config/providers';
import { isAllowed, subscribeConsent } from './consent-client';

/** Whether a consent category is accepted, kept current. Never allowed on the server. */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => isAllowed(category),
    () => false,
  );
}

/**
 * Whether an element is on screen (with a margin, so an embed starts loading just before it is
 * seen). Returns a callback ref for the element.
 */
export function useInView<T extends Element>(rootMargin = '200px 0px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!element) return;
    // One call can bring several entries for the element, oldest first (a fast scroll past it):
    // the last one is the current state, as in src/client/header.ts.
    const observer = new IntersectionObserver((entries) => setVisible(entries.at(-1)?.isIntersecting ?? false), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin]);
  return [useCallback((node: T | null) => setElement(node), []), visible];
}
