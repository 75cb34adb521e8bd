/**
 * The testimonials section of the home and podcast pages: her clients' words as text first, then
 * the consent-gated reviews widget passed in, which carries the link to the review platform.
 */
import type { ComponentProps } from 'react';
import type { Locale } from '../../i18n/locales';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';
import { ClientWords } from './ClientWords';

/** The testimonials of the home page and the listener feedback of the podcast page share this shape. */
interface TestimonialsContent {
  eyebrow?: string | undefined;
  title: string;
  intro?: string | undefined;
}

/**
 * Testimonials, first-party first: her clients' words as text (`clients`,
 * ClientWords), read by every visitor; then the reviews widget, a consent-gated embed in
 * `children`, as an extra, with the link to the review platform in its HTML in every state. The
 * ratings the content states (the podcast's five-star reviews) are said once on their
 * page, with its other figures, not again here.
 */
export function Testimonials({
  content,
  lang,
  clients,
  children,
}: {
  content: TestimonialsContent;
  lang: Locale;
  clients: Omit<ComponentProps<typeof ClientWords>, 'lang'>;
  children: React.ReactNode;
}) {
  return (
    <Section id="testimonials" tone="white" aria-labelledby="testimonials-title">
      <div className="flex flex-col items-center text-center">
        <Heading id="testimonials-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} align="center" />
      </div>
      {/* A block, not a centred flex item: on a phone its row reaches both edges of the screen. */}
      <ClientWords {...clients} lang={lang} className="mt-6 sm:mt-10" />
      <div className="mt-6 w-full sm:mt-8">{children}</div>
    </Section>
  );
}
