/**
 * The privacy policy's cookie section: the one cookie set without consent and each consent category
 * with its providers, drawn from the same sources as the banner, and a button to reopen the
 * choices.
 */
import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales';
import { format, useTranslations } from '../../i18n/ui';
import { consentCategoryInfo } from '../embeds/consent-categories';
import { Button } from '../ui/Button';
import { ExternalLink } from '../ui/ExternalLink';
import { inlineLinkClass } from '../ui/PracticeDetails';
import { FilledText } from './PolicyText';

interface ConsentDetailsProps {
  lang: Locale;
  content: {
    necessary: string;
    alwaysOn: string;
    withConsent: string;
    preferences: { text: string; button: string; withoutScript: string };
  };
}

/**
 * What the site stores and loads, as the consent banner offers it: the one cookie set without
 * consent, then each category with its purpose (the banner's own words, from the dictionary) and
 * its providers' privacy pages (from `providers` in the site config), so the policy cannot drift
 * from what the site does. Ends with a button that reopens the consent preferences; with
 * JavaScript off nothing third-party can load, and a sentence says so instead.
 */
export function ConsentDetails({ lang, content }: ConsentDetailsProps) {
  const t = useTranslations(lang);
  return (
    <>
      <ul className="mt-8 grid gap-4" data-consent-categories>
        <CategoryCard title={t('consent.necessaryTitle')} badge={content.alwaysOn} category="necessary">
          <p>
            <FilledText text={content.necessary} />
          </p>
        </CategoryCard>
        {consentCategoryInfo(lang).map((info) => (
          <CategoryCard key={info.category} title={info.title} badge={content.withConsent} category={info.category}>
            <p>{info.purpose}</p>
            <ul className="mt-3 space-y-1">
              {info.providers.map((provider) => (
                <li key={provider.name}>
                  <ExternalLink
                    href={provider.privacyUrl}
                    newTabLabel={t('a11y.newTab')}
                    className={inlineLinkClass}
                    data-provider={provider.name}
                  >
                    {format(t('consent.privacyOf'), { provider: provider.name })}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </CategoryCard>
        ))}
      </ul>
      <div className="mt-8 rounded-card bg-sand/60 p-6">
        <p>{content.preferences.text}</p>
        {/* The consent library opens its preferences on any element carrying this data-cc. */}
        <Button variant="secondary" data-cc="show-preferencesModal" className="mt-4 [@media(scripting:none)]:hidden">
          {content.preferences.button}
        </Button>
        <p className="mt-3 hidden font-medium text-ink [@media(scripting:none)]:block">{content.preferences.withoutScript}</p>
      </div>
    </>
  );
}

function CategoryCard({ title, badge, category, children }: { title: string; badge: string; category: string; children: ReactNode }) {
  return (
    <li data-consent-category={category} className="rounded-card border border-sand-deep/70 bg-white/70 p-5 sm:p-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h3 className="text-lg leading-snug font-medium text-ink">{title}</h3>
        <span className="rounded-full bg-sand px-3 py-0.5 text-sm font-medium text-ink">{badge}</span>
      </div>
      {children}
    </li>
  );
}
