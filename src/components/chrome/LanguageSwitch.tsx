/**
 * The header's link to the same page in the other language, named in that language and sized to the
 * header's width; the path itself comes from i18n/switch.ts.
 */
import { cn } from '../../lib/cn';
import type { Locale } from '../../i18n/locales';
import { otherLocale, switchLanguagePath } from '../../i18n/switch';
import { useTranslations } from '../../i18n/ui';

/**
 * A real link to the same page in the other language. Its text is the other language's
 * name in that language, so it carries that `lang` and `hreflang`; in a header narrower than 28 rem,
 * its two-letter code, so that the wordmark keeps its line.
 */
export function LanguageSwitch({ lang, path, className }: { lang: Locale; path: string; className?: string }) {
  const t = useTranslations(lang);
  const target = otherLocale(lang);
  return (
    <a
      href={switchLanguagePath(path)}
      hrefLang={target}
      lang={target}
      data-language-switch
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-sm font-medium text-clay-deep underline-offset-4 hover:underline',
        className,
      )}
    >
      <span aria-hidden="true" className="@max-[28rem]:hidden">
        {t('header.switchLabel')}
      </span>
      <span aria-hidden="true" className="@min-[28rem]:hidden">
        {t('header.switchShort')}
      </span>
      <span className="sr-only">{t('header.switchAccessible')}</span>
    </a>
  );
}
