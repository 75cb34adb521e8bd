import { ArrowRight, Headphones } from 'lucide-react';
import { site } from '../../config/site';
import type { HomeContent } from '../../content/types';
import { hrefFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { buttonVariants } from '../ui/Button';
import { ExternalLink } from '../ui/ExternalLink';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';
import { StatList } from '../ui/Stat';

/**
 * The podcast on the home page (spec §1.7): figures, the direct link to the podcast platform and to
 * the podcast page. The show and episode players are consent-gated embeds and go in `children`.
 */
export function PodcastSection({ content, lang, children }: { content: HomeContent['podcast']; lang: Locale; children?: React.ReactNode }) {
  const t = useTranslations(lang);
  return (
    <Section id="podcast" tone="ink" aria-labelledby="podcast-title">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-end">
        <div>
          <span aria-hidden="true" className="mb-8 inline-flex size-16 items-center justify-center rounded-full bg-clay-deep text-white">
            <Headphones className="size-8" />
          </span>
          <Heading id="podcast-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} tone="dark" />
          <div className="mt-8 flex flex-wrap gap-4">
            <ExternalLink href={site.external.podcastPlatform} newTabLabel={t('a11y.newTab')} className={buttonVariants({ variant: 'light' })}>
              {content.platformLink}
            </ExternalLink>
            <a href={hrefFor(content.pageLink, lang)} className={buttonVariants({ variant: 'ghost', className: 'text-sand hover:text-white' })}>
              {content.pageLink.label}
              <ArrowRight aria-hidden="true" />
            </a>
          </div>
        </div>
        <StatList stats={content.stats} tone="dark" className="grid-cols-1 gap-8 border-t border-sand/20 pt-8 sm:grid-cols-3 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-12" />
      </div>
      {children && <div className="mt-12">{children}</div>}
    </Section>
  );
}
