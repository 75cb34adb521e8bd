/**
 * The ticked (or numbered) list used for what a plan includes, eligibility, steps and the like, in
 * light or dark tone, one or two columns.
 */
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A line of a check list: a short text, or a title with a sentence under it. */
export type CheckItem = string | { title: string; description: string };

interface CheckListProps {
  items: readonly CheckItem[];
  /** Two columns from medium screens up, for long lists. */
  columns?: 1 | 2;
  /** `dark` on the ink background. */
  tone?: 'light' | 'dark';
  /** An ordered sequence (steps) rather than a set. */
  ordered?: boolean;
  /** What marks each item: a tick, or its number (a table of contents, numbered steps). */
  marker?: 'check' | 'number';
  className?: string;
}

/**
 * A list whose items are ticked off: eligibility criteria, what a plan includes, what a guide
 * contains. The tick is decoration; the list itself carries the meaning for screen readers.
 */
export function CheckList({ items, columns = 1, tone = 'light', ordered = false, marker = 'check', className }: CheckListProps) {
  const List = ordered ? 'ol' : 'ul';
  const dark = tone === 'dark';
  return (
    <List data-slot="check-list" className={cn('grid gap-3 sm:gap-4', columns === 2 && 'md:grid-cols-2 md:gap-x-10', className)}>
      {items.map((item, index) => {
        const key = typeof item === 'string' ? item : item.title;
        return (
          <li key={key} className="flex gap-3">
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full',
                dark ? 'bg-clay-deep text-white' : 'bg-sand text-clay-deep',
              )}
            >
              {marker === 'number' ? (
                <span className="font-serif text-sm font-medium">{index + 1}</span>
              ) : (
                <Check className="size-4" strokeWidth={2.25} />
              )}
            </span>
            {typeof item === 'string' ? (
              <span className={dark ? 'text-linen' : 'text-ink'}>{item}</span>
            ) : (
              <span>
                <span className={cn('block font-medium', dark ? 'text-linen' : 'text-ink')}>{item.title}</span>
                <span className={cn('mt-1 block', dark ? 'text-sand' : 'text-ink-soft')}>{item.description}</span>
              </span>
            )}
          </li>
        );
      })}
    </List>
  );
}
