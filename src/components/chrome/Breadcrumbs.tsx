/**
 * The breadcrumb trail of pages below the top level (support sub-pages, projects, blog articles and
 * categories), drawn from the trails lib/breadcrumbs.ts computes.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import type { Crumb } from '../../lib/breadcrumbs';
import { cn } from '../../lib/cn';

/**
 * Where a page sits below the top level (support sub-pages, blog articles and categories): the
 * pages above it as links, then its own name, marked as the current page.
 *
 * On phones the trail keeps to one line: only the way up, the page just above ("‹ Blog"); the rest
 * stays for screen readers, and shows from `sm` (under an article's long title it took three lines).
 */
export function Breadcrumbs({ lang, trail }: { lang: Locale; trail: readonly Crumb[] }) {
  const t = useTranslations(lang);
  const up = trail.findLastIndex((crumb) => crumb.href !== undefined);
  return (
    <nav aria-label={t('breadcrumbs.label')} className="mb-6 text-sm" data-breadcrumbs>
      <ol className="flex items-center gap-x-1.5 gap-y-1 text-ink-soft sm:flex-wrap">
        {trail.map((crumb, index) => (
          <li
            key={crumb.label}
            className={cn('items-center gap-1.5', index === up ? 'flex min-w-0 sm:inline-flex' : 'sr-only sm:not-sr-only sm:inline-flex')}
          >
            {index === up && <ChevronLeft aria-hidden="true" className="size-3.5 shrink-0 sm:hidden" />}
            {index > 0 && <ChevronRight aria-hidden="true" className="hidden size-3.5 shrink-0 sm:block" />}
            {crumb.href ? (
              <a href={crumb.href} className="inline-flex min-h-6 min-w-0 items-center text-clay-deep underline-offset-4 hover:underline">
                <span className="truncate">{crumb.label}</span>
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
