/**
 * The list of a video's moments, each time machine-readable as a duration, beside the training
 * page's video testimonials.
 */
import { timestampDuration } from '../../lib/timestamps';
import { cn } from '../../lib/cn';

export interface TimestampEntry {
  /** As the video player shows it: "02:15", "1:02:15". */
  time: string;
  text: string;
}

/** The moments of a video, each time a <time> that machines read as a duration. */
export function TimestampList({ entries, className }: { entries: readonly TimestampEntry[]; className?: string }) {
  return (
    <ol data-slot="timestamps" className={cn('divide-y divide-sand-deep/70', className)}>
      {entries.map((entry) => (
        <li key={entry.time} className="flex gap-4 py-2 sm:py-3">
          <time dateTime={timestampDuration(entry.time)} className="w-14 shrink-0 font-medium text-clay-deep tabular-nums">
            {entry.time}
          </time>
          <span className="text-ink-soft">{entry.text}</span>
        </li>
      ))}
    </ol>
  );
}
