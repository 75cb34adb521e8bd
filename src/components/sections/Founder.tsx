import { ArrowRight } from 'lucide-react';
import type { HomeContent } from '../../content/types';
import { hrefFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { buttonVariants } from '../ui/Button';
import { Heading } from '../ui/Heading';
import { Picture, type PictureData } from '../ui/Picture';
import { Section } from '../ui/Section';
import { StatList } from '../ui/Stat';

/** The founder's biography with four figures (spec §1.4). */
export function Founder({ content, image, lang }: { content: HomeContent['founder']; image: PictureData; lang: Locale }) {
  return (
    <Section id="founder" tone="sand" aria-labelledby="founder-title">
      <div className="grid items-center gap-12 lg:grid-cols-[0.9fr_1.1fr]">
        <div className="mx-auto w-full max-w-sm lg:max-w-none">
          <Picture image={image} className="rounded-t-full rounded-b-card border-8 border-linen shadow-lift" />
        </div>
        <div>
          <Heading id="founder-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
          <div className="mt-6 space-y-4 text-ink-soft">
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <StatList stats={content.stats} className="mt-10 grid-cols-2 gap-y-8 border-t border-sand-deep pt-8 sm:grid-cols-4" />
          <a href={hrefFor(content.cta, lang)} className={buttonVariants({ variant: 'secondary', className: 'mt-10' })}>
            {content.cta.label}
            <ArrowRight aria-hidden="true" />
          </a>
        </div>
      </div>
    </Section>
  );
}
