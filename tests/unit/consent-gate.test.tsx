// @vitest-environment jsdom
/**
 * The ConsentGate island logic with the consent library and IntersectionObserver replaced by
 * controllable stand-ins: facade before consent, mounted on view, unmounted off view, fallback on
 * error, and back to the facade when consent is withdrawn.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FacadeLabels } from '../../src/components/embeds/labels';

const consent = vi.hoisted(() => ({ allowed: new Set<string>(), listeners: new Set<() => void>() }));
vi.mock('../../src/components/embeds/consent-client', () => ({
  isAllowed: (category: string) => consent.allowed.has(category),
  subscribeConsent: (listener: () => void) => {
    consent.listeners.add(listener);
    return () => consent.listeners.delete(listener);
  },
  allow: (category: string) => {
    consent.allowed.add(category);
    consent.listeners.forEach((l) => l());
  },
}));

let observed: ((visible: boolean) => void) | undefined;
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    observed = (visible) => this.callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {
    observed = undefined;
  }
}

const { ConsentGate } = await import('../../src/components/embeds/ConsentGate');

const labels: FacadeLabels = {
  title: 'Booking calendar',
  notice: 'This content is provided by Calendly.',
  allow: 'Show the calendar',
  direct: 'Book on Calendly',
  privacy: 'Calendly privacy policy',
  remember: 'Your choice applies to the whole site.',
  failed: 'This content could not load.',
  loading: 'Loading…',
  newTab: '(opens in a new tab)',
  provider: 'Calendly',
  privacyUrl: 'https://calendly.com/privacy',
};

function setConsent(category: string, allowed: boolean) {
  act(() => {
    if (allowed) consent.allowed.add(category);
    else consent.allowed.delete(category);
    consent.listeners.forEach((l) => l());
  });
}

function renderGate() {
  let fail: () => void = () => {};
  render(
    <ConsentGate category="booking" labels={labels} directUrl="https://calendly.com/x" sizeClass="min-h-[700px]">
      {(onError) => {
        fail = onError;
        return <iframe title="calendar" data-testid="embed" />;
      }}
    </ConsentGate>,
  );
  const state = () => document.querySelector('[data-embed]')!.getAttribute('data-embed-state');
  return { state, fail: () => act(() => fail()) };
}

describe('ConsentGate', () => {
  beforeEach(() => {
    consent.allowed.clear();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the facade before consent: notice, allow button and direct link, nothing mounted', () => {
    const { state } = renderGate();
    act(() => observed?.(true));
    expect(state()).toBe('facade');
    expect(screen.queryByTestId('embed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show the calendar' })).toBeTruthy();
    const direct = screen.getByRole('link', { name: /Book on Calendly/ });
    expect(direct.getAttribute('href')).toBe('https://calendly.com/x');
    expect(direct.getAttribute('target')).toBe('_blank');
  });

  it('mounts once allowed and on screen, unmounts off screen', () => {
    const { state } = renderGate();
    act(() => screen.getByRole('button', { name: 'Show the calendar' }).click());
    expect(state()).toBe('unmounted');
    act(() => observed?.(true));
    expect(state()).toBe('mounted');
    expect(screen.getByTestId('embed')).toBeTruthy();
    act(() => observed?.(false));
    expect(state()).toBe('unmounted');
    expect(screen.queryByTestId('embed')).toBeNull();
  });

  it('falls back to the direct link when the provider fails, with no allow button', () => {
    setConsent('booking', true);
    const { state, fail } = renderGate();
    act(() => observed?.(true));
    fail();
    expect(state()).toBe('fallback');
    expect(screen.queryByTestId('embed')).toBeNull();
    expect(screen.getByText('This content could not load.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: /Book on Calendly/ })).toBeTruthy();
  });

  it('goes back to the facade when consent is withdrawn', () => {
    setConsent('booking', true);
    const { state } = renderGate();
    act(() => observed?.(true));
    expect(state()).toBe('mounted');
    setConsent('booking', false);
    expect(state()).toBe('facade');
    expect(screen.queryByTestId('embed')).toBeNull();
  });
});
