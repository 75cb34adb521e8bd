import type { HomeContent } from '../../content/types';
import { hrefFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { ButtonLink } from '../ui/ButtonLink';
import { Paragraphs } from '../ui/Paragraphs';
import type { PictureData } from '../ui/Picture';
import { StatList } from '../ui/Stat';
import { SplitSection } from './SplitSection';

/** The founder's biography with four figures (spec §1.4). */
export function Founder({ content, image, lang }: { content: HomeContent['founder']; image: PictureData; lang: Locale }) {
  return (
    <SplitSection id="founder" content={content} image={image} tone="sand">
      <Paragraphs paragraphs={content.paragraphs} />
      <StatList stats={content.stats} className="mt-10 grid-cols-2 gap-y-8 border-t border-sand-deep pt-8 sm:grid-cols-4" />
      <ButtonLink action={{ href: hrefFor(content.cta, lang), label: content.cta.label }} variant="secondary" className="mt-10" />
    </SplitSection>
  );
}
