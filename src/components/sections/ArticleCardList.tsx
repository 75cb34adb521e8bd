/**
 * The blog's article cards (blog index and category pages) and the date-and-reading-time line they
 * share with an article's header, on top of the generic EntryCardList.
 */
import { CalendarDays, Clock } from 'lucide-react';
import type { ArticleCardData } from '../../lib/blog';
import { EntryCardList, IconFacts } from './EntryCardList';

/**
 * Article cards (blog index, category pages): picture, category, date, reading time, and a link to
 * read on; in a grid, or as wide cards when there are only one or two (sections/EntryCardList).
 */
export function ArticleCardList({ cards }: { cards: readonly ArticleCardData[] }) {
  return (
    <EntryCardList
      cards={cards.map((card) => ({ ...card, badge: card.category, badgeIcon: card.categoryIcon }))}
      facts={(card) => <ArticleFacts date={card.date} readingTime={card.readingTime} />}
      mark="data-article-card"
    />
  );
}

/** Date and reading time, on a line of small print. */
export function ArticleFacts({ date, readingTime, datePrefix }: Pick<ArticleCardData, 'date' | 'readingTime'> & { datePrefix?: string }) {
  return (
    <IconFacts
      items={[
        {
          icon: CalendarDays,
          content: (
            <>
              {datePrefix && `${datePrefix} `}
              <time dateTime={date.iso}>{date.text}</time>
            </>
          ),
        },
        { icon: Clock, content: readingTime },
      ]}
    />
  );
}
