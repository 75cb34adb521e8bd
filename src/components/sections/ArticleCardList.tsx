import { CalendarDays, Clock } from 'lucide-react';
import { articleListLayout } from '../../lib/article-list';
import type { ArticleCardData } from '../../lib/blog';
import { ButtonLink } from '../ui/ButtonLink';
import { Card } from '../ui/Card';
import { Badge, CardGrid, FeatureCard } from '../ui/FeatureCard';
import { Picture } from '../ui/Picture';

/**
 * Article cards (blog index, category pages): picture, category, date, reading time, and a link to
 * read on; in a grid, or as wide cards when there are only one or two (lib/article-list.ts).
 */
export function ArticleCardList({ cards }: { cards: readonly ArticleCardData[] }) {
  const layout = articleListLayout(cards.length);
  if (layout === 'wide') {
    return (
      <ul className="grid gap-8" data-layout={layout}>
        {cards.map((card) => (
          <li key={card.slug} data-article-card={card.slug}>
            <WideArticleCard card={card} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <CardGrid>
      {cards.map((card) => (
        <li key={card.slug} data-article-card={card.slug}>
          <FeatureCard
            image={card.image}
            badge={card.category}
            badgeIcon={card.categoryIcon}
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

/** One article across the width: its picture on one side, on the other its category, title, summary and link. */
function WideArticleCard({ card }: { card: ArticleCardData }) {
  return (
    <Card className="grid overflow-hidden p-0 transition-shadow hover:shadow-lift sm:p-0 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <Picture image={card.image} whenNear className="aspect-[3/2] h-full object-cover" />
      <div className="flex flex-col p-6 sm:p-8 lg:p-10">
        <div className="self-start">
          <Badge icon={card.categoryIcon}>{card.category}</Badge>
        </div>
        <h3 className="mt-5 font-serif text-2xl font-medium sm:text-3xl">{card.title}</h3>
        <p className="mt-4 text-ink-soft lg:text-lg">{card.description}</p>
        <div className="mt-5">
          <ArticleFacts date={card.date} readingTime={card.readingTime} />
        </div>
        <div className="min-h-8 flex-1" />
        <ButtonLink action={{ subject: card.title, href: card.href, label: card.readMore }} variant="secondary" size="sm" className="self-start" />
      </div>
    </Card>
  );
}

/** Date and reading time, on a line of small print. */
export function ArticleFacts({ date, readingTime, datePrefix }: Pick<ArticleCardData, 'date' | 'readingTime'> & { datePrefix?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-[0.9375rem] text-ink-soft sm:text-sm">
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
