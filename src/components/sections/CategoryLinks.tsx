/**
 * The other blog categories as small linked cards, shown on a category page so that even a category
 * with one article leads on.
 */
import type { CategoryView } from '../../lib/blog';
import { IconBadge } from '../ui/Icon';

/**
 * The other categories, from a category page: each a small card that is one link (icon, name and
 * description), so a page with one article still leads somewhere.
 */
export function CategoryLinks({ categories }: { categories: readonly CategoryView[] }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,max(16rem,(100%_-_2rem)/3)),1fr))] gap-4">
      {categories.map((category) => (
        <li key={category.id} data-category-link={category.slug}>
          <a
            href={category.href}
            className="group flex h-full gap-4 rounded-card border border-sand-deep/70 bg-white/70 p-5 transition-shadow hover:shadow-lift"
          >
            <IconBadge name={category.icon} />
            <span className="flex min-w-0 flex-col gap-1">
              <span className="font-serif text-xl font-medium text-ink group-hover:text-clay-deep">{category.name}</span>
              <span className="text-base text-ink-soft sm:text-sm">{category.description}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
