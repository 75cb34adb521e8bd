/**
 * The closing band BaseLayout ends most pages' main content with: one invitation to book a call,
 * the page's own next steps, and the audience that picks its words.
 */
import type { ReactNode } from 'react';
import { hrefFor, pathFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { buttonVariants } from '../ui/Button';
import { ButtonLink, type PageLink } from '../ui/ButtonLink';

/** Who the page speaks to: the band's words follow (never "your home" to a professional). */
export type ClosingAudience = 'individuals' | 'professionals';

interface ClosingBlockProps {
  lang: Locale;
  audience?: ClosingAudience | undefined;
  /**
   * The page's own next steps (about: training; podcast: support and training), offered beside the
   * call rather than in a second closing band just before this one. A link to the contact page is
   * left out: the call already leads there.
   */
  links?: readonly PageLink[] | undefined;
  /** A second, lighter way forward beside the call, from the page (the home page's quiz). */
  children?: ReactNode;
}

/**
 * The closing band: one invitation to book a call, and the page's next steps. It is
 * the last section of `<main>`, not part of the footer: the page's own call. A page that ends with
 * its own booking section has that as its close instead, and a legal text ends without one
 * (BaseLayout's `closing`), so no page ends on two calls in a row.
 */
export function ClosingBlock({ lang, audience = 'individuals', links = [], children }: ClosingBlockProps) {
  const t = useTranslations(lang);
  const professionals = audience === 'professionals';
  const nextSteps = links.filter((link) => link.page !== 'contact');
  const text = (
    <div className="max-w-2xl">
      <h2 id="closing-title" className="font-serif text-[1.75rem]/[1.2] font-medium text-ink sm:text-4xl">
        {t(professionals ? 'closing.proTitle' : 'closing.title')}
      </h2>
      <p className="mt-3 text-ink-soft sm:mt-4 sm:text-lg">{t(professionals ? 'closing.proText' : 'closing.text')}</p>
    </div>
  );
  const actions = (
    <ul className="flex flex-wrap items-center gap-4">
      <li>
        <a href={pathFor('contact', lang)} className={buttonVariants()}>
          {t('closing.cta')}
        </a>
      </li>
      {nextSteps.map((link) => (
        <li key={`${link.page}${link.hash ?? ''}`}>
          <ButtonLink action={{ href: hrefFor(link, lang), label: link.label }} variant="secondary" />
        </li>
      ))}
    </ul>
  );
  // On a wide screen the band is two columns: the words, then the actions (or the page's own
  // lighter way forward, with the actions under the words), so its right half is never empty.
  return (
    <section id="closing" aria-labelledby="closing-title" className="bg-sand/50 py-9 sm:py-20">
      <div className="page-container grid items-center gap-6 sm:gap-8 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-16">
        {children ? (
          <>
            <div className="flex flex-col items-start gap-6 sm:gap-8">
              {text}
              {actions}
            </div>
            {children}
          </>
        ) : (
          <>
            {text}
            {actions}
          </>
        )}
      </div>
    </section>
  );
}
