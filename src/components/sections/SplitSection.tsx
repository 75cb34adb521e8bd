import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Heading } from '../ui/Heading';
import { Picture, type PictureData } from '../ui/Picture';
import { Section } from '../ui/Section';

interface SplitSectionProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  image: PictureData;
  /** `arch`: the rounded-top frame of portraits; `card`: soft corners, for drawings and photos. */
  frame?: 'arch' | 'card';
  /** Picture on the right from large screens up (it always comes first on a phone). */
  imageEnd?: boolean;
  tone?: 'linen' | 'sand' | 'white';
  /** What follows the heading: paragraphs, a list, a link. */
  children?: ReactNode;
  /** Across the whole width under picture and text: the page's figures. */
  footer?: ReactNode;
}

/**
 * A picture beside a heading and its text: the founder, the author, the practitioner's portrait
 * on the support pages. Side by side from large screens up, stacked picture-first on a phone.
 */
export function SplitSection({ id, content, image, frame = 'arch', imageEnd = false, tone = 'linen', children, footer }: SplitSectionProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <div className={cn('grid items-center gap-12', imageEnd ? 'lg:grid-cols-[1.1fr_0.9fr]' : 'lg:grid-cols-[0.9fr_1.1fr]')}>
        {/* A portrait (arch) stays a vignette on a phone, where it comes first: the text is what the section says. */}
        <div className={cn('mx-auto w-full lg:max-w-none', frame === 'arch' ? 'max-w-48 sm:max-w-sm' : 'max-w-sm', imageEnd && 'lg:order-last')}>
          <Picture
            image={image}
            className={frame === 'arch' ? 'rounded-t-full rounded-b-card border-8 border-linen shadow-lift' : 'rounded-card shadow-lift'}
          />
        </div>
        <div>
          <Heading id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
          {children}
        </div>
      </div>
      {footer}
    </Section>
  );
}
