/**
 * Steps in order as an ordered list, drawn as a horizontal timeline on large screens and a vertical
 * sequence on a phone; the about page's journey.
 */
import { cn } from '../../lib/cn';

/** A journey step: when, what, and a sentence about it. */
export interface TimelineStep {
  period: string;
  title: string;
  description: string;
}

/**
 * Steps in order, as an ordered list: a horizontal timeline with a rule and a dot per step on
 * large screens, a plain vertical sequence on a phone. The rule and dots are decoration; the
 * list order is what a screen reader reads. Side by side, the steps share three rows (subgrid):
 * a period on two lines moves every title down with it, so the titles stay on one line.
 */
export function Timeline({ steps, className }: { steps: readonly TimelineStep[]; className?: string }) {
  return (
    <ol
      data-slot="timeline"
      className={cn('grid gap-10 lg:auto-cols-fr lg:grid-flow-col lg:grid-rows-[repeat(3,auto)] lg:gap-x-8 lg:gap-y-0', className)}
    >
      {steps.map((step, index) => (
        <li key={step.title} className="group relative pl-12 lg:row-span-3 lg:grid lg:grid-cols-1 lg:grid-rows-subgrid lg:pt-14 lg:pl-0">
          {/* The rule runs from this step's dot to the next one: down on a phone, across on a desktop. */}
          <span
            aria-hidden="true"
            className="absolute top-10 -bottom-10 left-[15px] w-px bg-sand-deep group-last:hidden lg:top-[15px] lg:right-[-2rem] lg:bottom-auto lg:left-10 lg:h-px lg:w-auto"
          />
          <span
            aria-hidden="true"
            className="absolute top-0 left-0 inline-flex size-8 items-center justify-center rounded-full border border-clay-deep/50 bg-linen font-serif text-sm font-medium text-clay-deep"
          >
            {index + 1}
          </span>
          <p className="text-sm font-semibold tracking-[0.14em] text-clay-deep uppercase">{step.period}</p>
          <h3 className="mt-2 font-serif text-2xl leading-snug font-medium text-ink">{step.title}</h3>
          <p className="mt-3 text-ink-soft">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
