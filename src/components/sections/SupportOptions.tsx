/** The contact page's three ways to start, as linked feature cards with their duration. */
import type { ContactContent } from '../../content/types';
import { hrefFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { CardGrid, FeatureCard } from '../ui/FeatureCard';
import { HeadedSection } from './HeadedSection';

/** Three ways to start: title, duration, description, icon, link. */
export function SupportOptions({ content, lang }: { content: ContactContent['options']; lang: Locale }) {
  return (
    <HeadedSection id="options" content={content}>
      <CardGrid>
        {content.items.map((option) => (
          <li key={option.title}>
            <FeatureCard
              icon={option.icon}
              badge={option.duration}
              title={option.title}
              description={option.description}
              action={option.link && { href: hrefFor(option.link, lang), label: option.link.label }}
            />
          </li>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
