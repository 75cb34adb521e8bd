/**
 * The #booking section that holds the booking calendar island, on the contact, training, talks and
 * support pages, with an e-mail fallback on the contact page.
 */
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '../../config/site';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';

interface BookingSectionProps {
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  /** The mailto fallback (contact page): a sentence and the link text. */
  mailFallback?: { text: string; label: string };
  /** The booking embed island. */
  children: ReactNode;
  /** Under the calendar, a lighter way to start for whoever is not ready to call (the training's free resources). */
  aside?: ReactNode;
}

/**
 * The booking section, anchored at #booking: the discovery-call calendar behind consent,
 * and on the contact page an e-mail link for whoever will not or cannot use it. Pages that carry a
 * booking widget (training, talks, support) compose this same section.
 */
export function BookingSection({ content, mailFallback, children, aside }: BookingSectionProps) {
  return (
    <Section id="booking" tone="white" aria-labelledby="booking-title">
      <Heading id="booking-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} align="center" />
      <div className="mx-auto mt-10 max-w-4xl">{children}</div>
      {mailFallback && (
        <p
          className="mx-auto mt-8 flex max-w-2xl flex-wrap items-center justify-center gap-x-3 gap-y-2 text-center text-ink-soft"
          data-mail-fallback
        >
          <span>{mailFallback.text}</span>
          <a
            href={`mailto:${site.contact.email}`}
            className="inline-flex items-center gap-2 font-medium text-clay-deep underline underline-offset-4"
          >
            <Mail aria-hidden="true" className="size-4" />
            {mailFallback.label}
          </a>
        </p>
      )}
      {aside}
    </Section>
  );
}
