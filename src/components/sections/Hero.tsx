import { ArrowRight, Play } from 'lucide-react';
import { site } from '../../config/site';
import type { HomeContent } from '../../content/types';
import { hrefFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { buttonVariants } from '../ui/Button';
import { ExternalLink } from '../ui/ExternalLink';
import { Heading } from '../ui/Heading';
import { Picture, type PictureData } from '../ui/Picture';

/**
 * Home hero (spec §1.1): headline, the call button, the conference video link. Its claims (500+
 * clients, 5+ years, 130+ trained) join the founder's figures in the page's one block of figures.
 */
export function Hero({ content, image, lang }: { content: HomeContent['hero']; image: PictureData; lang: Locale }) {
  const t = useTranslations(lang);
  return (
    <section id="hero" className="relative overflow-hidden pt-10 pb-16 sm:pt-16 sm:pb-24">
      <div className="page-container grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <Heading level={1} eyebrow={content.eyebrow} title={content.title} intro={content.lead} />
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
            <a href={hrefFor(content.cta, lang)} className={buttonVariants({ size: 'default' })}>
              {content.cta.label}
              <ArrowRight aria-hidden="true" />
            </a>
            <ExternalLink
              href={site.external.conferenceVideo}
              newTabLabel={t('a11y.newTab')}
              className="group inline-flex min-h-11 items-center gap-3 font-medium text-clay-deep"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-full border border-clay-deep/40 bg-white/60 transition-colors group-hover:bg-white">
                <Play aria-hidden="true" className="size-4 fill-current" />
              </span>
              <span className="underline-offset-4 group-hover:underline">{content.videoLink}</span>
            </ExternalLink>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div aria-hidden="true" className="absolute -inset-3 -z-10 rounded-t-full bg-sand sm:-inset-5" />
          <Picture image={image} priority className="rounded-t-full rounded-b-card" />
        </div>
      </div>
    </section>
  );
}
