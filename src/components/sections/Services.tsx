import type { HomeContent } from '../../content/types';
import { pathFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { CardGrid, FeatureCard } from '../ui/FeatureCard';
import { HeadedSection } from './HeadedSection';

/** Three service cards (spec §1.3), each leading to its page in the visitor's language. */
export function Services({ content, lang }: { content: HomeContent['services']; lang: Locale }) {
  return (
    <HeadedSection id="services" content={content}>
      <CardGrid>
        {content.cards.map((card) => (
          <li key={card.title}>
            <FeatureCard icon={card.icon} title={card.title} description={card.description} action={{ href: pathFor(card.link, lang), label: card.buttonText }} />
          </li>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
