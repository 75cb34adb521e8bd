/**
 * The "last updated" date of a legal text, written as the page's language writes dates and
 * machine-readable in a <time>.
 */
import { CalendarDays } from 'lucide-react';
import type { Locale } from '../../i18n/locales';
import { cn } from '../../lib/cn';
import { formatDate, isoDate } from '../../lib/dates';

interface LastUpdatedProps {
  /** The words before the date, from the page's content: "Dernière mise à jour :", "Last revised:". */
  label: string;
  /** "YYYY-MM-DD". */
  date: string;
  lang: Locale;
  className?: string;
}

/** When a text last changed: the date as the page's language writes it, machine-readable in <time>. */
export function LastUpdated({ label, date, lang, className }: LastUpdatedProps) {
  return (
    <p
      data-last-updated
      className={cn('inline-flex items-center gap-2 rounded-full bg-white/70 px-4 py-2 text-sm text-ink-soft', className)}
    >
      <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-clay-deep" />
      <span>
        {label} <time dateTime={isoDate(date)}>{formatDate(date, lang)}</time>
      </span>
    </p>
  );
}
