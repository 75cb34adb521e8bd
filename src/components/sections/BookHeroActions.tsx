/**
 * The actions under the book page's title: the buy button to the distributor, the price from the
 * site config, and a link down to the excerpts.
 */
import { ArrowDown, ShoppingBag } from 'lucide-react';
import { site } from '../../config/site';
import type { LivreContent } from '../../content/types';
import { hrefFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { formatEuros } from '../../lib/money';
import { buttonVariants } from '../ui/Button';
import { ExternalLink } from '../ui/ExternalLink';

/** Under the book page's title: the price, the buy button (the distributor, new tab), a way to the excerpts. */
export function BookHeroActions({ hero, lang }: { hero: LivreContent['hero']; lang: Locale }) {
  const t = useTranslations(lang);
  return (
    <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-5">
      <ExternalLink href={site.external[hero.buy.external]} newTabLabel={t('a11y.newTab')} className={buttonVariants()}>
        <ShoppingBag aria-hidden="true" />
        {hero.buy.label}
      </ExternalLink>
      <p className="font-serif text-3xl font-medium text-clay-deep" data-book-price>
        {formatEuros(site.book.priceEur, lang)}
      </p>
      <a
        href={hrefFor(hero.preview, lang)}
        className={buttonVariants({ variant: 'ghost', className: 'basis-full justify-start px-0 sm:basis-auto' })}
      >
        <ArrowDown aria-hidden="true" />
        {hero.preview.label}
      </a>
    </div>
  );
}
