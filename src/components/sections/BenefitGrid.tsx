/**
 * A section of benefit cards (icon, title, description, optionally numbered) under a centred
 * heading, used on the Feng Shui and moving support pages.
 */
import { cn } from '../../lib/cn';
import { Card } from '../ui/Card';
import { Heading } from '../ui/Heading';
import { Icon } from '../ui/Icon';
import type { Benefit } from '../ui/IconList';
import { Section } from '../ui/Section';

interface BenefitGridProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined; items: readonly Benefit[] };
  tone?: 'linen' | 'white';
  /** Shows 01, 02… beside each icon: for pillars, reasons and steps, where the count matters. */
  numbered?: boolean;
}

/**
 * A centred heading over benefit cards (icon, title, description): the home's three pillars, the
 * reasons to get support, the benefits of Feng Shui, the steps of a workshop. Three a row from
 * medium screens up; a shorter last row is centred.
 */
export function BenefitGrid({ id, content, tone = 'white', numbered = false }: BenefitGridProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} intro={content.intro} align="center" />
      <ul className="mt-12 flex flex-wrap justify-center gap-6">
        {content.items.map((item, index) => (
          <li key={item.title} className="w-full md:w-[calc((100%-3rem)/3)]">
            <Card className={cn('h-full', tone === 'white' ? 'bg-linen' : 'bg-white')}>
              <div className="mb-6 flex items-center justify-between">
                <span className="inline-flex size-14 items-center justify-center rounded-full bg-sand text-clay-deep">
                  <Icon name={item.icon} className="size-7" />
                </span>
                {numbered && (
                  <span aria-hidden="true" className="font-serif text-4xl font-medium text-sage">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                )}
              </div>
              <h3 className="font-serif text-2xl font-medium">{item.title}</h3>
              <p className="mt-3 text-ink-soft">{item.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
