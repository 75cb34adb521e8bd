/**
 * The consent cookie and what vanilla-cookieconsent is given: shared by the build
 * (components/embeds/consent-config.ts) and the browser (client/consent.ts).
 */
import type { Locale } from '../i18n/locales';
import type { ConsentCategory } from './providers';

/** The consent cookie lasts 182 days (about six months), as the issue and the Belgian DPA advise. */
export const CONSENT_DAYS = 182;

/** The name of that cookie: the only one the site sets without consent (named in the privacy policy). */
export const CONSENT_COOKIE = 'cc_cookie';

/**
 * How the banner and the preferences look (vanilla-cookieconsent `guiOptions`). Refusing is as easy
 * as accepting: same size, same place, same style. The page's first-paint copy of the banner
 * (ConsentBannerCopy) and the banner stylesheet (tools/consent-css.ts) follow this layout: change
 * them together (tests/unit/components/embeds/consent-banner-copy.test.tsx compares the copy with the library's own).
 */
export const CONSENT_LAYOUT = {
  consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
  preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
} as const;

/** What vanilla-cookieconsent needs for one language, built into the page as JSON. */
export interface ConsentConfig {
  lang: Locale;
  categories: readonly ConsentCategory[];
  translation: {
    consentModal: { title: string; description: string; acceptAllBtn: string; acceptNecessaryBtn: string; showPreferencesBtn: string };
    preferencesModal: {
      title: string;
      acceptAllBtn: string;
      acceptNecessaryBtn: string;
      savePreferencesBtn: string;
      closeIconLabel: string;
      sections: { title: string; description: string; linkedCategory?: string }[];
    };
  };
}
