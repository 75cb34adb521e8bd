/**
 * The book page's excerpts section: the gallery of excerpt pages and the button to the book at its
 * distributor.
 */
import { BookOpen } from 'lucide-react';
import { site } from '../../config/site';
import type { LivreContent } from '../../content/types';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { buttonVariants } from '../ui/Button';
import { ExternalLink } from '../ui/ExternalLink';
import { Gallery } from '../ui/Gallery';
import type { PictureData } from '../ui/Picture';
import { HeadedSection } from './HeadedSection';

/** The book's excerpt pages (eight images) and the button to the book at its distributor. */
export function BookGallery({ content, images, lang }: { content: LivreContent['gallery']; images: readonly PictureData[]; lang: Locale }) {
  const t = useTranslations(lang);
  return (
    <HeadedSection id="extraits" content={content} tone="white">
      <Gallery images={images} />
      <ExternalLink
        href={site.external[content.link.external]}
        newTabLabel={t('a11y.newTab')}
        className={buttonVariants({ className: 'mt-10' })}
      >
        <BookOpen aria-hidden="true" />
        {content.link.label}
      </ExternalLink>
    </HeadedSection>
  );
}
