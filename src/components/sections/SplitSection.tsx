/**
 * A picture in its sheet beside a heading and its text, the layout shared by the Founder, Speaker,
 * Trainer and ResourcePromo sections and the support pages.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Heading } from '../ui/Heading';
import { Picture, type PictureData } from '../ui/Picture';
import { Section, type SectionTone } from '../ui/Section';
import { Sheet } from '../ui/Sheet';

interface SplitSectionProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  image: PictureData;
  /**
   * `portrait`: her picture, 4 : 5 (lib/picture-slots portraitPictureSlot), a vignette beside the
   * title below 1024 px; `whole`: a drawing or photo shown whole. Both in the sheet, the site's one
   * frame for a section's picture (two treatments, the sheet and the plate).
   */
  frame?: 'portrait' | 'whole';
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
 * on the support pages. Side by side from large screens up. Below that, a drawing or photo shown
 * whole comes first, full width; a portrait is a vignette beside the eyebrow and title (7 rem on a
 * phone, 10 rem from 640 px: her face on every width), and what follows takes the whole
 * width: the text is what the section says.
 */
export function SplitSection({
  id,
  content,
  image,
  frame = 'portrait',
  imageEnd = false,
  tone = 'linen',
  children,
  footer,
}: SplitSectionProps) {
  const portrait = frame === 'portrait';
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <div
        className={cn(
          'grid items-center lg:gap-12',
          portrait ? 'grid-cols-[7rem_minmax(0,1fr)] gap-x-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-8' : 'gap-12',
          imageEnd ? 'lg:grid-cols-[1.1fr_0.9fr]' : 'lg:grid-cols-[0.9fr_1.1fr]',
        )}
      >
        <Sheet
          className={cn(
            portrait ? 'row-span-2 self-start lg:row-span-1 lg:self-center' : 'mx-auto w-full max-w-sm lg:max-w-none',
            imageEnd && 'lg:order-last',
          )}
        >
          <Picture image={image} whenNear className={portrait ? 'aspect-[4/5] object-cover object-top' : ''} />
        </Sheet>
        {/* Below large screens a portrait's text is no box of its own (contents): its eyebrow and
            title sit in the vignette's rows, its intro and the rest span both columns. */}
        <div className={portrait ? 'contents lg:block' : undefined}>
          <Heading
            id={`${id}-title`}
            eyebrow={content.eyebrow}
            title={content.title}
            intro={content.intro}
            className={portrait ? 'contents lg:block [&>h2]:self-start [&>h2~p]:col-span-2 [&>p:first-child]:self-end' : ''}
          />
          <div className={portrait ? 'col-span-2' : undefined}>{children}</div>
        </div>
      </div>
      {footer}
    </Section>
  );
}
