/**
 * A page section with a heading beside an exclusive native accordion and an optional aside under
 * the heading; the training page's programme and, through FaqSection, every FAQ.
 */
import type { ReactNode } from 'react';
import { Accordion } from '../ui/Accordion';
import { Heading } from '../ui/Heading';
import { Section, type SectionTone } from '../ui/Section';

export interface AccordionEntry {
  title: string;
  /** What opening the item shows, one paragraph each. */
  paragraphs: readonly string[];
}

interface AccordionSectionProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  items: readonly AccordionEntry[];
  /** Names the accordion group, so one item is open at a time. */
  name: string;
  tone?: SectionTone;
  /** Under the heading, beside the accordion from large screens (the training's demo video). */
  aside?: ReactNode;
}

/**
 * A heading beside an exclusive accordion (native <details>, no JavaScript): a course programme,
 * the questions of an FAQ. With an `aside`, it takes the heading's column under it and the two
 * columns share the width evenly.
 */
export function AccordionSection({ id, content, items, name, tone = 'linen', aside }: AccordionSectionProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <div className={aside ? 'grid gap-10 lg:grid-cols-2 lg:gap-14' : 'grid gap-10 lg:grid-cols-[1fr_1.5fr]'}>
        <div>
          <Heading id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
          {aside && <div className="mt-8">{aside}</div>}
        </div>
        <Accordion
          name={name}
          items={items.map((item) => ({
            title: item.title,
            body: item.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
          }))}
        />
      </div>
    </Section>
  );
}
