import { Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ArticleCardData, CategoryView } from '../../lib/blog';
import { Picture, type PictureData } from '../ui/Picture';
import { Prose } from '../ui/Prose';
import { Section } from '../ui/Section';
import { ArticleFacts } from './ArticleCardList';

interface ArticleMetaProps extends Pick<ArticleCardData, 'date' | 'readingTime'> {
  category: Pick<CategoryView, 'name' | 'href'>;
  labels: { publishedOn: string; category: string };
}

/** Under an article's title: when it was published, how long it reads, and its category. */
export function ArticleMeta({ date, readingTime, category, labels }: ArticleMetaProps) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3" data-article-meta>
      <ArticleFacts date={date} readingTime={readingTime} datePrefix={labels.publishedOn} />
      <p className="inline-flex items-center gap-1.5 text-sm text-ink-soft">
        <Tag aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{labels.category}</span>
        <a href={category.href} className="inline-flex min-h-6 items-center gap-1 font-medium text-clay-deep underline-offset-4 hover:underline" data-article-category>
          {category.name}
        </a>
      </p>
    </div>
  );
}

interface TocEntry {
  slug: string;
  text: string;
}

interface ArticleBodyProps {
  image: PictureData;
  /** The article's `##` headings, as Astro's Markdown renderer gives them ids. */
  toc: { title: string; entries: readonly TocEntry[] };
  /** The rendered Markdown. */
  children: ReactNode;
}

/**
 * The article itself: its picture, then the text at a comfortable measure; beside it on wide
 * screens, the list of its sections, which stays in view while reading.
 */
export function ArticleBody({ image, toc, children }: ArticleBodyProps) {
  return (
    <Section tone="white" spacing="tight" id="article">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,36rem)_minmax(0,18rem)] lg:justify-between lg:gap-16">
        <div className="min-w-0">
          <Picture image={image} priority className="rounded-card border border-sand-deep" />
          <Prose className="mt-10">{children}</Prose>
        </div>
        {toc.entries.length > 1 && (
          <nav aria-labelledby="toc-title" className="hidden lg:block">
            <div className="sticky top-28 rounded-card border border-sand-deep bg-linen p-6">
              <h2 id="toc-title" className="mb-3 font-sans text-sm font-semibold tracking-[0.14em] text-clay-deep uppercase">
                {toc.title}
              </h2>
              <ol className="space-y-1 text-[0.95rem]">
                {toc.entries.map((entry) => (
                  <li key={entry.slug}>
                    <a href={`#${entry.slug}`} className="block py-1 text-ink-soft underline-offset-4 hover:text-clay-deep hover:underline">
                      {entry.text}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        )}
      </div>
    </Section>
  );
}
