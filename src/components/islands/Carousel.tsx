/**
 * The image carousel island of the talks page: a scroll-snap strip that works without JavaScript,
 * given buttons, keys and announcements once hydrated (rules in lib/carousel.ts).
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { indexAtScroll, keyStep, positionLabel, wrapIndex } from '../../lib/carousel';
import { useHydrated } from '../../lib/use-hydrated';
import { Picture, type PictureData } from '../ui/Picture';
import { KeepCompounds } from '../ui/KeepCompounds';

export interface CarouselLabels {
  previous: string;
  next: string;
  /** "Image {current} sur {total}": names each slide and is announced as the carousel moves. */
  position: string;
  /** Shown without JavaScript, where the buttons will be: the strip scrolls sideways. */
  scrollHint: string;
  roleDescription: string;
  slideRoleDescription: string;
}

/** One image of the carousel, and the caption shown under it. */
export interface CarouselSlide {
  image: PictureData;
  caption: string;
}

interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Names the carousel for assistive tech: the section's title. */
  label: string;
  labels: CarouselLabels;
}

/** How long scrolling must be still before it counts as ended, where the browser has no `scrollend`. */
const SCROLL_SETTLE_MS = 120;
/** Longer than any smooth scroll of the strip takes (Chromium's, across all the slides, is under a second). */
const MOVE_GUARD_MS = 1_500;

/**
 * An image carousel: previous and next wrap around both ways. Each
 * image has its caption under it, and "3 / 9" between the buttons says where the visitor is.
 *
 * The server renders a horizontal scroll-snap strip, so without JavaScript every image is still
 * reachable by swiping, scrolling or the keyboard (the strip is focusable). Hydrated, the same
 * strip gets its buttons, arrow keys, Home/End, and a polite announcement of the position; a swipe
 * stays native scrolling. Nothing autoplays, and under reduced motion the moves are instant. The
 * controls' row has the same height before and after hydration, so nothing shifts.
 */
export function Carousel({ slides, label, labels }: CarouselProps) {
  const hydrated = useHydrated();
  const stripId = useId();
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // The slide shown, readable by the scroll listener without re-subscribing it.
  const shown = useRef(0);
  // The slide a button or key asked for, until the strip has come to rest on it.
  const requested = useRef<number | undefined>(undefined);
  // Ends a move whose smooth scroll got lost (see goTo).
  const guard = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(guard.current), []);
  // Empty until the visitor moves the carousel: hydrating it announces nothing.
  const [announced, setAnnounced] = useState('');
  const count = slides.length;

  // Follow swipes and native scrolling: read the slide once the strip comes to rest.
  useEffect(() => {
    const node = strip.current;
    if (!node) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const current = indexAtScroll(node.scrollLeft, node.clientWidth, count);
      if (requested.current !== undefined && current !== requested.current) {
        // Safari drops a smooth scroll asked for while another is running (previous, then next at
        // once), or pauses long enough mid-way to look settled: finish the move the visitor asked for.
        node.scrollTo({ left: requested.current * node.clientWidth, behavior: 'instant' });
        return;
      }
      requested.current = undefined;
      if (current === shown.current) return;
      shown.current = current;
      setIndex(current);
      setAnnounced(positionLabel(labels.position, current, count));
    };
    const supportsScrollEnd = 'onscrollend' in window;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SCROLL_SETTLE_MS);
    };
    if (supportsScrollEnd) node.addEventListener('scrollend', settle);
    else node.addEventListener('scroll', onScroll, { passive: true });
    // A swipe or a wheel takes over from a move a button started.
    const takeOver = () => (requested.current = undefined);
    for (const type of ['pointerdown', 'wheel']) node.addEventListener(type, takeOver, { passive: true });
    return () => {
      clearTimeout(timer);
      node.removeEventListener('scrollend', settle);
      node.removeEventListener('scroll', onScroll);
      for (const type of ['pointerdown', 'wheel']) node.removeEventListener(type, takeOver);
    };
  }, [count, labels.position]);

  function goTo(target: number) {
    const node = strip.current;
    if (!node) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    requested.current = target;
    node.scrollTo({ left: target * node.clientWidth, behavior: reduce ? 'instant' : 'smooth' });
    // A smooth scroll asked for while another runs (End right after a wrap to the first slide) can
    // be dropped without the strip ever settling elsewhere: the position said one slide and the
    // strip showed another. If the move has not arrived by the time any smooth scroll takes, finish it.
    clearTimeout(guard.current);
    guard.current = setTimeout(() => {
      if (requested.current !== target || indexAtScroll(node.scrollLeft, node.clientWidth, count) === target) return;
      node.scrollTo({ left: target * node.clientWidth, behavior: 'instant' });
    }, MOVE_GUARD_MS);
    shown.current = target;
    setIndex(target);
    setAnnounced(positionLabel(labels.position, target, count));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = keyStep(event.key, index, count);
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  }

  const buttonClass =
    'inline-flex size-12 items-center justify-center rounded-full border border-clay-deep/40 bg-white text-clay-deep shadow-sm transition-colors hover:border-clay-deep hover:bg-linen';

  return (
    <div data-carousel onKeyDown={hydrated ? onKeyDown : undefined}>
      <div
        ref={strip}
        id={stripId}
        role="region"
        aria-roledescription={labels.roleDescription}
        aria-label={label}
        tabIndex={0}
        className="flex snap-x snap-mandatory [scrollbar-width:thin] [scrollbar-color:var(--color-clay-deep)_var(--color-sand)] overflow-x-auto overscroll-x-contain rounded-card border border-sand-deep bg-sand shadow-lift motion-safe:scroll-smooth"
        data-carousel-strip
        // Every slide waits until the carousel nears the screen, then all load at once
        // (src/client/load-near.ts): the browser alone would fetch only the visible one.
        data-load-together
      >
        {slides.map(({ image, caption }, slide) => (
          <div
            key={image.src}
            role="group"
            aria-roledescription={labels.slideRoleDescription}
            aria-label={positionLabel(labels.position, slide, count)}
            className="w-full shrink-0 snap-center snap-always"
            data-carousel-slide
          >
            <figure className="bg-white">
              <Picture image={image} className="aspect-[3/2] object-cover" />
              <figcaption
                className="border-t border-sand-deep px-5 py-3 text-left text-[0.95rem] text-ink-soft sm:px-6"
                data-carousel-caption
              >
                <KeepCompounds text={caption} />
              </figcaption>
            </figure>
          </div>
        ))}
      </div>

      <div className="mt-4 flex min-h-12 items-center justify-between gap-4" data-carousel-controls>
        {hydrated ? (
          <>
            <button
              type="button"
              onClick={() => goTo(wrapIndex(index, -1, count))}
              aria-controls={stripId}
              className={buttonClass}
              data-carousel-previous
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
              <span className="sr-only">{labels.previous}</span>
            </button>
            <p aria-hidden="true" className="font-medium text-ink tabular-nums" data-carousel-counter>
              {index + 1} / {count}
            </p>
            <button
              type="button"
              onClick={() => goTo(wrapIndex(index, 1, count))}
              aria-controls={stripId}
              className={buttonClass}
              data-carousel-next
            >
              <ChevronRight aria-hidden="true" className="size-6" />
              <span className="sr-only">{labels.next}</span>
            </button>
          </>
        ) : (
          <p className="w-full text-center text-[0.9375rem] text-ink-soft sm:text-sm">{labels.scrollHint}</p>
        )}
      </div>
      {/* Present from the first render, so assistive tech is already listening when it changes. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-carousel-status>
        {announced}
      </p>
    </div>
  );
}
