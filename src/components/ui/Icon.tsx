/**
 * How a named icon from the registry (icons.ts) is drawn: decorative, hidden from assistive
 * technology, alone or on a round sand disc.
 */
import { cn } from '../../lib/cn';
import { icons, type IconName } from './icons';

/** A decorative icon from the registry: hidden from assistive tech, the text beside it speaks. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Glyph = icons[name];
  return <Glyph aria-hidden="true" focusable="false" strokeWidth={1.5} className={cn('size-6 shrink-0', className)} />;
}

/** An icon on a round sand disc, beside a title: `sm` in a list line, `md` beside a heading. */
export function IconBadge({ name, size = 'md' }: { name: IconName; size?: 'sm' | 'md' }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-sand text-clay-deep',
        size === 'sm' ? 'size-9' : 'size-11',
      )}
    >
      <Icon name={name} className={size === 'sm' ? 'size-[1.125rem]' : 'size-5'} />
    </span>
  );
}
