import type { HomeContent } from '../../content/types';
import { pathFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { CardGrid, FeatureCard } from '../ui/FeatureCard';
import { HeadedSection } from './HeadedSection';

/**
 * Three service cards (spec §1.3, §3 "Service/theme card"), each leading to its page in the
 * visitor's language: the home's services, the support hub's three paths (with its own `id`).
 */
export function Services({ content, lang, id = 'services' }: { content: HomeContent['services']; lang: Locale; id?: string }) {
  return (
    <HeadedSection id={id} content={content}>
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
