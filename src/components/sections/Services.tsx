/**
 * A section of three linked cards, swiped sideways on a phone: the home page's services, the about
 * page's and the support hub's paths.
 */
import type { ReactNode } from 'react';
import type { HomeContent } from '../../content/types';
import { pathFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { CardGrid, FeatureCard } from '../ui/FeatureCard';
import { HeadedSection } from './HeadedSection';

interface ServicesProps {
  content: HomeContent['services'];
  lang: Locale;
  /** The section's anchor, for a page whose cards lead elsewhere than to services. */
  id?: string;
  /** Below the cards: a further link. */
  children?: ReactNode;
}

/**
 * Three cards, each leading to a page in the visitor's language:
 * the home page's services, the about page's content, the support hub's three paths.
 * A row swiped sideways on a phone: three cards in one card's height.
 */
export function Services({ content, lang, id = 'services', children }: ServicesProps) {
  return (
    <HeadedSection id={id} content={content}>
      <CardGrid swipe>
        {content.cards.map((card) => (
          <li key={card.title}>
            <FeatureCard
              icon={card.icon}
              title={card.title}
              description={card.description}
              action={{ href: pathFor(card.link, lang), label: card.buttonText }}
            />
          </li>
        ))}
      </CardGrid>
      {children}
    </HeadedSection>
  );
}
