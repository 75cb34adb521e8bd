/**
 * The contact page's three cards: phone and e-mail from the site config as tel: and mailto: links,
 * and where the practice is.
 */
import { Mail, MapPin, Phone } from 'lucide-react';
import { site } from '../../config/site';
import type { ContactContent } from '../../content/types';
import { Card } from '../ui/Card';
import { Section } from '../ui/Section';

/** Phone, e-mail and location, the first two from the site config, as tel: and mailto: links. */
export function ContactCards({ cards }: { cards: ContactContent['cards'] }) {
  const items = [
    { key: 'phone', Icon: Phone, card: cards.phone, content: <a href={site.contact.phoneHref}>{site.contact.phoneDisplay}</a> },
    {
      key: 'email',
      Icon: Mail,
      card: cards.email,
      content: (
        <a href={`mailto:${site.contact.email}`} className="wrap-anywhere">
          {site.contact.email}
        </a>
      ),
    },
    { key: 'location', Icon: MapPin, card: cards.location, content: <span>{cards.location.content}</span> },
  ] as const;
  return (
    <Section as="div" id="contact-details" spacing="tight">
      <ul className="grid gap-5 md:grid-cols-3">
        {items.map(({ key, Icon, card, content }) => (
          <li key={key}>
            <Card className="h-full sm:p-6 lg:p-8" data-contact-card={key}>
              <span className="mb-5 inline-flex size-12 items-center justify-center rounded-full bg-sand text-clay-deep">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-ink-soft uppercase">{card.title}</h2>
              <p className="mt-2 font-serif text-lg font-medium break-words text-ink lg:text-xl [&_a]:text-clay-deep [&_a]:underline-offset-4 [&_a:hover]:underline">
                {content}
              </p>
              <p className="mt-3 text-ink-soft">{card.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
