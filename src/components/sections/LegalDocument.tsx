/**
 * The layout of the legal pages (terms of sale, accessibility, legal notice, privacy): a reading
 * column with its list of contents, and the numbered sections within it.
 */
import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { cn } from '../../lib/cn';
import { IconBadge } from '../ui/Icon';
import type { IconName } from '../ui/icons';
import { Section } from '../ui/Section';

/** A section of the page, as the list of contents names it. */
export interface ContentsEntry {
  id: string;
  title: string;
}

/** A numbered title as the list of contents and the accordions write it: "6. International transfers". */
export const numbered = (number: number, title: string) => `${number}. ${title}`;

/**
 * The body of a legal page: its sections in one reading column of about 70 characters a line,
 * with the list of sections to jump to, above the text on a phone and beside it, held in view, on
 * a wide screen.
 */
export function LegalDocument({ lang, contents, children }: { lang: Locale; contents: readonly ContentsEntry[]; children: ReactNode }) {
  const t = useTranslations(lang);
  return (
    <Section as="div" spacing="tight" className="sm:py-16">
      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-20">
        <nav aria-labelledby="contents-title" data-contents className="mb-12 lg:mb-0">
          <div className="rounded-card border border-sand-deep/70 bg-white/60 p-5 lg:sticky lg:top-28 lg:border-0 lg:bg-transparent lg:p-0">
            <p id="contents-title" className="mb-3 text-sm font-semibold tracking-[0.14em] text-clay-deep uppercase">
              {t('legal.contents')}
            </p>
            <ol className="lg:border-l lg:border-sand-deep">
              {contents.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    className="block py-1.5 text-[0.95rem] leading-snug text-ink-soft underline-offset-4 hover:text-clay-deep hover:underline lg:-ml-px lg:border-l-2 lg:border-transparent lg:pl-4 lg:hover:border-clay-deep"
                  >
                    {entry.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        {/* 35rem holds about 70 characters of body text a line (measured: DM Sans at 17 px). */}
        <div className="max-w-[35rem] divide-y divide-sand-deep">{children}</div>
      </div>
    </Section>
  );
}

interface DocumentSectionProps {
  id: string;
  title: string;
  /** Its place in a numbered text (policy sections, articles). */
  number?: number | undefined;
  icon?: IconName | undefined;
  eyebrow?: string | undefined;
  intro?: string | undefined;
  /** `highlight` sets a clause apart (the deposit of the terms of sale): a framed, white block. */
  tone?: 'plain' | 'highlight' | undefined;
  children: ReactNode;
}

/** One top-level section of a legal page: its h2 (numbered, with its icon), then its content. */
export function DocumentSection({ id, title, number, icon, eyebrow, intro, tone = 'plain', children }: DocumentSectionProps) {
  const highlight = tone === 'highlight';
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-tone={tone}
      className={cn(
        highlight
          ? 'mb-10 rounded-card border border-l-4 border-clay-deep/25 border-l-clay-deep bg-white p-6 shadow-lift sm:p-8'
          : 'py-10 first:pt-0 last:pb-0 sm:py-12',
      )}
    >
      {eyebrow && <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-clay-deep uppercase">{eyebrow}</p>}
      <h2 id={`${id}-title`} className="flex items-start gap-4 text-2xl leading-snug font-medium text-ink sm:text-3xl">
        {icon && <IconBadge name={icon} />}
        <span className="min-w-0 self-center">
          {number !== undefined && <span className="text-clay-deep">{number}. </span>}
          {title}
        </span>
      </h2>
      {intro && <p className="mt-4 text-lg leading-relaxed text-ink-soft">{intro}</p>}
      <div className="mt-6 text-ink-soft">{children}</div>
    </section>
  );
}
