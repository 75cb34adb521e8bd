/**
 * The home page's podcast section: its heading, its figures in one line and the way to the podcast
 * page, around the players the page passes in.
 */
import type { HomeContent } from '../../content/types';
import { hrefFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { TextActionLink } from '../ui/ButtonLink';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';
import { InlineFigures } from '../ui/InlineFigures';

/**
 * The podcast on the home page: its figures in one line (the page's large figures are
 * the founder's) and the way to the podcast page. The show and episode players, each titled with
 * its link to the podcast platform, are consent-gated embeds and go in `children`. A light band like
 * the others: it was the page's one dark band, the heaviest, for a secondary offer.
 */
export function PodcastSection({ content, lang, children }: { content: HomeContent['podcast']; lang: Locale; children?: React.ReactNode }) {
  return (
    <Section id="podcast" tone="linen" aria-labelledby="podcast-title">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:items-end lg:gap-12">
        <div>
          <Heading id="podcast-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
          <InlineFigures stats={content.stats} className="mt-6" />
        </div>
        {/* A text link, as the projects' "all projects": a button here was one more box on a phone. */}
        <TextActionLink
          action={{ href: hrefFor(content.pageLink, lang), label: content.pageLink.label }}
          className="self-start lg:self-end lg:justify-self-end"
        />
      </div>
      {children && <div className="mt-6 sm:mt-12">{children}</div>}
    </Section>
  );
}
