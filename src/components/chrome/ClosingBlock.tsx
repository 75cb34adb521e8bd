import { hrefFor, pathFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../ui/Button';
import { ButtonLink, type PageLink } from '../ui/ButtonLink';

interface ClosingBlockProps {
  lang: Locale;
  /**
   * The page's own next steps (about: training; podcast: support and training), offered beside the
   * call rather than in a second closing band just before this one. A link to the contact page is
   * left out: the call already leads there.
   */
  links?: readonly PageLink[] | undefined;
}

/**
 * The closing block every page ends with (spec §2.1): one invitation to book a call, and the page's
 * next steps. It is the last section of `<main>`, not part of the footer: the page's own call.
 */
export function ClosingBlock({ lang, links = [] }: ClosingBlockProps) {
  const t = useTranslations(lang);
  const nextSteps = links.filter((link) => link.page !== 'contact');
  return (
    <section id="closing" aria-labelledby="closing-title" className="bg-sand py-16 sm:py-20">
      <div className={cn('page-container flex flex-col items-start gap-8', nextSteps.length === 0 && 'md:flex-row md:items-center md:justify-between')}>
        <div className="max-w-2xl">
          <h2 id="closing-title" className="font-serif text-3xl font-medium text-ink sm:text-4xl">
            {t('closing.title')}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">{t('closing.text')}</p>
        </div>
        <ul className="flex flex-wrap items-center gap-4">
          <li>
            <a href={pathFor('contact', lang)} className={buttonVariants({ size: 'lg' })}>
              {t('closing.cta')}
            </a>
          </li>
          {nextSteps.map((link) => (
            <li key={`${link.page}${link.hash ?? ''}`}>
              <ButtonLink action={{ href: hrefFor(link, lang), label: link.label }} variant="secondary" size="lg" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
