/**
 * A section of icon items under a heading, as cards or as ruled lines, on the talks and training
 * pages; its FeatureList also serves the free resources.
 */
import { TextActionLink } from '../ui/ButtonLink';
import type { CardAction } from '../ui/FeatureCard';
import { CardGrid, FeatureCard } from '../ui/FeatureCard';
import { Icon } from '../ui/Icon';
import type { IconName } from '../ui/icons';
import { HeadedSection } from './HeadedSection';
import type { SectionTone } from '../ui/Section';

export interface FeatureItem {
  icon: IconName;
  title: string;
  description: string;
  action?: CardAction | undefined;
}

interface FeatureGridProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  items: readonly FeatureItem[];
  columns?: 2 | 3;
  tone?: SectionTone;
  /**
   * `cards` for offers one compares and picks (talks); `list` for items read one after the other
   * (audiences, free resources, themes): ruled lines without a card's frame, so a page does not
   * stack box after box.
   */
  variant?: 'cards' | 'list';
}

/** A heading over icon items, each optionally leading somewhere: audiences, themes, talks, resources. */
export function FeatureGrid({ id, content, items, columns = 3, tone = 'linen', variant = 'cards' }: FeatureGridProps) {
  return (
    <HeadedSection id={id} content={content} tone={tone}>
      {variant === 'list' ? (
        <FeatureList items={items} columns={columns} />
      ) : (
        <CardGrid columns={columns}>
          {items.map((item) => (
            <li key={item.title}>
              <FeatureCard icon={item.icon} title={item.title} description={item.description} action={item.action} />
            </li>
          ))}
        </CardGrid>
      )}
    </HeadedSection>
  );
}

/**
 * Icon items as ruled lines without a card's frame, one or more a row from medium screens. `level`:
 * the items' heading level, 4 under a heading of level 3.
 */
export function FeatureList({ items, columns = 2, level = 3 }: { items: readonly FeatureItem[]; columns?: 2 | 3; level?: 3 | 4 }) {
  const Title = `h${level}` as const;
  return (
    <ul
      data-slot="feature-list"
      className={
        columns === 3
          ? 'grid grid-cols-1 gap-x-10 border-t border-sand-deep md:grid-cols-3'
          : 'grid grid-cols-1 gap-x-12 border-t border-sand-deep md:grid-cols-2'
      }
    >
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 border-b border-sand-deep py-4 sm:py-6">
          <Icon name={item.icon} className="mt-0.5 size-7 shrink-0 text-clay-deep" />
          <div className="flex min-w-0 flex-col items-start">
            <Title className="font-serif text-xl leading-snug font-medium sm:text-2xl">{item.title}</Title>
            <p className="mt-2 text-ink-soft">{item.description}</p>
            {/* The item's title tells apart the links of a list that all say the same. */}
            {item.action && <TextActionLink action={{ subject: item.title, ...item.action }} className="mt-3" />}
          </div>
        </li>
      ))}
    </ul>
  );
}
