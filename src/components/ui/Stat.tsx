/**
 * A page's block of figures as large editorial numerals, laid out by the width it is given; used in
 * heroes, Founder and the about page.
 */
import { cn } from '../../lib/cn';

export interface StatData {
  number: string;
  label: string;
}

/**
 * Columns by the width the block is given (a container query), not the screen's: the same block
 * sits in a hero's text column and across a full section. Two a row on a phone; all in one row
 * once each figure has room for a 48 px numeral. The numerals stay 48 px at every width: a figure
 * with a word ("6 mois") at 60 px was wider than its column in the formation's hero at 1280 px and
 * broke inside the word.
 */
const rowColumns: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-2 @xl:grid-cols-3',
  4: 'grid-cols-2 @2xl:grid-cols-4',
  5: 'grid-cols-2 @4xl:grid-cols-5',
};

/** With an odd count on two columns, the first figure leads alone on its row (until one row holds them all). */
const leadSpan: Record<number, string> = {
  3: 'col-span-2 @xl:col-span-1',
  5: 'col-span-2 @4xl:col-span-1',
};

/**
 * A page's figures as editorial numerals: a hairline rule, the figure in large
 * serif, its short label beneath. One block per page, the same component everywhere, so a figure
 * reads the same wherever it appears. A description list keeps the pair together for screen
 * readers: "130+, professionals trained" (the label is the term, the figure its value).
 */
export function StatList({ stats, dense = false, className }: { stats: readonly StatData[]; dense?: boolean; className?: string }) {
  // Dense (figures without words, such as the home's "500+", "4,8/5"): three a row on a phone with
  // smaller numerals, so five figures take two short rows instead of three tall ones.
  const columns = dense ? 'grid-cols-3 gap-x-4 gap-y-6 @4xl:grid-cols-5' : cn('gap-x-6 gap-y-8', rowColumns[stats.length] ?? rowColumns[4]);
  return (
    <div className={cn('@container', className)}>
      <dl data-slot="stats" className={cn('grid sm:gap-x-10', columns)}>
        {stats.map((stat, index) => (
          <div
            key={stat.label}
            data-slot="stat"
            className={cn(
              'flex flex-col-reverse justify-end gap-3 border-t border-ink/25 pt-4',
              index === 0 && !dense && leadSpan[stats.length],
            )}
          >
            <dt className={cn('leading-snug text-ink-soft', dense ? 'text-sm sm:text-base' : 'text-base')}>{stat.label}</dt>
            <dd
              className={cn(
                'font-serif leading-none font-medium tracking-tight text-ink lining-nums',
                dense ? 'text-4xl sm:text-5xl' : 'text-5xl',
              )}
            >
              {stat.number}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
