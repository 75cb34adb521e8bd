/** A React hook telling an island whether it runs in the browser yet. */
import { useEffect, useState } from 'react';

/**
 * False while rendering on the server and during hydration, true once the island runs in the
 * browser: controls that need JavaScript (a real button, an "allow" button) render only then, and
 * the server HTML keeps what works without it (a link).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
