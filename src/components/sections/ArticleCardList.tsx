import { CalendarDays, Clock } from 'lucide-react';
import type { ArticleCardData } from '../../lib/blog';
import { CardGrid, FeatureCard } from '../ui/FeatureCard';

/** Article cards (blog index, category pages): picture, category, date, reading time, and a link to read on. */
export function ArticleCardList({ cards }: { cards: readonly ArticleCardData[] }) {
  return (
    <CardGrid>
      {cards.map((card) => (
        <li key={card.slug} data-article-card={card.slug}>
          <FeatureCard
            image={card.image}
            badge={card.category}
            title={card.title}
            description={card.description}
            action={{ href: card.href, label: card.readMore }}
          >
            <ArticleFacts date={card.date} readingTime={card.readingTime} />
          </FeatureCard>
        </li>
      ))}
    </CardGrid>
  );
}

/** Date and reading time, on a line of small print. */
export function ArticleFacts({ date, readingTime, datePrefix }: Pick<ArticleCardData, 'date' | 'readingTime'> & { datePrefix?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-soft">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {datePrefix && `${datePrefix} `}
        <time dateTime={date.iso}>{date.text}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {readingTime}
      </span>
    </p>
  );
}
