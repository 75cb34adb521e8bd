import { ChevronRight } from 'lucide-react';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import type { Crumb } from '../../lib/breadcrumbs';

/**
 * Where a page sits below the top level (support sub-pages, blog articles and categories): the
 * pages above it as links, then its own name, marked as the current page.
 */
export function Breadcrumbs({ lang, trail }: { lang: Locale; trail: readonly Crumb[] }) {
  const t = useTranslations(lang);
  return (
    <nav aria-label={t('breadcrumbs.label')} className="mb-6 text-sm" data-breadcrumbs>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-ink-soft">
        {trail.map((crumb, index) => (
          <li key={crumb.label} className="inline-flex items-center gap-1.5">
            {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" />}
            {crumb.href ? (
              <a href={crumb.href} className="inline-flex min-h-6 items-center text-clay-deep underline-offset-4 hover:underline">
                {crumb.label}
              </a>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
