/**
 * A compact list of benefits led by their icons (who a service is for, what an approach draws on),
 * and the Benefit type the benefit sections share.
 */
import { cn } from '../../lib/cn';
import { Icon } from './Icon';
import type { IconName } from './icons';

/** A benefit: an icon, a title and a sentence. */
export interface Benefit {
  icon: IconName;
  title: string;
  description: string;
}

/**
 * A compact list of benefits, each led by its icon: who a service is for, what an approach
 * draws on. The icons are decoration; the titles carry the meaning.
 */
export function IconList({ items, className }: { items: readonly Benefit[]; className?: string }) {
  return (
    <ul data-slot="icon-list" className={cn('grid gap-6', className)}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/60 text-clay-deep ring-1 ring-sand-deep">
            <Icon name={item.icon} className="size-5" />
          </span>
          <span>
            <span className="block font-medium text-ink">{item.title}</span>
            <span className="mt-1 block text-ink-soft">{item.description}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
