/** Short points each with its icon, in a grid of tiles; the book page's reasons to read it. */
import { cn } from '../../lib/cn';
import { Icon } from './Icon';
import type { IconName } from './icons';

/** A why-read point and the like: a short statement with an icon beside it. */
export interface IconPoint {
  icon: IconName;
  text: string;
}

/** Short points, each with its icon, in a grid of tiles: one column on a phone, three on a desktop. */
export function IconTiles({ items, className }: { items: readonly IconPoint[]; className?: string }) {
  return (
    <ul data-slot="icon-tiles" className={cn('grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3', className)}>
      {items.map((item) => (
        <li key={item.text} className="flex items-start gap-4 rounded-card border border-sand-deep/70 bg-white/70 p-6">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-sand text-clay-deep">
            <Icon name={item.icon} className="size-6" />
          </span>
          {/* min-w-0 and wrap-anywhere: at 200 % text a long word in a third of the page spilled out of the tile (WCAG 1.4.4). */}
          <p className="min-w-0 pt-2.5 wrap-anywhere text-ink">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
