/**
 * A few paragraphs of body text as content lists them, under a section's heading (Founder, the
 * press kit, the support pages).
 */
import { cn } from '../../lib/cn';

/** A few paragraphs of body text under a heading, as content lists them. */
export function Paragraphs({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <div className={cn('mt-6 space-y-4 text-ink-soft', className)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
