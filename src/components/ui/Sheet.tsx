/**
 * The architect's-sheet frame (a hairline border and crop marks) the site puts around a section's
 * drawing or photograph.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A picture presented as an architect's sheet: its frame a hairline, crop marks just outside its
 * corners (the `sheet-marks` utility). The site's drawings are plans and sections: shown this way
 * they read as the practice's own work, and a photograph put in their place is framed the same.
 */
export function Sheet({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-slot="sheet" className={cn('p-2.5 sheet-marks sm:p-3', className)}>
      <div className="h-full overflow-hidden border border-ink/60 bg-linen">{children}</div>
    </div>
  );
}
