/**
 * The one way the site links to another site: a new tab, no opener or referrer, and a hidden note
 * saying so for screen readers.
 */
import type { ComponentProps } from 'react';

/**
 * A link to another site: always a new tab, always `noopener noreferrer` (the other site gets no handle on this page), and a hidden
 * "(opens in a new tab)" for screen readers, given translated by the caller.
 */
export function ExternalLink({
  newTabLabel,
  children,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string; newTabLabel: string }) {
  return (
    <a data-slot="external-link" target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}
