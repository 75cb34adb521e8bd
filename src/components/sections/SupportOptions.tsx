import { ArrowRight } from 'lucide-react';
import type { ContactContent } from '../../content/types';
import { hrefFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { buttonVariants } from '../ui/Button';
import { Card } from '../ui/Card';
import { Heading } from '../ui/Heading';
import { Icon } from '../ui/Icon';
import { Section } from '../ui/Section';

/** Three ways to start (spec §2.4, §3 "Support option"): title, duration, description, icon, link. */
export function SupportOptions({ content, lang }: { content: ContactContent['options']; lang: Locale }) {
  return (
    <Section id="options" aria-labelledby="options-title">
      <Heading id="options-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {content.items.map((option) => (
          <li key={option.title}>
            <Card className="h-full">
              <div className="mb-5 flex items-center justify-between gap-4">
                {option.icon && <Icon name={option.icon} className="size-7 text-clay-deep" />}
                <span className="rounded-full bg-sand px-3 py-1 text-sm font-medium text-ink">{option.duration}</span>
              </div>
              <h3 className="font-serif text-2xl font-medium">{option.title}</h3>
              <p className="mt-3 mb-6 flex-1 text-ink-soft">{option.description}</p>
              {option.link && (
                <a href={hrefFor(option.link, lang)} className={buttonVariants({ variant: 'secondary', className: 'self-start' })}>
                  {option.link.label}
                  <ArrowRight aria-hidden="true" />
                </a>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
