import { pathFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { buttonVariants } from '../ui/Button';

/** The closing block every page ends with (spec §2.1): one invitation to book a call. */
export function ClosingBlock({ lang }: { lang: Locale }) {
  const t = useTranslations(lang);
  return (
    <aside aria-labelledby="closing-title" className="bg-sand px-5 py-16 sm:px-8 sm:py-20">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-8 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="closing-title" className="font-serif text-3xl font-medium text-ink sm:text-4xl">
            {t('closing.title')}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">{t('closing.text')}</p>
        </div>
        <a href={pathFor('contact', lang)} className={buttonVariants({ size: 'lg' })}>
          {t('closing.cta')}
        </a>
      </div>
    </aside>
  );
}
