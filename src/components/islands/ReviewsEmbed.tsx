/**
 * The reviews widget island on the home and podcast pages: the provider's loader script behind
 * consent, added while in view, with a short band asking to load it until then.
 */
import { useEffect, useRef } from 'react';
import { ConsentGate } from '../embeds/ConsentGate';
import { ConsentNote } from '../embeds/ConsentNote';
import type { FacadeLabels } from '../embeds/labels';
import { FacadeActions } from '../embeds/Facade';
import { Button } from '../ui/Button';
import { KeepCompounds } from '../ui/KeepCompounds';

interface ReviewsEmbedProps {
  /** The loader script with the widget id: one for home, another for the podcast page. */
  loaderSrc: string;
  /** The review platform, for the facade and the fallback. */
  directUrl: string;
  labels: FacadeLabels;
}

/**
 * The reviews widget: the provider's loader script is added when the section comes
 * into view and removed, with what it drew, when it leaves. A script that fails to load brings the
 * direct link back. Until it is allowed, the section around it states the rating and links to the
 * platform, so this stands in as a short band: the button that loads the widget and why it asks.
 */
export function ReviewsEmbed({ loaderSrc, directUrl, labels }: ReviewsEmbedProps) {
  return (
    <ConsentGate
      category="reviews"
      labels={labels}
      directUrl={directUrl}
      sizeClass="min-h-[320px]"
      renderFacade={({ onAllow, failed }) => (
        <div data-facade>
          <ConsentNote labels={labels} text={failed ? labels.failed : labels.notice} className="mx-auto max-w-xl items-center text-center">
            {failed ? (
              <FacadeActions labels={labels} directUrl={directUrl} onAllow={undefined} failed size="sm" className="justify-center" />
            ) : (
              // In the HTML from the start, disabled until hydrated (as in FacadeActions): added
              // then, it pushed what follows down as the visitor scrolled to it.
              <Button
                variant="secondary"
                size="sm"
                onClick={onAllow}
                disabled={!onAllow}
                className="self-center [@media(scripting:none)]:hidden"
                data-allow
              >
                <KeepCompounds text={labels.allow} />
              </Button>
            )}
          </ConsentNote>
        </div>
      )}
    >
      {(onError) => <ReviewsLoader src={loaderSrc} onError={onError} />}
    </ConsentGate>
  );
}

function ReviewsLoader({ src, onError }: { src: string; onError: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.providerScript = 'reviews';
    script.addEventListener('error', onError);
    // The loader draws the widget where its script stands.
    host.append(script);
    return () => {
      script.removeEventListener('error', onError);
      host.replaceChildren();
    };
  }, [src, onError]);
  return <div ref={container} className="min-h-[320px] w-full" data-reviews-widget />;
}
