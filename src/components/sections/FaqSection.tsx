/**
 * A questions-and-answers section at #faq, an AccordionSection fed with the page's questions, on
 * the contact, training and support pages.
 */
import { AccordionSection } from './AccordionSection';

interface FaqSectionProps {
  content: {
    eyebrow?: string | undefined;
    title: string;
    intro?: string | undefined;
    items: readonly { question: string; answer: string }[];
  };
  /** Names the accordion group, so one question is open at a time. */
  name: string;
}

/** A questions-and-answers section at #faq: native exclusive <details>, no JavaScript. */
export function FaqSection({ content, name }: FaqSectionProps) {
  return (
    <AccordionSection
      id="faq"
      content={content}
      name={name}
      items={content.items.map((item) => ({ title: item.question, paragraphs: [item.answer] }))}
    />
  );
}
