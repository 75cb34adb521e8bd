/**
 * The practice's wordmark (an inline drawn mark and the name, linking home), shared by the header
 * and the footer in a dark or light tone.
 */
import { site } from '../../config/site';
import { pathFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';

/**
 * The practice's mark (an arch over a floor line) and name, linking home in the page's language. In
 * the header (a size container) the name is sized to the header's width (at most 1.25 rem) and the
 * mark is left out under 23 rem, so that the name holds on one line down to 320 px in both
 * languages; with wider text spacing it may take two lines rather than pushing the menu
 * off the screen.
 */
export function Logo({ lang, tone = 'ink' }: { lang: Locale; tone?: 'ink' | 'light' }) {
  const t = useTranslations(lang);
  return (
    <a href={pathFor('home', lang)} className="inline-flex min-w-0 items-center gap-2.5 rounded-md py-1" data-slot="logo">
      <svg
        aria-hidden="true"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        className={`shrink-0 @max-[23rem]:hidden ${tone === 'ink' ? 'text-clay-deep' : 'text-sand'}`}
      >
        <path d="M7 27V14a9 9 0 0 1 18 0v13" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M3 27h26" stroke="currentColor" strokeWidth="2" />
        <path d="M12 27v-8a4 4 0 0 1 8 0v8" fill="currentColor" opacity=".35" />
      </svg>
      <span
        className={`font-serif text-[min(1.25rem,5.3cqi)] leading-tight font-medium tracking-tight ${tone === 'ink' ? 'text-ink' : 'text-linen'}`}
      >
        {site.brand}
        <span className="sr-only">, {t('page.home')}</span>
      </span>
    </a>
  );
}
