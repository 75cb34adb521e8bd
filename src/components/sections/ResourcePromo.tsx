/**
 * A free resource hosted elsewhere (a masterclass, a checklist) as a picture beside what it holds
 * and a button that opens it, on the support pages.
 */
import { Download } from 'lucide-react';
import { site, type ExternalId } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { ButtonLink } from '../ui/ButtonLink';
import { CheckList } from '../ui/CheckList';
import type { PictureData } from '../ui/Picture';
import { SplitSection } from './SplitSection';
import type { SectionTone } from '../ui/Section';

interface ResourcePromoProps {
  id: string;
  content: {
    eyebrow?: string | undefined;
    title: string;
    intro?: string | undefined;
    /** What the resource holds or gives, ticked off. */
    items: readonly string[];
    /** The resource's page on another site, by its name in the site config. */
    link: { label: string; external: ExternalId };
  };
  image: PictureData;
  lang: Locale;
  /** `download` for a document to take away (a checklist); a video or a page opens with the new-tab sign. */
  kind?: 'page' | 'download';
  tone?: SectionTone;
}

/**
 * A free resource on another site (the masterclass, the viewing checklist): a drawing beside what
 * it holds, and a button that opens it in a new tab.
 */
export function ResourcePromo({ id, content, image, lang, kind = 'page', tone = 'white' }: ResourcePromoProps) {
  const t = useTranslations(lang);
  return (
    <SplitSection id={id} content={content} image={image} frame="whole" tone={tone}>
      <CheckList items={content.items} className="mt-8" />
      <ButtonLink
        action={{ href: site.external[content.link.external], label: content.link.label, newTabLabel: t('a11y.newTab') }}
        icon={kind === 'download' ? Download : undefined}
        variant="secondary"
        className="mt-10"
      />
    </SplitSection>
  );
}
