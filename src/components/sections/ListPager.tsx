/**
 * The numbered pager under a paginated list of blog articles (previous, page numbers, next), built
 * on lib/pagination.ts.
 */
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { visiblePages, type PageOfList } from '../../lib/pagination';
import { cn } from '../../lib/cn';

interface ListPagerProps {
  pages: PageOfList;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
}

/** The pages of a list of articles: previous, each page by number (the current one marked), next. None for a single page. */
export function ListPager({ pages, labels }: ListPagerProps) {
  if (pages.total < 2) return null;
  const step = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border px-4 text-sm font-medium';
  const idle = 'border-sand-deep bg-white/70 text-ink hover:border-clay-deep hover:text-clay-deep';
  return (
    <nav aria-label={labels.nav} className="mt-12" data-list-pager>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {pages.previous && (
          <li>
            <a href={pages.previous} rel="prev" className={cn(step, idle)}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {labels.previous}
            </a>
          </li>
        )}
        {visiblePages(pages.page, pages.total).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-soft">
              …
            </li>
          ) : (
            <li key={n}>
              <a
                href={pages.paths[n - 1]}
                aria-label={labels.page(n)}
                aria-current={n === pages.page ? 'page' : undefined}
                className={cn(step, 'px-3', n === pages.page ? 'border-clay-deep bg-clay-deep text-white' : idle)}
              >
                {n}
              </a>
            </li>
          ),
        )}
        {pages.next && (
          <li>
            <a href={pages.next} rel="next" className={cn(step, idle)}>
              {labels.next}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
