/**
 * The press page's list of articles about her, newest first, each a card with its outlet, linked
 * title, date and an optional quote.
 */
import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { formatDate, isoDate } from '../../lib/dates';
import { Card } from '../ui/Card';
import { ExternalLink } from '../ui/ExternalLink';
import { inlineLinkClass } from '../ui/PracticeDetails';

export interface CoverageItem {
  outlet: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  url: string;
  quote?: string | undefined;
}

/**
 * Where the press spoke of her: each article a card with its outlet, its title linked
 * to the original (a new tab), its date in the page's language, and a line of it if she chose one.
 * Newest first, whatever the order of the content file.
 */
export function PressCoverage({ items, lang }: { items: readonly CoverageItem[]; lang: Locale }) {
  const t = useTranslations(lang);
  const newest = [...items].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {newest.map((item) => (
        <li key={item.url}>
          <Card className="h-full" data-coverage>
            <p className="text-sm font-semibold tracking-[0.14em] text-ink-soft uppercase">{item.outlet}</p>
            <h3 className="mt-3 font-serif text-xl text-ink">
              <ExternalLink href={item.url} newTabLabel={t('a11y.newTab')} className={inlineLinkClass}>
                {item.title}
                <ExternalIcon aria-hidden="true" className="ml-1.5 inline size-4 align-baseline" />
              </ExternalLink>
            </h3>
            <p className="mt-2 text-ink-soft">
              <time dateTime={isoDate(item.date)}>{formatDate(item.date, lang)}</time>
            </p>
            {item.quote && (
              <blockquote className="mt-4 border-t border-sand-deep pt-4 text-ink-soft">
                <p>{item.quote}</p>
              </blockquote>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
