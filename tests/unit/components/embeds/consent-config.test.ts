/**
 * Unit tests of src/components/embeds/consent-config.ts: how long a choice is kept, each language's
 * categories with their providers and privacy links, and the only origins the CSP allows the
 * embeds.
 */
import { describe, expect, it } from 'vitest';
import { consentConfig } from '../../../../src/components/embeds/consent-config';
import { CONSENT_DAYS } from '../../../../src/config/consent';
import { consentCategories, providerOrigins, providers } from '../../../../src/config/providers';
import { locales } from '../../../../src/i18n/locales';

describe('consent configuration', () => {
  it('remembers the choice 182 days', () => {
    expect(CONSENT_DAYS).toBe(182);
  });

  it.each(locales)('in %s: names every category with its providers and their privacy pages', (lang) => {
    const config = consentConfig(lang);
    expect(config.lang).toBe(lang);
    expect([...config.categories].sort()).toEqual([...consentCategories].sort());
    const sections = config.translation.preferencesModal.sections;
    for (const category of consentCategories) {
      const section = sections.find((s) => s.linkedCategory === category);
      expect(section, category).toBeDefined();
      for (const provider of Object.values(providers).filter((p) => p.category === category)) {
        expect(section!.description).toContain(provider.name);
        expect(section!.description).toContain(`href="${provider.privacyUrl}" target="_blank" rel="noopener noreferrer"`);
      }
    }
    const modal = config.translation.consentModal;
    expect(new Set([modal.acceptAllBtn, modal.acceptNecessaryBtn, modal.showPreferencesBtn]).size).toBe(3);
  });

  it('allows in the CSP only the origins the embeds need', () => {
    expect(providerOrigins('frame').sort()).toEqual([
      'https://calendly.com',
      'https://open.spotify.com',
      'https://www.youtube-nocookie.com',
    ]);
    expect(providerOrigins('script')).toEqual(['https://cdn.trustindex.io']);
    for (const origin of Object.values(providers).flatMap((p) => Object.values(p.origins).flat()))
      expect(origin).toMatch(/^https:\/\/[a-z0-9.-]+$/);
  });
});
