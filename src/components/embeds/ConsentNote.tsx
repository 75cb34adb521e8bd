/**
 * The privacy sentence a section with consent-gated embeds states once for all of them, linking to
 * the provider's privacy policy: in the booking and reviews embeds, the podcast cards' note, and
 * the podcast and training pages.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ExternalLink } from '../ui/ExternalLink';
import type { FacadeLabels } from './labels';

/**
 * The one privacy explanation of a section whose embeds wait for consent: what loading them sends
 * and to whom, with the provider's privacy policy. A section says it once, however many embeds it holds.
 */
export function ConsentNote({
  labels,
  text = labels.notice,
  className,
  children,
}: {
  labels: FacadeLabels;
  /** The sentence; the facade's notice by default. */
  text?: string;
  className?: string | undefined;
  /** Actions shown before the sentence (the allow button). */
  children?: ReactNode;
}) {
  return (
    <div data-consent-note className={cn('flex flex-col gap-3', className)}>
      {children}
      <p className="text-[0.9375rem] text-ink-soft sm:text-sm">
        {text}{' '}
        <ExternalLink href={labels.privacyUrl} newTabLabel={labels.newTab} className="text-clay-deep underline underline-offset-4">
          {labels.privacy}
        </ExternalLink>
      </p>
    </div>
  );
}
