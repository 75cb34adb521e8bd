import { Accordion } from '../ui/Accordion';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';

interface FaqSectionProps {
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined; items: readonly { question: string; answer: string }[] };
  /** Names the accordion group, so one question is open at a time (spec §4). */
  name: string;
}

/** A questions-and-answers section: native exclusive <details>, no JavaScript. */
export function FaqSection({ content, name }: FaqSectionProps) {
  return (
    <Section id="faq" aria-labelledby="faq-title">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr]">
        <Heading id="faq-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
        <Accordion name={name} items={content.items.map((item) => ({ title: item.question, body: <p>{item.answer}</p> }))} />
      </div>
    </Section>
  );
}
