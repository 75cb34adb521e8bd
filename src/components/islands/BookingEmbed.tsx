/**
 * The booking calendar island on the contact, support, training and talks pages: the scheduling
 * page in an iframe behind consent, with a compact card of other ways to book until then.
 */
import { CalendarDays, Mail, Phone } from 'lucide-react';
import { ConsentGate } from '../embeds/ConsentGate';
import { ConsentNote } from '../embeds/ConsentNote';
import type { BookingCardLabels, FacadeLabels } from '../embeds/labels';
import { DirectLinkBelow, FacadeActions } from '../embeds/Facade';
import { KeepCompounds } from '../ui/KeepCompounds';

interface BookingEmbedProps {
  /** The scheduling page: the 15-minute call on French pages, the 30-minute call on English contact. */
  url: string;
  title: string;
  labels: FacadeLabels;
}

/**
 * The inline booking calendar: the scheduling page itself in an iframe, no widget script,
 * min-width 320 px and 700 px high, behind consent for "booking". Until it is allowed, a compact
 * card says what the call is, loads the calendar on request, and gives the other ways to reach
 * the practice: the 700 px frame only takes its place once it is wanted.
 */
export function BookingEmbed({ url, title, labels }: BookingEmbedProps) {
  return (
    <ConsentGate
      category="booking"
      labels={labels}
      directUrl={url}
      sizeClass="min-h-[700px]"
      renderFacade={({ onAllow, failed }) =>
        labels.booking && <BookingCard card={labels.booking} labels={labels} url={url} onAllow={onAllow} failed={failed} />
      }
    >
      {() => (
        <>
          <iframe
            src={`${url}?embed_type=Inline&embed_domain=${encodeURIComponent(window.location.hostname)}&hide_gdpr_banner=1`}
            title={title}
            width="100%"
            height="700"
            className="block h-[700px] w-full min-w-[320px] rounded-card border-0 bg-white"
            data-provider-frame="scheduling"
          />
          <DirectLinkBelow labels={labels} href={url} />
        </>
      )}
    </ConsentGate>
  );
}

interface BookingCardProps {
  card: BookingCardLabels;
  labels: FacadeLabels;
  url: string;
  onAllow: (() => void) | undefined;
  failed: boolean;
}

/** What the call is, the calendar on request, the direct booking page, and phone and e-mail instead. */
function BookingCard({ card, labels, url, onAllow, failed }: BookingCardProps) {
  return (
    <div
      data-facade
      data-booking-card
      className="mx-auto flex max-w-2xl flex-col gap-3 rounded-card border border-sand-deep bg-linen p-4 sm:gap-4 sm:p-8"
    >
      <div className="flex items-start gap-3">
        <CalendarDays aria-hidden="true" className="mt-1 size-6 shrink-0 text-clay-deep" />
        <div>
          <p className="font-serif text-xl font-medium text-ink">
            <KeepCompounds text={card.title} />
          </p>
          <p className="mt-1 text-[0.9375rem] leading-normal text-ink-soft sm:text-base">{card.text}</p>
        </div>
      </div>
      <FacadeActions labels={labels} directUrl={url} onAllow={onAllow} failed={failed} size="sm" directFirst />
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-[0.9375rem] text-ink-soft sm:text-sm" data-booking-alternatives>
        <span>
          <KeepCompounds text={card.alternatives} />
        </span>
        <a href={card.phone.href} className="inline-flex items-center gap-1.5 font-medium text-clay-deep underline underline-offset-4">
          <Phone aria-hidden="true" className="size-4" />
          {card.phone.display}
        </a>
        <a
          href={`mailto:${card.email}`}
          className="inline-flex items-center gap-1.5 font-medium wrap-anywhere text-clay-deep underline underline-offset-4"
        >
          <Mail aria-hidden="true" className="size-4" />
          {card.email}
        </a>
      </p>
      <ConsentNote
        labels={labels}
        text={failed ? labels.failed : labels.notice}
        className="border-t border-sand-deep/70 pt-3 [&_p]:leading-normal"
      />
    </div>
  );
}
