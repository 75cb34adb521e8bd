/**
 * The wrapper every consent-gated embed island goes through: it shows the facade, a placeholder or
 * the embed itself according to consent, visibility and failure (embed-state.ts).
 */
import type { ReactNode } from 'react';
import { useCallback, useEffect, useState } from 'react';
import type { ConsentCategory } from '../../config/providers';
import { cn } from '../../lib/cn';
import { allow } from './consent-client';
import { embedView } from './embed-state';
import { Facade } from './Facade';
import { useHydrated } from '../../lib/use-hydrated';
import { useConsent, useInView } from './hooks';
import type { FacadeLabels } from './labels';

interface ConsentGateProps {
  category: ConsentCategory;
  labels: FacadeLabels;
  /** The same content on the provider's own site, for the facade and the fallback. */
  directUrl: string;
  /** Reserves the embed's height whatever is shown, so nothing jumps when it mounts (a Tailwind class). */
  sizeClass: string;
  /** What stands in while allowed but off screen; by default a box of `sizeClass`. */
  placeholder?: ReactNode;
  /** Stands in the embed's box while not mounted, e.g. a video's self-hosted poster; the facade then sits beneath it, compact. */
  backdrop?: ReactNode;
  /** With a backdrop: false where the section states the privacy note once for all its embeds. */
  notice?: boolean;
  /**
   * Replaces the standard facade with the section's own (a compact card, a short band): it gets the
   * allow action (undefined before hydration) and whether the provider failed. The box then takes
   * only the facade's own height; `sizeClass` applies once the embed is allowed.
   */
  renderFacade?: (facade: { onAllow: (() => void) | undefined; failed: boolean }) => ReactNode;
  /** The embed itself, rendered only while mounted; it calls `onError` if the provider fails. */
  children: (onError: () => void) => ReactNode;
}

/**
 * The one consent mechanism every embed goes through: facade until its category is allowed, then
 * mounted while on screen and unmounted when off it, and the direct link again if loading fails.
 */
export function ConsentGate({
  category,
  labels,
  directUrl,
  sizeClass,
  placeholder,
  backdrop,
  notice = true,
  renderFacade,
  children,
}: ConsentGateProps) {
  const allowed = useConsent(category);
  const hydrated = useHydrated();
  const [ref, visible] = useInView<HTMLDivElement>();
  const [failed, setFailed] = useState(false);
  // Stable, so an embed's effects that depend on it run once per mount.
  const markFailed = useCallback(() => setFailed(true), []);

  // A browser that knows it is offline will not reach the provider: say so at once.
  useEffect(() => {
    if (allowed && visible && !navigator.onLine) setFailed(true);
  }, [allowed, visible]);

  const view = embedView({ allowed, visible, failed });
  const onAllow = hydrated ? () => allow(category) : undefined;
  const showFacade = view === 'facade' || view === 'fallback';

  if (backdrop) {
    // Poster mode (video): the poster keeps its place and the facade is a strip beneath it.
    return (
      <div ref={ref} data-embed={category} data-embed-state={view} className="w-full">
        <div className={cn('relative', sizeClass)}>{view === 'mounted' ? children(markFailed) : backdrop}</div>
        {showFacade && (
          <Facade labels={labels} directUrl={directUrl} onAllow={onAllow} failed={view === 'fallback'} compact notice={notice} />
        )}
      </div>
    );
  }
  if (renderFacade && showFacade) {
    return (
      <div ref={ref} data-embed={category} data-embed-state={view} className="w-full">
        {renderFacade({ onAllow, failed: view === 'fallback' })}
      </div>
    );
  }
  return (
    <div ref={ref} data-embed={category} data-embed-state={view} className={cn('w-full', sizeClass)}>
      {showFacade && <Facade labels={labels} directUrl={directUrl} onAllow={onAllow} failed={view === 'fallback'} className={sizeClass} />}
      {view === 'unmounted' &&
        (placeholder ?? <p className={cn('flex items-center justify-center text-ink-soft', sizeClass)}>{labels.loading}</p>)}
      {view === 'mounted' && children(markFailed)}
    </div>
  );
}
