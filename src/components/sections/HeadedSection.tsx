/**
 * The plain section with a heading and free content below it, which many pages and sections wrap
 * around islands and card lists.
 */
import type { ReactNode } from 'react';
import { Heading } from '../ui/Heading';
import { Section, type SectionTone } from '../ui/Section';

interface HeadedSectionProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  tone?: SectionTone;
  align?: 'start' | 'center';
  /** What the section holds under its heading: an embed island, a list of cards. */
  children: ReactNode;
}

/** A section with a heading and free content below it, for pages that compose islands under a title. */
export function HeadedSection({ id, content, tone = 'linen', align = 'start', children }: HeadedSectionProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} intro={content.intro} align={align} />
      <div className="mt-6 sm:mt-10">{children}</div>
    </Section>
  );
}
