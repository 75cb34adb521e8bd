/**
 * A description list of label and value rows (a date as a <time>), used for the book's details on
 * the book page.
 */
import { cn } from '../../lib/cn';

export interface Fact {
  label: string;
  value: string;
  /** A date's machine-readable form: the value is then a <time> element. */
  datetime?: string | undefined;
}

/** Facts as a description list of label and value rows: a book's details, a product's specification. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl data-slot="fact-list" className={cn('divide-y divide-sand-deep border-y border-sand-deep', className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3">
          <dt className="text-ink-soft">{fact.label}</dt>
          <dd className="font-medium text-ink">{fact.datetime ? <time dateTime={fact.datetime}>{fact.value}</time> : fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
