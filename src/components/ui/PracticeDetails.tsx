/**
 * The practice's identity and contact details from the site config, as the legal pages, the cookie
 * details and the press page show them, plus the inline e-mail and phone links.
 */
import type { ReactNode } from 'react';
import { site } from '../../config/site';
import type { PracticeDetailsKind } from '../../content/schemas/policy';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { cn } from '../../lib/cn';

/** A link inside running text: underlined, so it does not rely on colour alone. */
export const inlineLinkClass = 'text-clay-deep underline underline-offset-4 hover:text-clay-darker';

/** The practice's e-mail address as a `mailto:` link, from the site config. */
export function EmailLink({ className }: { className?: string }) {
  return (
    <a href={`mailto:${site.contact.email}`} className={cn(inlineLinkClass, 'wrap-anywhere', className)}>
      {site.contact.email}
    </a>
  );
}

/** The practice's phone number as a `tel:` link, from the site config. */
export function PhoneLink({ className }: { className?: string }) {
  return (
    <a href={site.contact.phoneHref} className={cn(inlineLinkClass, 'whitespace-nowrap', className)}>
      {site.contact.phoneDisplay}
    </a>
  );
}

type Detail = 'business' | 'owner' | 'location' | 'enterpriseNumber' | 'email' | 'phone' | 'host';

/** What each use shows: the legal notice owes everything, a buyer needs the seller, a question needs a way in. */
const detailsOf: Record<PracticeDetailsKind, readonly Detail[]> = {
  publisher: ['business', 'owner', 'location', 'enterpriseNumber', 'email', 'phone', 'host'],
  seller: ['business', 'owner', 'location', 'enterpriseNumber', 'email', 'phone'],
  contact: ['business', 'location', 'email', 'phone'],
};

/**
 * The practice's identity and contact details, read from the site config (never written in a
 * content file), as a list of labelled values: the publisher of the legal notice, the seller of
 * the terms of sale, the contact of the privacy policy.
 */
export function PracticeDetails({ kind, lang, className }: { kind: PracticeDetailsKind; lang: Locale; className?: string }) {
  const t = useTranslations(lang);
  const details: Record<Detail, { label: string; value: ReactNode }> = {
    business: { label: t('legal.business'), value: site.brand },
    owner: { label: t('legal.owner'), value: site.practitioner.name },
    location: { label: t('legal.location'), value: t('footer.location') },
    enterpriseNumber: { label: t('legal.enterpriseNumber'), value: site.legal.enterpriseNumber },
    email: { label: t('footer.email'), value: <EmailLink /> },
    phone: { label: t('footer.phone'), value: <PhoneLink /> },
    host: {
      label: t('legal.host'),
      value: (
        <>
          {site.legal.host.name}
          <br />
          {site.legal.host.address}
        </>
      ),
    },
  };
  return (
    <dl data-practice-details={kind} className={cn('grid gap-4 rounded-card border border-sand-deep/70 bg-white/70 p-6 sm:p-8', className)}>
      {detailsOf[kind].map((detail) => (
        // Label and value side by side when both fit, the value under its label otherwise (a phone,
        // larger text): by the room they need in rem, not by the screen's width.
        <div key={detail} data-detail={detail} className="flex flex-wrap gap-x-6 gap-y-0.5">
          <dt className="flex-[0_0_11rem] pt-0.5 text-sm font-semibold text-ink-soft">{details[detail].label}</dt>
          <dd className="min-w-0 flex-[1_1_12rem] wrap-anywhere text-ink">{details[detail].value}</dd>
        </div>
      ))}
    </dl>
  );
}
