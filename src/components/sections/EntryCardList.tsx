/**
 * The card list shared by the blog's articles and her projects (a grid, or wide cards when there
 * are only one or two) and the icon line of facts under each card.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { articleListLayout, type EntryCardData } from '../../lib/article-list';
import { ButtonLink } from '../ui/ButtonLink';
import { Card } from '../ui/Card';
import { Badge, CardGrid, FeatureCard } from '../ui/FeatureCard';
import { Picture } from '../ui/Picture';

interface EntryCardListProps<Card extends EntryCardData> {
  cards: readonly Card[];
  /** The line of small print under a card's summary (a date and reading time, a place and year). */
  facts: (card: Card) => ReactNode;
  /** The attribute that names each item by its slug, for scripts and tests: `data-article-card`. */
  mark: `data-${string}`;
}

/**
 * Cards of entries (the blog's articles, her projects): picture, tag, title, summary, a line of
 * facts and a link to read on; in a grid, or as wide cards when there are only one or two
 * (lib/article-list.ts), so that a page never shows a lone card in a row of three.
 */
export function EntryCardList<Card extends EntryCardData>({ cards, facts, mark }: EntryCardListProps<Card>) {
  const layout = articleListLayout(cards.length);
  if (layout === 'wide') {
    return (
      <ul className="grid gap-8" data-layout={layout}>
        {cards.map((card) => (
          <li key={card.slug} {...{ [mark]: card.slug }}>
            <WideEntryCard card={card}>{facts(card)}</WideEntryCard>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <CardGrid>
      {cards.map((card) => (
        <li key={card.slug} {...{ [mark]: card.slug }}>
          <FeatureCard
            image={card.image}
            badge={card.badge}
            badgeIcon={card.badgeIcon}
            title={card.title}
            description={card.description}
            action={{ href: card.href, label: card.readMore }}
          >
            {facts(card)}
          </FeatureCard>
        </li>
      ))}
    </CardGrid>
  );
}

/** One entry across the width: its picture on one side, on the other its tag, title, summary, facts and link. */
function WideEntryCard({ card, children }: { card: EntryCardData; children: ReactNode }) {
  return (
    <Card className="grid overflow-hidden p-0 transition-shadow hover:shadow-lift sm:p-0 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <Picture image={card.image} whenNear className="aspect-[3/2] h-full object-cover" />
      <div className="flex flex-col p-6 sm:p-8 lg:p-10">
        <div className="self-start">
          <Badge icon={card.badgeIcon}>{card.badge}</Badge>
        </div>
        <h3 className="mt-5 font-serif text-2xl font-medium sm:text-3xl">{card.title}</h3>
        <p className="mt-4 text-ink-soft lg:text-lg">{card.description}</p>
        <div className="mt-5">{children}</div>
        <div className="min-h-8 flex-1" />
        <ButtonLink
          action={{ subject: card.title, href: card.href, label: card.readMore }}
          variant="secondary"
          size="sm"
          className="self-start"
        />
      </div>
    </Card>
  );
}

/** Facts on a line of small print, each after its line icon, with a name for screen readers where the icon alone says it. */
export function IconFacts({ items }: { items: readonly { icon: LucideIcon; label?: string | undefined; content: ReactNode }[] }) {
  return (
    <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-[0.9375rem] text-ink-soft sm:text-sm">
      {items.map(({ icon: Glyph, label, content }, index) => (
        <span key={index} className="inline-flex items-center gap-1.5">
          <Glyph aria-hidden="true" className="size-4 shrink-0" />
          {label && <span className="sr-only">{label} </span>}
          {content}
        </span>
      ))}
    </p>
  );
}
