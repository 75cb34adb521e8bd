/** A section of a heading and a few paragraphs at a reading width, used on the talks page. */
import { Heading } from '../ui/Heading';
import { Section, type SectionTone } from '../ui/Section';

interface TextBlockProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined; paragraphs: readonly string[] };
  tone?: SectionTone;
}

/** A heading and a few paragraphs, at a comfortable reading width. */
export function TextBlock({ id, content, tone = 'white' }: TextBlockProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <div className="mx-auto max-w-3xl">
        <Heading id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
        <div className="mt-6 space-y-4 text-lg text-ink-soft">
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}
