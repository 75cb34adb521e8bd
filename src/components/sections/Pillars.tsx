import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';

interface PillarsProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined; pillars: readonly { title: string; description: string }[] };
}

/**
 * The approach's three pillars (spec §1.2) set as a numbered list, not cards: the service cards
 * that follow are what one can book, the pillars how the practice looks at a place, and the page
 * should not show both as the same row of three boxes. Heading beside the list from large screens.
 */
export function Pillars({ id, content }: PillarsProps) {
  return (
    <Section id={id} tone="white" aria-labelledby={`${id}-title`}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] lg:gap-20">
        <Heading id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} intro={content.intro} className="lg:sticky lg:top-32 lg:self-start" />
        <ol className="divide-y divide-sand-deep border-y border-sand-deep">
          {content.pillars.map((pillar, index) => (
            <li key={pillar.title} className="py-5 sm:grid sm:grid-cols-[5rem_1fr] sm:gap-x-6 sm:py-9">
              {/* Numeral and title share a line on a phone; from small screens the numeral takes a margin column. */}
              <div className="flex items-baseline gap-3 sm:contents">
                {/* The list is ordered already; the numeral is its typographic form. */}
                <span aria-hidden="true" className="font-serif text-4xl leading-none font-medium text-clay lining-nums sm:row-span-2 sm:text-5xl">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="font-serif text-2xl leading-snug font-medium">{pillar.title}</h3>
              </div>
              <p className="mt-3 text-ink-soft sm:col-start-2 sm:mt-2">{pillar.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
