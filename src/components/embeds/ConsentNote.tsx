import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ExternalLink } from '../ui/ExternalLink';
import type { FacadeLabels } from './labels';

/**
 * The one privacy explanation of a section whose embeds wait for consent: what loading them sends
 * and to whom, with the provider's privacy policy. A section says it once, however many embeds it holds.
 */
export function ConsentNote({ labels, text = labels.notice, tone = 'light', className, children }: {
  labels: FacadeLabels;
  /** The sentence; the facade's notice by default. */
  text?: string;
  tone?: 'light' | 'dark' | undefined;
  className?: string | undefined;
  /** Actions shown before the sentence (the allow button). */
  children?: ReactNode;
}) {
  return (
    <div data-consent-note className={cn('flex flex-col gap-3', className)}>
      {children}
      <p className={cn('text-[0.9375rem] sm:text-sm', tone === 'dark' ? 'text-sand' : 'text-ink-soft')}>
        {text}{' '}
        <ExternalLink
          href={labels.privacyUrl}
          newTabLabel={labels.newTab}
          className={cn('underline underline-offset-4', tone === 'dark' ? 'text-linen' : 'text-clay-deep')}
        >
          {labels.privacy}
        </ExternalLink>
      </p>
    </div>
  );
}
