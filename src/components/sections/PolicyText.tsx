/**
 * The body of a legal text's section (subtitles, paragraphs, lists) with its placeholders filled
 * from the site config, shared by the policy sections and the cookie details.
 */
import { Fragment, type ReactNode } from 'react';
import { site } from '../../config/site';
import type { PolicyPlaceholder } from '../../content/schemas/policy';
import { cn } from '../../lib/cn';
import { fillPlaceholders, paragraphs } from '../../lib/placeholders';
import { CONSENT_COOKIE, CONSENT_DAYS } from '../../config/consent';
import { EmailLink, PhoneLink } from '../ui/PracticeDetails';

/** What each placeholder of a legal text becomes; the type makes a missing one a build error. */
const placeholderValues: Record<PolicyPlaceholder, ReactNode> = {
  brand: site.brand,
  practitioner: site.practitioner.name,
  email: <EmailLink />,
  phone: <PhoneLink />,
  consentCookie: <code className="rounded bg-sand/70 px-1.5 py-0.5 font-mono text-[0.9em] text-ink">{CONSENT_COOKIE}</code>,
  consentDays: String(CONSENT_DAYS),
};

/** A line of a legal text with its placeholders filled: the practice's name, a mailto link… */
export function FilledText({ text }: { text: string }) {
  return (
    <>
      {fillPlaceholders(text, placeholderValues).map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

export interface PolicyItem {
  subtitle?: string | undefined;
  text: string;
  list?: readonly string[] | undefined;
}

/**
 * The body of a legal section: for each item an optional
 * subtitle (h3, under the section's h2), its paragraphs, and an optional bulleted list. Lines stay
 * short enough to read on a phone; the column around it sets the measure.
 */
export function PolicyText({ items, className }: { items: readonly PolicyItem[]; className?: string }) {
  return (
    <div data-policy-text className={cn('grid grid-cols-1 gap-8 leading-relaxed', className)}>
      {items.map((item, index) => (
        <div key={index}>
          {item.subtitle && <h3 className="mb-2 text-lg leading-snug font-medium text-ink">{item.subtitle}</h3>}
          {paragraphs(item.text).map((paragraph, p) => (
            <p key={p} className="mt-3 first-of-type:mt-0">
              <FilledText text={paragraph} />
            </p>
          ))}
          {item.list && (
            <ul className="mt-3 list-disc space-y-2 pl-5 marker:text-clay">
              {item.list.map((line) => (
                <li key={line} className="pl-1">
                  <FilledText text={line} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
