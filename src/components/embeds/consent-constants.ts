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
