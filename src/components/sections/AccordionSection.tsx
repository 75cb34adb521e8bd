import { Accordion } from '../ui/Accordion';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';

export interface AccordionEntry {
  title: string;
  /** What opening the item shows, one paragraph each. */
  paragraphs: readonly string[];
}

interface AccordionSectionProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  items: readonly AccordionEntry[];
  /** Names the accordion group, so one item is open at a time (spec §4). */
  name: string;
  tone?: 'linen' | 'sand' | 'white';
}

/**
 * A heading beside an exclusive accordion (native <details>, no JavaScript): a course programme,
 * the questions of an FAQ.
 */
export function AccordionSection({ id, content, items, name, tone = 'linen' }: AccordionSectionProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr]">
        <Heading id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
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
