/**
 * A grid of pictures, each in its sheet and loaded as it nears the screen; the book page's
 * excerpts.
 */
import { cn } from '../../lib/cn';
import { Picture, type PictureData } from './Picture';
import { Sheet } from './Sheet';

/** A grid of images, two a row on a phone and four on a desktop, each in its sheet, loaded as it nears the screen. */
export function Gallery({ images, className }: { images: readonly PictureData[]; className?: string }) {
  return (
    <ul data-slot="gallery" className={cn('grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4', className)}>
      {images.map((image) => (
        <li key={image.src}>
          <Sheet>
            <Picture image={image} whenNear />
          </Sheet>
        </li>
      ))}
    </ul>
  );
}
