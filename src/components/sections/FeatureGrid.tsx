import type { CardAction } from '../ui/FeatureCard';
import { CardGrid, FeatureCard } from '../ui/FeatureCard';
import type { IconName } from '../ui/icons';
import { HeadedSection } from './HeadedSection';

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
  tone?: 'linen' | 'sand' | 'white';
}

/** A heading over a grid of icon cards, each optionally leading somewhere: audiences, themes, talks, resources. */
export function FeatureGrid({ id, content, items, columns = 3, tone = 'linen' }: FeatureGridProps) {
  return (
    <HeadedSection id={id} content={content} tone={tone}>
      <CardGrid columns={columns}>
        {items.map((item) => (
          <li key={item.title}>
            <FeatureCard icon={item.icon} title={item.title} description={item.description} action={item.action} />
          </li>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
