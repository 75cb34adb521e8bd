/**
 * Figures mentioned in passing by a section about something else (the home page's quiz and
 * podcast), in one wrapping line rather than as large stats.
 */
import { cn } from '../../lib/cn';
import type { StatData } from './Stat';

/**
 * Figures said in passing by a section about something else (the quiz, the podcast on the home
 * page): one wrapping line, each figure in bold before its words, so the page keeps a single block
 * of large figures (ui/Stat). A description list, as there: the words are the term, the figure its
 * value.
 */
export function InlineFigures({ stats, className }: { stats: readonly StatData[]; className?: string }) {
  return (
    <dl data-slot="inline-figures" className={cn('flex flex-wrap gap-x-6 gap-y-2 text-ink-soft', className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex items-baseline gap-1.5">
          <dt className="order-last">{stat.label}</dt>
          <dd className="font-semibold whitespace-nowrap text-ink">{stat.number}</dd>
        </div>
      ))}
    </dl>
  );
}
