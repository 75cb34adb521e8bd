/**
 * The talks page's speaker section: who she is beside her portrait, the way to the about page, and
 * the kinds of event she speaks at.
 */
import { ArrowRight } from 'lucide-react';
import type { ConferencesContent } from '../../content/types';
import { hrefFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { buttonVariants } from '../ui/Button';
import { Icon } from '../ui/Icon';
import type { PictureData } from '../ui/Picture';
import { SplitSection } from './SplitSection';

/** Why this speaker: who she is, a link to the about page, and where she speaks. */
export function Speaker({ content, image, lang }: { content: ConferencesContent['speaker']; image: PictureData; lang: Locale }) {
  return (
    <SplitSection id="speaker" content={content} image={image} tone="white">
      <div className="mt-6 space-y-4 text-ink-soft">
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <a href={hrefFor(content.link, lang)} className={buttonVariants({ variant: 'secondary', className: 'mt-8' })}>
        {content.link.label}
        <ArrowRight aria-hidden="true" />
      </a>
      <h3 className="mt-10 border-t border-sand-deep pt-8 font-sans text-sm font-semibold tracking-[0.14em] text-ink-soft uppercase">
        {content.events.title}
      </h3>
      <ul className="mt-5 flex flex-wrap gap-3" data-event-types>
        {content.events.items.map((event) => (
          <li key={event.label} className="inline-flex items-center gap-2 rounded-full bg-sand px-4 py-2 font-medium text-ink">
            <Icon name={event.icon} className="size-5 text-clay-deep" />
            {event.label}
          </li>
        ))}
      </ul>
    </SplitSection>
  );
}
