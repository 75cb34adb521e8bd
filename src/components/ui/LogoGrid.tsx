/**
 * Press or partner logos on still tiles, for the press page (the home page's LogoStrip is the
 * scrolling one).
 */
import { cn } from '../../lib/cn';
import { Picture, type PictureData } from './Picture';

/** Press or partner marks, each on its own tile, standing still (the home page's LogoStrip scrolls). */
export function LogoGrid({ logos, className }: { logos: readonly PictureData[]; className?: string }) {
  return (
    <ul data-slot="logo-grid" className={cn('grid gap-4 sm:grid-cols-3 sm:gap-6', className)}>
      {logos.map((logo) => (
        <li key={logo.src} className="flex items-center justify-center rounded-card border border-sand-deep/70 bg-white/70 px-8 py-10">
          <Picture image={logo} className="h-16 w-auto max-w-full sm:h-20" />
        </li>
      ))}
    </ul>
  );
}
