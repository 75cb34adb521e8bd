/**
 * The blog's compact row of list links (all articles, each category, then search) above the article
 * cards of the blog index and category pages.
 */
import { cn } from '../../lib/cn';
import { Icon } from '../ui/Icon';
import type { IconName } from '../ui/icons';

interface FilterLink {
  href: string;
  label: string;
  icon?: IconName | undefined;
  /** The list being shown (the blog's own, or this category's), on any of its pages. */
  active: boolean;
}

/**
 * The blog's lists in one compact row above the articles: all articles, then each
 * category, the one being read marked, then the search page (for an article the topics do not narrow
 * down enough). Replaces the six tall category cards that stood between a
 * phone's first screen and the first article.
 */
export function BlogCategoryFilter({ label, links }: { label: string; links: readonly FilterLink[] }) {
  return (
    <nav aria-label={label} data-blog-filter>
      {/* One line that scrolls sideways on a phone (seven links would take four lines there); wrapped from 640 px. */}
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2 sm:flex-wrap sm:overflow-visible sm:pb-0">
        {links.map((link) => (
          <li key={link.href} className="shrink-0">
            <a
              href={link.href}
              aria-current={link.active ? 'true' : undefined}
              className={cn(
                // Not `transition-colors`: it would fade the focus indicator in from the text's colour (white on the current link).
                'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-[color,background-color,border-color]',
                link.active
                  ? 'border-clay-deep bg-clay-deep text-white'
                  : 'border-sand-deep bg-white/70 text-ink hover:border-clay-deep hover:text-clay-deep',
              )}
            >
              {link.icon && <Icon name={link.icon} className={cn('size-4', link.active ? 'text-white' : 'text-clay-deep')} />}
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
