/**
 * The one line on who she is (her photo once set, her name, her titles), under the home hero's
 * calls and on the about page.
 */
import { cn } from '../../lib/cn';
import { Picture, type PictureData } from './Picture';

interface PersonLineProps {
  name: string;
  /** Her titles and trainings, joined by middle dots. */
  credentials: readonly string[];
  /** Her photograph, once she has set one; the line goes without a picture until then. */
  photo?: PictureData | undefined;
  /** `priority` where the line is in the first screen (the home's hero): not held back until near. */
  priority?: boolean;
  className?: string;
}

/**
 * Who she is, in one line a visitor reads first: her face, her name, what she is. The
 * photograph's text alternative is empty: her name is beside it, and a screen reader would read it
 * twice. The face is a fixed 64 px circle: the frame around the <picture> keeps its size in the
 * row (the <picture> element itself is the flex item, and shrank to a sliver beside long titles).
 */
export function PersonLine({ name, credentials, photo, priority = false, className }: PersonLineProps) {
  return (
    <div data-person-line className={cn('flex items-center gap-4', className)}>
      {photo && (
        <span data-portrait className="block size-16 shrink-0 overflow-hidden rounded-full border border-sand-deep bg-sand">
          <Picture image={{ ...photo, alt: '' }} loading={priority ? 'eager' : 'lazy'} className="size-full object-cover object-top" />
        </span>
      )}
      <p className="min-w-0">
        <span className="block font-semibold text-ink">{name}</span>
        <span className="block text-[0.9375rem] leading-snug text-ink-soft sm:text-base sm:leading-normal">{credentials.join(' · ')}</span>
      </p>
    </div>
  );
}
