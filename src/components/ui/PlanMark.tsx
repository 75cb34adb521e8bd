/**
 * The site's small floor-plan signature (a wall with a door swinging open), drawn before the kicker
 * of a page's title by Heading.
 */
import { cn } from '../../lib/cn';

/**
 * The site's signature, drawn small: a wall in plan with a door in it, the door's leaf and its
 * swing. It stands before the page title's kicker (ui/Heading), and the same wall-and-door line
 * divides sections (`plan-rule` in global.css): one motif, the floor-plan line the illustrations
 * are drawn in. Where motion is allowed and the browser drives animations by scroll,
 * the door swings open as the section comes into view (`.plan-mark` rules in global.css); otherwise
 * it is simply drawn open. Decorative: the kicker's text says everything.
 */
export function PlanMark({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 48 18"
      width="48"
      height="18"
      className={cn('plan-mark shrink-0 overflow-visible', className)}
      data-slot="plan-mark"
    >
      <path d="M0 16.5H14M30 16.5H48" stroke="currentColor" strokeWidth="2.5" />
      <path
        className="plan-mark-swing"
        d="M14 16.5A16 16 0 0 1 30 0.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1"
        strokeDasharray="2 2.5"
      />
      <path className="plan-mark-leaf" d="M30 16.5V0.5" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
