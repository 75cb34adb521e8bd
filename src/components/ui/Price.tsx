/**
 * A price excluding VAT, with a former price crossed out in a way screen readers announce, and the
 * formatter the training plans' instalments use.
 */
import type { Locale } from '../../i18n/locales';
import { dictionaries, useTranslations } from '../../i18n/ui';
import { cn } from '../../lib/cn';
import { formatEuros } from '../../lib/money';

interface PriceProps {
  /** In euros, excluding VAT. */
  amount: number;
  /** A former price, shown crossed out above the price. */
  was?: number | undefined;
  lang: Locale;
  className?: string;
}

/** An amount as the language writes it, followed by its tax word: "2 799 € HTVA" / "€2,799 excl. VAT". */
export function formatPriceExclVat(amount: number, lang: Locale): string {
  return `${formatEuros(amount, lang)}\u00a0${dictionaries[lang]['price.exclVat']}`;
}

/**
 * A price excluding VAT, large enough to read at a glance. A former price is a real <del>, with
 * hidden words before each amount, since most screen readers do not announce the deletion:
 * "Ancien prix : 3 200 € HTVA. Prix actuel : 2 799 € HTVA". The former price is crossed out in
 * the text's own quiet colour, at body size: a former price, not a red slash.
 */
export function Price({ amount, was, lang, className }: PriceProps) {
  const t = useTranslations(lang);
  return (
    <p data-slot="price" className={cn('flex flex-col', className)}>
      {was !== undefined && (
        <del className="text-ink-soft" data-price-was>
          <span className="sr-only">{t('price.was')} </span>
          {formatPriceExclVat(was, lang)}
        </del>
      )}
      <span data-price-amount>
        {was !== undefined && <span className="sr-only">{t('price.now')} </span>}
        <span className="font-serif text-4xl font-medium text-ink sm:text-[2.75rem] sm:leading-tight">{formatEuros(amount, lang)}</span>
        <span className="text-base font-medium text-ink-soft">{`\u00a0${t('price.exclVat')}`}</span>
      </span>
    </p>
  );
}
