import type { ReactNode } from 'react';
import { compoundRanges } from '../../lib/typography';

/**
 * A text with each hyphenated compound kept whole ("neuro-architecture", "30-minute"), as the
 * build keeps them in every page's text (integrations/typeset-page.ts, the `compound` class of
 * global.css). Islands use it for the words they render: the build leaves their markup as React
 * rendered it, since the browser renders it again from the same props.
 */
export function KeepCompounds({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const [start, end] of compoundRanges(text)) {
    if (start > cursor) parts.push(text.slice(cursor, start));
    parts.push(
      <span key={start} className="compound">
        {text.slice(start, end)}
      </span>,
    );
    cursor = end;
  }
  if (cursor < text.length) parts.push(text.slice(cursor));
  return <>{parts}</>;
}
