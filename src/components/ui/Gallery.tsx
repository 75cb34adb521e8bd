import { cn } from '../../lib/cn';
import { Picture, type PictureData } from './Picture';

/** A grid of images, two a row on a phone and four on a desktop, each loaded as it nears the screen. */
export function Gallery({ images, className }: { images: readonly PictureData[]; className?: string }) {
  return (
    <ul data-slot="gallery" className={cn('grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4', className)}>
      {images.map((image) => (
        <li key={image.src}>
          <Picture image={image} whenNear className="rounded-soft border border-sand-deep/70 bg-white shadow-lift" />
        </li>
      ))}
    </ul>
  );
}
