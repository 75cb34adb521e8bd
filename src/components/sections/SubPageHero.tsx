/**
 * The hero of the support sub-pages: PageHero with the breadcrumb trail up to the parent page and
 * an optional call to action.
 */
import { Breadcrumbs } from '../chrome/Breadcrumbs';
import type { PageId } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { subPageTrail } from '../../lib/breadcrumbs';
import { PageLinkButtons, type PageLink } from '../ui/ButtonLink';
import type { HeroPictureData } from '../../lib/picture-data';
import { PageHero } from './PageHero';

interface SubPageHeroProps {
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined; cta?: PageLink | undefined };
  /** The page's hero picture (lib/picture.ts `toHeroPicture`). */
  picture: HeroPictureData;
  /** This page and the page it sits under, named in the trail as the menus name them. */
  page: PageId;
  parent: PageId;
  lang: Locale;
}

/** The hero of a page below another (the support sub-pages): the trail up to its parent, its h1, and an optional call to action. */
export function SubPageHero({ content, picture, page, parent, lang }: SubPageHeroProps) {
  return (
    <PageHero
      picture={picture}
      eyebrow={content.eyebrow}
      title={content.title}
      intro={content.intro}
      breadcrumbs={<Breadcrumbs lang={lang} trail={subPageTrail(page, parent, lang)} />}
    >
      {content.cta && <PageLinkButtons links={[content.cta]} lang={lang} className="mt-8" />}
    </PageHero>
  );
}
