/**
 * The practitioner in her own words beside her portrait, with her figures and a link on, on the
 * home, about and book pages; a SplitSection filled with her paragraphs.
 */
import { hrefFor, type PageId } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { ButtonLink } from '../ui/ButtonLink';
import { Paragraphs } from '../ui/Paragraphs';
import type { PictureData } from '../ui/Picture';
import { StatList, type StatData } from '../ui/Stat';
import { SplitSection } from './SplitSection';
import type { SectionTone } from '../ui/Section';

interface FounderContent {
  eyebrow?: string | undefined;
  title: string;
  intro?: string | undefined;
  paragraphs: readonly string[];
  stats?: readonly StatData[] | undefined;
  cta?: { label: string; page: PageId; hash?: string | undefined } | undefined;
}

/** A figure that fits a third of a phone's width at the dense size ("500+", "4,8/5"; not "6 500"). */
const isShortFigure = (stat: StatData) => stat.number.length <= 5 && !/\s/.test(stat.number);

interface FounderProps {
  content: FounderContent;
  image: PictureData;
  lang: Locale;
  id?: string;
  tone?: SectionTone;
  imageEnd?: boolean;
}

/**
 * The practitioner in her own words, beside her portrait: the home page's biography with the
 * page's figures across the section's width, what drives her on the about
 * page, the author of the book.
 */
export function Founder({ content, image, lang, id = 'founder', tone = 'white', imageEnd = false }: FounderProps) {
  return (
    <SplitSection
      id={id}
      content={content}
      image={image}
      tone={tone}
      imageEnd={imageEnd}
      footer={content.stats && <StatList stats={content.stats} dense={content.stats.every(isShortFigure)} className="mt-6 sm:mt-20" />}
    >
      <Paragraphs paragraphs={content.paragraphs} />
      {content.cta && (
        <ButtonLink action={{ href: hrefFor(content.cta, lang), label: content.cta.label }} variant="secondary" className="mt-6 sm:mt-10" />
      )}
    </SplitSection>
  );
}
