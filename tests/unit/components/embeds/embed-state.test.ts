/**
 * Unit tests of src/components/embeds/embed-state.ts: what a consent-gated embed shows for each
 * combination of allowed, visible and failed.
 */
import { describe, expect, it } from 'vitest';
import { embedView } from '../../../../src/components/embeds/embed-state';

describe('consent-to-embed state machine', () => {
  it.each([
    [{ allowed: false, visible: false, failed: false }, 'facade'],
    [{ allowed: false, visible: true, failed: false }, 'facade'],
    [{ allowed: false, visible: true, failed: true }, 'facade'],
    [{ allowed: true, visible: true, failed: false }, 'mounted'],
    [{ allowed: true, visible: false, failed: false }, 'unmounted'],
    [{ allowed: true, visible: true, failed: true }, 'fallback'],
    [{ allowed: true, visible: false, failed: true }, 'fallback'],
  ] as const)('%o → %s', (facts, view) => {
    expect(embedView(facts)).toBe(view);
  });
});
