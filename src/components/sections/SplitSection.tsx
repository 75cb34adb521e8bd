import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Heading } from '../ui/Heading';
import { Picture, type PictureData } from '../ui/Picture';
import { Section, type SectionTone } from '../ui/Section';

interface SplitSectionProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  image: PictureData;
  /** `arch`: the rounded-top frame of portraits, 4 : 5 (lib/picture-slots portraitPictureSlot); `card`: soft corners, for drawings and photos. */
  frame?: 'arch' | 'card';
  /** Picture on the right from large screens up (it always comes first on a phone). */
  imageEnd?: boolean;
  tone?: SectionTone;
  /** What follows the heading: paragraphs, a list, a link. */
  children?: ReactNode;
  /** Across the whole width under picture and text: the page's figures. */
  footer?: ReactNode;
}

/**
 * A picture beside a heading and its text: the founder, the author, the practitioner's portrait
 * on the support pages. Side by side from large screens up. Below that, a drawing or photo (card)
 * comes first, full width; a portrait (arch) is a vignette beside the eyebrow and title from
 * 640 px, and what follows takes the whole width: the text is what the section says. On a phone
 * the arch is left out: at a third of the width it was a 110 px thumbnail, too small to show a
 * drawing and not worth a screen of its own (her face is in the line under the page's title).
 */
export function SplitSection({ id, content, image, frame = 'arch', imageEnd = false, tone = 'linen', children, footer }: SplitSectionProps) {
  const portrait = frame === 'arch';
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <div
        className={cn(
          'grid items-center lg:gap-12',
          portrait ? 'sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-8' : 'gap-12',
          imageEnd ? 'lg:grid-cols-[1.1fr_0.9fr]' : 'lg:grid-cols-[0.9fr_1.1fr]',
        )}
      >
        <div className={cn(portrait ? 'hidden row-span-2 sm:block lg:row-span-1' : 'mx-auto w-full max-w-sm lg:max-w-none', imageEnd && 'lg:order-last')}>
          <Picture
            image={image}
            whenNear
            className={portrait ? 'aspect-[4/5] rounded-t-full rounded-b-card border-4 border-linen object-cover shadow-lift sm:border-8' : 'rounded-card shadow-lift'}
          />
        </div>
        {/* Below large screens a portrait's text is no box of its own (contents): its eyebrow and
            title sit in the vignette's rows, its intro and the rest span both columns. */}
        <div className={portrait ? 'contents lg:block' : undefined}>
          <Heading
            id={`${id}-title`}
            eyebrow={content.eyebrow}
            title={content.title}
            intro={content.intro}
            className={portrait ? 'contents lg:block sm:[&>h2]:self-start sm:[&>h2~p]:col-span-2 sm:[&>p:first-child]:self-end' : ''}
          />
          <div className={portrait ? 'sm:col-span-2' : undefined}>{children}</div>
        </div>
      </div>
      {footer}
    </Section>
  );
}
