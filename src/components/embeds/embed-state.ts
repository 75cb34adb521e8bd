/**
 * What a consent-gated embed shows, as a pure function of three facts (docs/decisions/003):
 * - not allowed for its category → the facade (what would load, from whom, allow, direct link);
 * - allowed and on screen → mounted (the third-party iframe or script is in the page);
 * - allowed and off screen → unmounted (a placeholder of the same size; nothing third-party runs);
 * - allowed but the provider failed to load → the fallback, the facade's direct link.
 */
export type EmbedView = 'facade' | 'mounted' | 'unmounted' | 'fallback';

export interface EmbedFacts {
  allowed: boolean;
  visible: boolean;
  failed: boolean;
}

export function embedView({ allowed, visible, failed }: EmbedFacts): EmbedView {
  if (!allowed) return 'facade';
  if (failed) return 'fallback';
  return visible ? 'mounted' : 'unmounted';
}
