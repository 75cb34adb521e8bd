/**
 * The home page's band of press and partner logos, looping in CSS with a pause switch that needs no
 * JavaScript, and still under reduced motion.
 */
import { Pause, Play } from 'lucide-react';
import type { HomeContent } from '../../content/types';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { cn } from '../../lib/cn';
import { Picture, type PictureData } from '../ui/Picture';
import { Section } from '../ui/Section';

/**
 * Press and partner logos scrolling in a loop. The list is rendered twice so the CSS
 * animation can slide one copy's width and start over without a seam; the second copy is hidden
 * from assistive tech. Under reduced motion the strip does not move: one copy, its marks in rows
 * across the section, every one whole and in view (the sliding row showed two on a phone).
 *
 * It moves for longer than 5 s, so it can be stopped (WCAG 2.2.2) by a switch under it: a
 * checkbox, so it works by keyboard, touch and mouse with no JavaScript at all (the strip reads
 * its state with `:has`). The strip also rests while the pointer is over it or the switch has the
 * keyboard focus.
 *
 * The marks are lazy, so they stay out of a first visit's early requests (on a phone they shared
 * the bandwidth with what the first screen needs, and delayed its largest paint). Left to the
 * browser, only those near the screen would load and the rest arrive as the strip slides them in,
 * leaving gaps; `data-load-together` (src/client/load-near.ts) loads all of them as soon as
 * the strip comes near. Without JavaScript, each mark loads as it slides in.
 */
export function LogoStrip({ content, logos, lang }: { content: HomeContent['logos']; logos: readonly PictureData[]; lang: Locale }) {
  const t = useTranslations(lang);
  const copy = (hidden: boolean) => (
    <ul
      aria-hidden={hidden || undefined}
      className={cn(
        'flex items-center gap-14 pr-14 motion-safe:shrink-0 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0 sm:gap-20 sm:pr-20',
        hidden && 'motion-reduce:hidden',
      )}
      data-logo-copy
    >
      {logos.map((logo, index) => (
        // By place: a photograph put in two logo fields makes two marks with one address.
        <li key={index} className="shrink-0">
          {/* Its sources too: a photographed mark gets AVIF or WebP, as everywhere else. */}
          <Picture image={{ ...logo, alt: hidden ? '' : logo.alt }} className="h-12 w-auto opacity-75 sm:h-14" />
        </li>
      ))}
    </ul>
  );
  return (
    <Section id="press" spacing="tight" aria-labelledby="press-title" className="overflow-hidden">
      <h2 id="press-title" className="text-center font-sans text-sm font-semibold tracking-[0.14em] text-ink-soft uppercase">
        {content.title}
      </h2>
      <div className="group">
        <div
          className="mt-5 motion-safe:[mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)] sm:mt-8"
          data-load-together
        >
          <div
            className="flex w-max group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] group-has-checked:[animation-play-state:paused] motion-safe:animate-marquee motion-reduce:w-auto"
            data-logo-track
          >
            {copy(false)}
            {copy(true)}
          </div>
        </div>
        <label className="relative mx-auto mt-4 flex min-h-11 w-fit max-w-full items-center gap-2 rounded-full border border-sand-deep px-4 py-2 text-sm font-medium text-ink hover:border-clay-deep motion-reduce:hidden sm:mt-6">
          <input
            type="checkbox"
            role="switch"
            data-logo-pause
            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
          />
          <Pause aria-hidden="true" className="size-4 shrink-0 text-clay-deep group-has-checked:hidden" />
          <Play aria-hidden="true" className="hidden size-4 shrink-0 text-clay-deep group-has-checked:block" />
          {t('a11y.pauseLogos')}
        </label>
      </div>
    </Section>
  );
}
