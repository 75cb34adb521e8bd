/**
 * The browser side of consent, for the embed islands: read a category's state, allow one, and be
 * told when the choice changes (accepting, rejecting or withdrawing from the preferences).
 * The banner itself is started by src/client/consent.ts; both use the same library instance.
 */
// Named imports: the library's ES build has no default export, and its types (`export =` a
// namespace) make a namespace import draw a hint from the type check.
import { acceptCategory, acceptedCategory, getUserPreferences, hide } from 'vanilla-cookieconsent';
import type { ConsentCategory } from '../../config/providers';

const CHANGE_EVENTS = ['cc:onConsent', 'cc:onChange'] as const;

export function subscribeConsent(onChange: () => void): () => void {
  for (const name of CHANGE_EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of CHANGE_EVENTS) window.removeEventListener(name, onChange);
  };
}

export function isAllowed(category: ConsentCategory): boolean {
  return acceptedCategory(category);
}

/** Allows one category on top of what is already accepted; the rest stays refused. */
export function allow(category: ConsentCategory): void {
  const accepted = getUserPreferences().acceptedCategories;
  acceptCategory([...new Set([...accepted, category])]);
  hide();
}
