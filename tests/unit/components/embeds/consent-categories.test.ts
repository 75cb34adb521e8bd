/**
 * Unit tests of src/components/embeds/consent-categories.ts, in each language: every consent
 * category in the banner's order, every provider once under its own with its privacy page, no
 * placeholder left.
 */
import { describe, expect, it } from 'vitest';
import { consentCategoryInfo } from '../../../../src/components/embeds/consent-categories';
import { consentCategories, providers } from '../../../../src/config/providers';
import { locales } from '../../../../src/i18n/locales';

describe.each(locales)('consent categories in %s', (lang) => {
  const info = consentCategoryInfo(lang);

  it('describes every category, in the banner’s order', () => {
    expect(info.map((i) => i.category)).toEqual([...consentCategories]);
  });

  it('names every provider once, under its own category, with its privacy page', () => {
    const listed = info.flatMap((i) => i.providers.map((p) => ({ ...p, category: i.category })));
    expect(listed).toHaveLength(Object.keys(providers).length);
    for (const provider of Object.values(providers)) {
      expect(listed).toContainEqual({ name: provider.name, privacyUrl: provider.privacyUrl, category: provider.category });
    }
  });

  it('says what each category is for, with its providers named and nothing left unfilled', () => {
    for (const { title, purpose, providers: own } of info) {
      expect(title.length).toBeGreaterThan(0);
      expect(purpose).not.toMatch(/[{}]/);
      for (const provider of own) expect(purpose).toContain(provider.name);
    }
  });
});
