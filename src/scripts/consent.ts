/**
 * Starts the consent banner (vanilla-cookieconsent v3, opt-in) with the texts the layout put in
 * the page for its language. Nothing third-party loads until a category is accepted: the embeds
 * (components/embeds) read the choice through the same library and mount only then.
 */
// A named import: the library's ES build has no default export (see embeds/consent-client.ts).
import { run as runConsentBanner } from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import '../styles/consent.css';
import type { ConsentConfig } from '../components/embeds/consent-config';
import { CONSENT_COOKIE, CONSENT_DAYS } from '../components/embeds/consent-constants';

const source = document.getElementById('consent-config');
if (source?.dataset.config) {
  const config = JSON.parse(source.dataset.config) as ConsentConfig;
  void runConsentBanner({
    mode: 'opt-in',
    autoShow: true,
    // Refusing is as easy as accepting: same size, same place, same style.
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax' },
    categories: {
      necessary: { enabled: true, readOnly: true },
      ...Object.fromEntries(config.categories.map((category) => [category, {}])),
    },
    language: {
      default: config.lang,
      autoDetect: 'document',
      translations: { [config.lang]: config.translation },
    },
  });
}
