/**
 * The home page's hero: the headline in its title block beside or over her picture, the call
 * button, the talk video link and the line on who she is.
 */
import { ArrowRight, Play } from 'lucide-react';
import type { ComponentProps } from 'react';
import { site } from '../../config/site';
import type { HomeContent } from '../../content/types';
import { hrefFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { buttonVariants } from '../ui/Button';
import { ExternalLink } from '../ui/ExternalLink';
import { Heading } from '../ui/Heading';
import { PersonLine } from '../ui/PersonLine';
import { Picture, type PictureData } from '../ui/Picture';

/**
 * Home hero: headline, the call button, the conference video link. Its claims join the
 * founder's figures in the page's one block of figures.
 *
 * The picture as a plate (a hero's picture fills its place, unframed), the title in its
 * title block (the cartouche), at the site's one display size: beside the picture on a desktop,
 * each in its own half, and on phones after it, the first screen opening on the picture across the
 * whole screen (16 : 9 there, 6 : 5 beside the title) and the title block rising over its lower
 * edge. The picture is her home drawing, or her own photograph when she chooses it (the hero's
 * `portrait` field). Under the calls, who she is: her face once set, her name, her titles.
 */
export function Hero({
  content,
  image,
  person,
  lang,
}: {
  content: HomeContent['hero'];
  image: PictureData;
  person: ComponentProps<typeof PersonLine>;
  lang: Locale;
}) {
  const t = useTranslations(lang);
  return (
    <section id="hero" className="relative overflow-hidden pb-6 sm:pb-20 lg:pt-12 lg:pb-24">
      <div className="page-container grid lg:grid-cols-12 lg:items-center lg:gap-x-8">
        <div data-hero-picture className="-mx-5 sm:-mx-8 lg:col-span-6 lg:col-start-7 lg:row-start-1 lg:mx-0">
          <Picture image={image} priority className="aspect-video h-full object-cover object-[50%_30%] lg:aspect-[6/5]" />
        </div>
        <div className="relative z-10 mx-2 -mt-6 cartouche p-5 sm:mx-8 sm:-mt-16 sm:p-10 lg:col-span-6 lg:col-start-1 lg:row-start-1 lg:mx-0 lg:mt-0 lg:p-12">
          <Heading level={1} display eyebrow={content.eyebrow} title={content.title} intro={content.lead} />
          <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3 sm:mt-8">
            <a href={hrefFor(content.cta, lang)} className={buttonVariants()}>
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
              <span className="link-draw">{content.videoLink}</span>
            </ExternalLink>
          </div>
          <PersonLine {...person} className="mt-5 border-t border-sand-deep pt-5 sm:mt-8 sm:pt-6" />
        </div>
      </div>
    </section>
  );
}
