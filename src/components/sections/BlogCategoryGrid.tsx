import type { CategoryView } from '../../lib/blog';
import { CardGrid, FeatureCard } from '../ui/FeatureCard';

/** The six blog categories (spec §2.4, §3): emoji, name, description and a link to the category's articles. */
export function BlogCategoryGrid({ categories, linkLabel }: { categories: readonly CategoryView[]; linkLabel: string }) {
  return (
    <CardGrid>
      {categories.map((category) => (
        <li key={category.id} data-blog-category={category.slug}>
          <FeatureCard emoji={category.emoji} title={category.name} description={category.description} action={{ href: category.href, label: linkLabel }} />
        </li>
      ))}
    </CardGrid>
  );
}

/** The categories as a row of links: where to go from a category page, empty or not. */
export function CategoryLinks({ categories }: { categories: readonly CategoryView[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {categories.map((category) => (
        <li key={category.id}>
          <a
            href={category.href}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-deep bg-white/70 px-4 py-2 text-ink transition-colors hover:border-clay-deep hover:text-clay-deep"
          >
            <span aria-hidden="true">{category.emoji}</span>
            {category.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
