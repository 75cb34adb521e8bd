/** What sits under the podcast page's title: its figures and the button to the podcast platform. */
import { Headphones } from 'lucide-react';
import { site } from '../../config/site';
import type { PodcastContent } from '../../content/types';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { buttonVariants } from '../ui/Button';
import { ExternalLink } from '../ui/ExternalLink';
import { StatList } from '../ui/Stat';

/** Under the podcast page's title: its two claims and the way to the podcast platform. */
export function PodcastHeroActions({
  stats,
  platformLink,
  lang,
}: {
  stats: PodcastContent['hero']['stats'];
  platformLink: string;
  lang: Locale;
}) {
  const t = useTranslations(lang);
  return (
    <div className="mt-10 flex flex-col gap-8 sm:flex-row sm:items-end sm:justify-between">
      <StatList stats={stats} className="sm:flex-1" />
      <ExternalLink href={site.external.podcastPlatform} newTabLabel={t('a11y.newTab')} className={buttonVariants()}>
        <Headphones aria-hidden="true" />
        {platformLink}
      </ExternalLink>
    </div>
  );
}
