/**
 * The reviews widget island on the home and podcast pages: the provider's loader script behind
 * consent, added while in view, with a short band asking to load it until then.
 */
import { useEffect, useRef } from 'react';
import { ConsentGate } from '../embeds/ConsentGate';
import { ConsentNote } from '../embeds/ConsentNote';
import type { FacadeLabels } from '../embeds/labels';
import { FacadeActions } from '../embeds/Facade';
import { Button, buttonVariants } from '../ui/Button';
import { ExternalLink } from '../ui/ExternalLink';
import { KeepCompounds } from '../ui/KeepCompounds';

interface ReviewsEmbedProps {
  /** The loader script with the widget id: one for home, another for the podcast page. */
  loaderSrc: string;
  /** The review platform, for the facade and the fallback. */
  directUrl: string;
  /** The words of the link to the review platform that the section always shows ("Lire tous les avis"). */
  platformLink: string;
  labels: FacadeLabels;
}

/**
 * The reviews widget: the provider's loader script is added when the section comes
 * into view and removed, with what it drew, when it leaves. A script that fails to load brings the
 * direct link back. Until it is allowed, the section around it states the rating and links to the
 * platform, so this stands in as a short band: the button that loads the widget beside the link to
 * the platform, then why it asks. The link to the platform is in the HTML in every state: beside
 * the button, under the widget, or as the fallback's direct link.
 */
export function ReviewsEmbed({ loaderSrc, directUrl, platformLink, labels }: ReviewsEmbedProps) {
  const platform = (
    <ExternalLink href={directUrl} newTabLabel={labels.newTab} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
      <KeepCompounds text={platformLink} />
    </ExternalLink>
  );
  const below = <div className="mt-6 flex justify-center">{platform}</div>;
  return (
    <ConsentGate
      category="reviews"
      labels={labels}
      directUrl={directUrl}
      sizeClass="min-h-[320px]"
      placeholder={
        <>
          <p className="flex min-h-[320px] items-center justify-center text-ink-soft">{labels.loading}</p>
          {below}
        </>
      }
      renderFacade={({ onAllow, failed }) => (
        <div data-facade>
          <ConsentNote labels={labels} text={failed ? labels.failed : labels.notice} className="mx-auto max-w-xl items-center text-center">
            {failed ? (
              <FacadeActions labels={labels} directUrl={directUrl} onAllow={undefined} failed size="sm" className="justify-center" />
            ) : (
              // One row on a phone: the button that loads the widget, then the link to the platform.
              // The button is in the HTML from the start, disabled until hydrated (as in
              // FacadeActions): added then, it pushed what follows down as the visitor scrolled to it.
              <div className="flex flex-wrap justify-center gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={onAllow}
                  disabled={!onAllow}
                  className="[@media(scripting:none)]:hidden"
                  data-allow
                >
                  <KeepCompounds text={labels.allow} />
                </Button>
                {platform}
              </div>
            )}
          </ConsentNote>
        </div>
      )}
    >
      {(onError) => (
        <>
          <ReviewsLoader src={loaderSrc} onError={onError} />
          {below}
        </>
      )}
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
