/**
 * A "where next" band: a heading beside a few buttons to other pages of the site or anchors, used
 * on the moving support page.
 */
import type { Locale } from '../../i18n/locales';
import { PageLinkButtons, type PageLink } from '../ui/ButtonLink';
import { Heading } from '../ui/Heading';
import { Section, type SectionTone } from '../ui/Section';

interface LinksSectionProps {
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined; links: readonly PageLink[] };
  lang: Locale;
  /** The section's anchor; a page with two such bands gives the second its own. */
  id?: string;
  tone?: SectionTone;
}

/** "Where next": a call-to-action band, a heading and a few links to other pages of the site (or to an anchor), as buttons. */
export function LinksSection({ content, lang, id = 'next', tone = 'white' }: LinksSectionProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <div className="flex flex-col items-start gap-8 md:flex-row md:items-center md:justify-between">
        <Heading id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
        <PageLinkButtons links={content.links} lang={lang} className="md:shrink-0" />
      </div>
    </Section>
  );
}
