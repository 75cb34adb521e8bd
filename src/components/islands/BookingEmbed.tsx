import { ConsentGate } from '../embeds/ConsentGate';
import type { FacadeLabels } from '../embeds/labels';
import { DirectLinkBelow } from '../embeds/Facade';

interface BookingEmbedProps {
  /** The scheduling page: the 15-minute call on French pages, the 30-minute call on English contact. */
  url: string;
  title: string;
  labels: FacadeLabels;
}

/**
 * The inline booking calendar (spec §7): the scheduling page itself in an iframe, no widget script,
 * min-width 320 px and 700 px high, behind consent for "booking".
 */
export function BookingEmbed({ url, title, labels }: BookingEmbedProps) {
  return (
    <ConsentGate category="booking" labels={labels} directUrl={url} sizeClass="min-h-[700px]">
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
