/**
 * The home page's approach, its three pillars set as a numbered list beside the heading (swiped
 * sideways on a phone) rather than as cards.
 */
import { cn } from '../../lib/cn';
import { Heading } from '../ui/Heading';
import { swipeCard, swipeRow } from '../ui/swipe-row';
import { Section } from '../ui/Section';

interface PillarsProps {
  id: string;
  content: {
    eyebrow?: string | undefined;
    title: string;
    intro?: string | undefined;
    pillars: readonly { title: string; description: string }[];
  };
}

/**
 * The approach's three pillars set as a numbered list, not cards: the service cards
 * that follow are what one can book, the pillars how the practice looks at a place, and the page
 * should not show both as the same row of three boxes. Heading beside the list from large screens.
 */
export function Pillars({ id, content }: PillarsProps) {
  return (
    <Section id={id} tone="white" aria-labelledby={`${id}-title`}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] lg:gap-20">
        <Heading
          id={`${id}-title`}
          eyebrow={content.eyebrow}
          title={content.title}
          intro={content.intro}
          className="lg:sticky lg:top-32 lg:self-start"
        />
        {/* On a phone a row of three cards swiped sideways (one card high, not three); the list
            with its rules from 640 px. The list is focusable so the keyboard can scroll the row. */}
        <ol tabIndex={0} className={cn('divide-y divide-sand-deep border-sand-deep max-sm:grid max-sm:gap-3 sm:border-y', swipeRow)}>
          {content.pillars.map((pillar, index) => (
            <li key={pillar.title} className={cn('py-5 sm:grid sm:grid-cols-[5rem_1fr] sm:gap-x-6 sm:py-9', swipeCard)}>
              {/* Numeral and title share a line on a phone; from small screens the numeral takes a margin column. */}
              <div className="flex items-baseline gap-3 sm:contents">
                {/* The list is ordered already; the numeral is its typographic form. */}
                <span
                  aria-hidden="true"
                  className="font-serif text-4xl leading-none font-medium text-clay lining-nums sm:row-span-2 sm:text-5xl"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="font-serif text-xl leading-snug font-medium sm:text-2xl">{pillar.title}</h3>
              </div>
              <p className="mt-3 text-ink-soft sm:col-start-2 sm:mt-2">{pillar.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
