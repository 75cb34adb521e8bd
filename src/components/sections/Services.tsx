import { ArrowRight } from 'lucide-react';
import type { HomeContent } from '../../content/types';
import { pathFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { buttonVariants } from '../ui/Button';
import { Card } from '../ui/Card';
import { Heading } from '../ui/Heading';
import { Icon } from '../ui/Icon';
import { Section } from '../ui/Section';

/** Three service cards (spec §1.3), each leading to its page in the visitor's language. */
export function Services({ content, lang }: { content: HomeContent['services']; lang: Locale }) {
  return (
    <Section id="services" aria-labelledby="services-title">
      <Heading id="services-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {content.cards.map((card) => (
          <li key={card.title}>
            <Card className="h-full transition-shadow hover:shadow-lift">
              <Icon name={card.icon} className="size-8 text-clay-deep" />
              <h3 className="mt-6 font-serif text-2xl font-medium">{card.title}</h3>
              <p className="mt-3 mb-8 flex-1 text-ink-soft">{card.description}</p>
              <a href={pathFor(card.link, lang)} className={buttonVariants({ variant: 'secondary', className: 'self-start' })}>
                {card.buttonText}
                <ArrowRight aria-hidden="true" />
              </a>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
