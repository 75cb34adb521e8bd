import type { HomeContent } from '../../content/types';
import { Card } from '../ui/Card';
import { Heading } from '../ui/Heading';
import { Icon } from '../ui/Icon';
import { Section } from '../ui/Section';

/** The approach in three pillars (spec §1.2): neuro-architecture, modern Feng Shui, therapeutic habitat. */
export function Pillars({ content }: { content: HomeContent['approach'] }) {
  return (
    <Section id="approach" tone="white" aria-labelledby="approach-title">
      <Heading id="approach-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} align="center" />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {content.pillars.map((pillar, index) => (
          <li key={pillar.title}>
            <Card className="h-full bg-linen">
              <div className="mb-6 flex items-center justify-between">
                <span className="inline-flex size-14 items-center justify-center rounded-full bg-sand text-clay-deep">
                  <Icon name={pillar.icon} className="size-7" />
                </span>
                <span aria-hidden="true" className="font-serif text-4xl font-medium text-sage">
                  0{index + 1}
                </span>
              </div>
              <h3 className="font-serif text-2xl font-medium">{pillar.title}</h3>
              <p className="mt-3 text-ink-soft">{pillar.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
