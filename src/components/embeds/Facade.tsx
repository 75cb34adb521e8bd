/**
 * What stands in for a third-party embed before consent (the facade), its allow and direct-link
 * actions, and the direct link kept below a mounted iframe; shared by every embed island.
 */
import { ExternalLink as ExternalIcon, ShieldCheck } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from '../ui/Button';
import { ExternalLink } from '../ui/ExternalLink';
import type { FacadeLabels } from './labels';
import { KeepCompounds } from '../ui/KeepCompounds';

interface FacadeProps {
  labels: FacadeLabels;
  directUrl: string;
  /** Undefined before hydration: the allow button waits, disabled (and hidden without JavaScript, where there is nothing to allow). */
  onAllow: (() => void) | undefined;
  /** The provider could not load: say so, and offer the direct link alone. */
  failed?: boolean;
  /** Under a poster: a short band with the notice in small type and the two actions. */
  compact?: boolean;
  /** False where the section states the privacy note once for all its embeds (ConsentNote). */
  notice?: boolean;
  className?: string | undefined;
}

/**
 * Stands in for a third-party embed until its category is allowed (docs/decisions/003): what would
 * load and from whom, a button to allow it, a direct link to the provider's page, and the
 * provider's privacy policy.
 */
export function Facade({ labels, directUrl, onAllow, failed = false, compact = false, notice = true, className }: FacadeProps) {
  if (compact) {
    return (
      <div data-facade className="flex flex-col gap-3 border-b border-sand-deep/70 bg-linen px-6 py-3 text-left">
        {(failed || notice) && <p className="text-[0.9375rem] text-ink-soft sm:text-sm">{failed ? labels.failed : labels.notice}</p>}
        <FacadeActions labels={labels} directUrl={directUrl} onAllow={onAllow} failed={failed} size="sm" />
      </div>
    );
  }
  return (
    <div
      data-facade
      className={cn(
        'flex flex-col items-center justify-center gap-4 rounded-card border border-dashed border-sand-deep bg-linen p-6 text-center sm:p-10',
        className,
      )}
    >
      <ShieldCheck aria-hidden="true" className="size-8 text-sage-deep" />
      <p className="font-serif text-xl font-medium text-ink">
        <KeepCompounds text={labels.title} />
      </p>
      <p className="max-w-lg text-[0.95rem] text-ink-soft">{failed ? labels.failed : labels.notice}</p>
      <FacadeActions
        labels={labels}
        directUrl={directUrl}
        onAllow={onAllow}
        failed={failed}
        size="default"
        className="items-center justify-center gap-3"
      />
      {!failed && (
        <p className="max-w-lg text-[0.9375rem] text-ink-soft sm:text-sm">
          {labels.remember}{' '}
          <ExternalLink href={labels.privacyUrl} newTabLabel={labels.newTab} className="text-clay-deep underline underline-offset-4">
            {labels.privacy}
          </ExternalLink>
        </p>
      )}
    </div>
  );
}

/**
 * A facade's two actions: allow the embed (not after a failure) and open the same content on the
 * provider's site. The allow button is in the page's HTML from the start, disabled until the island
 * has hydrated: added only then, it pushed everything below it down by a row (52 px) as the visitor
 * scrolled to it. Without JavaScript it is hidden: nothing could allow the embed.
 * `directFirst`: the direct link is the screen's main action (the booking card, where a visitor
 * books): filled, and first. It is there in every state, scripts off and provider down included.
 */
export function FacadeActions({
  labels,
  directUrl,
  onAllow,
  failed,
  size,
  directFirst = false,
  className,
}: Pick<FacadeProps, 'labels' | 'directUrl' | 'onAllow' | 'className'> & {
  failed: boolean;
  size: 'sm' | 'default';
  directFirst?: boolean;
}) {
  const direct = (
    <ExternalLink
      href={directUrl}
      newTabLabel={labels.newTab}
      className={buttonVariants({ variant: directFirst ? 'primary' : 'secondary', size })}
      data-direct-link
    >
      <KeepCompounds text={labels.direct} />
      <ExternalIcon aria-hidden="true" />
    </ExternalLink>
  );
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {directFirst && direct}
      {!failed && (
        <Button
          variant="secondary"
          size={size}
          onClick={onAllow}
          disabled={!onAllow}
          data-allow
          className="[@media(scripting:none)]:hidden"
        >
          <KeepCompounds text={labels.allow} />
        </Button>
      )}
      {!directFirst && direct}
    </div>
  );
}

/**
 * The direct link kept beneath a mounted iframe: an iframe gives no sign when its provider fails
 * to load, so the way to the same content on the provider's site never goes away.
 */
export function DirectLinkBelow({ labels, href }: { labels: FacadeLabels; href: string }) {
  return (
    <p className="mt-3 text-center text-sm">
      <ExternalLink href={href} newTabLabel={labels.newTab} className="underline underline-offset-4">
        <KeepCompounds text={labels.direct} />
      </ExternalLink>
    </p>
  );
}
