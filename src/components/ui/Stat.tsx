import { cn } from '../../lib/cn';

export interface StatData {
  number: string;
  label: string;
}

/**
 * A figure and what it counts (spec §3 "Stat"). A description list keeps the pair together for
 * screen readers: "130+, professionals trained".
 */
export function StatList({ stats, className, tone = 'light' }: { stats: readonly StatData[]; className?: string; tone?: 'light' | 'dark' }) {
  return (
    <dl data-slot="stats" className={cn('grid gap-6', className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end gap-1">
          <dt className={cn('text-sm leading-snug', tone === 'dark' ? 'text-sand' : 'text-ink-soft')}>{stat.label}</dt>
          <dd className={cn('font-serif text-3xl font-medium sm:text-4xl', tone === 'dark' ? 'text-linen' : 'text-clay-deep')}>{stat.number}</dd>
        </div>
      ))}
    </dl>
  );
}
