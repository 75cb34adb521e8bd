import { cn } from '../../lib/cn';
import { icons, type IconName } from './icons';

/** A decorative icon from the registry: hidden from assistive tech, the text beside it speaks. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Glyph = icons[name];
  return <Glyph aria-hidden="true" focusable="false" strokeWidth={1.5} className={cn('size-6 shrink-0', className)} />;
}
