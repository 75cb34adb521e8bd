import { useEffect, useRef } from 'react';
import { ConsentGate } from '../embeds/ConsentGate';
import type { FacadeLabels } from '../embeds/labels';

interface ReviewsEmbedProps {
  /** The loader script with the widget id: one for home, another for the podcast page. */
  loaderSrc: string;
  /** The review platform, for the facade and the fallback. */
  directUrl: string;
  labels: FacadeLabels;
}

/**
 * The reviews widget (spec §4, §7): the provider's loader script is added when the section comes
 * into view and removed, with what it drew, when it leaves. A script that fails to load brings the
 * direct link back.
 */
export function ReviewsEmbed({ loaderSrc, directUrl, labels }: ReviewsEmbedProps) {
  return (
    <ConsentGate category="reviews" labels={labels} directUrl={directUrl} sizeClass="min-h-[320px]">
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
