// @vitest-environment jsdom
/**
 * The ConsentGate island logic with the consent library and IntersectionObserver replaced by
 * controllable stand-ins: facade before consent, mounted on view, unmounted off view, fallback on
 * error, and back to the facade when consent is withdrawn; and the podcast cards' players built on
 * it: every card's player once media is allowed, "listen here" allowing it from any card.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FacadeLabels } from '../../../../src/components/embeds/labels';

const consent = vi.hoisted(() => ({ allowed: new Set<string>(), listeners: new Set<() => void>(), allowCalls: [] as string[] }));
vi.mock('../../../../src/components/embeds/consent-client', () => ({
  isAllowed: (category: string) => consent.allowed.has(category),
  subscribeConsent: (listener: () => void) => {
    consent.listeners.add(listener);
    return () => consent.listeners.delete(listener);
  },
  allow: (category: string) => {
    consent.allowCalls.push(category);
    consent.allowed.add(category);
    consent.listeners.forEach((l) => l());
  },
}));

let observed: ((visible: boolean) => void) | undefined;
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    observed = (visible) =>
      this.callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {
    observed = undefined;
  }
}

const { ConsentGate } = await import('../../../../src/components/embeds/ConsentGate');
const { MusicEmbed } = await import('../../../../src/components/islands/MusicEmbed');

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

  it("shows a section's own facade, at its own height, until allowed; then the embed's box", () => {
    render(
      <ConsentGate
        category="booking"
        labels={labels}
        directUrl="https://calendly.com/x"
        sizeClass="min-h-[700px]"
        renderFacade={({ onAllow, failed }) => (
          <button type="button" onClick={onAllow} data-failed={failed}>
            Own facade
          </button>
        )}
      >
        {() => <iframe title="calendar" data-testid="embed" />}
      </ConsentGate>,
    );
    const box = () => document.querySelector('[data-embed]')!;
    expect(screen.queryByText('This content is provided by Calendly.')).toBeNull();
    expect(box().className).not.toContain('min-h-[700px]');
    act(() => screen.getByRole('button', { name: 'Own facade' }).click());
    expect(box().className).toContain('min-h-[700px]');
    act(() => observed?.(true));
    expect(screen.getByTestId('embed')).toBeTruthy();
  });
});

/** Every observed element counts as on screen: what is tested here is which players mount. */
class OnScreenObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    queueMicrotask(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  disconnect() {}
}

const episodes = ['One', 'Two', 'Three'].map((title) => ({ src: `https://open.spotify.com/embed/episode/${title}`, title }));

async function renderCards() {
  render(
    <>
      {episodes.map((player) => (
        <MusicEmbed
          key={player.src}
          player={player}
          directUrl={player.src.replace('/embed', '')}
          labels={labels}
          listen={{ label: 'Listen here', name: `Listen here: ${player.title}` }}
        />
      ))}
    </>,
  );
  await act(async () => {});
}

const frames = () => [...document.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src'));

describe('MusicEmbed (the podcast cards’ players)', () => {
  beforeEach(() => {
    consent.allowed.clear();
    consent.allowCalls.length = 0;
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows only a "listen here" button per card before media is allowed, and loads nothing', async () => {
    await renderCards();
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Listen here: One',
      'Listen here: Two',
      'Listen here: Three',
    ]);
    expect(frames()).toEqual([]);
  });

  it('allows media from any card\'s "listen here": then every card on screen shows its player', async () => {
    await renderCards();
    await act(async () => screen.getByRole('button', { name: 'Listen here: Two' }).click());
    expect(consent.allowCalls).toEqual(['media']);
    await act(async () => {});
    expect(frames()).toEqual(episodes.map((player) => player.src));
    expect(screen.queryAllByRole('button')).toEqual([]);
    const frame = document.querySelectorAll('iframe')[1]!;
    expect(frame.getAttribute('height')).toBe('352');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('title')).toBe('Two');
  });

  it('shows every player when media is allowed elsewhere (the banner), asking nothing more', async () => {
    await renderCards();
    act(() => {
      consent.allowed.add('media');
      consent.listeners.forEach((l) => l());
    });
    await act(async () => {});
    expect(frames()).toEqual(episodes.map((player) => player.src));
    expect(consent.allowCalls).toEqual([]);
  });

  it('mounts no player off screen, even with media allowed', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    consent.allowed.add('media');
    await renderCards();
    expect(frames()).toEqual([]);
    expect(document.querySelectorAll('[data-embed-state="unmounted"]')).toHaveLength(3);
  });

  it('removes the players and shows the buttons again when media is withdrawn', async () => {
    await renderCards();
    await act(async () => screen.getByRole('button', { name: 'Listen here: One' }).click());
    await act(async () => {});
    expect(frames()).toHaveLength(3);
    act(() => {
      consent.allowed.delete('media');
      consent.listeners.forEach((l) => l());
    });
    expect(frames()).toEqual([]);
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });
});
