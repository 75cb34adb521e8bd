/**
 * Unit tests of src/i18n/switch.ts: every route's language switch leads to the same page in the
 * other language and back, and a French path beginning with "en" stays French.
 */
import { describe, expect, it } from 'vitest';
import { routePath, routes } from '../../../src/i18n/routes';
import { localeOfPath, otherLocale, switchLanguagePath } from '../../../src/i18n/switch';

describe('language switch', () => {
  it.each(routes.map((r) => [r.path, r] as const))('on %s leads to the same page in the other language', (path, route) => {
    const target = switchLanguagePath(path);
    expect(target).toBe(routePath(route, otherLocale(route.lang)));
    expect(localeOfPath(target)).toBe(otherLocale(route.lang));
    expect(switchLanguagePath(target)).toBe(path);
  });

  it('strips /en or prepends it, and maps / to /en', () => {
    expect(switchLanguagePath('/')).toBe('/en');
    expect(switchLanguagePath('/en')).toBe('/');
    expect(switchLanguagePath('/en/about')).toBe('/about');
    expect(switchLanguagePath('/about')).toBe('/en/about');
  });

  it('does not mistake a French path starting with "en" for English', () => {
    expect(localeOfPath('/entreprise')).toBe('fr');
    expect(switchLanguagePath('/entreprise')).toBe('/en/entreprise');
  });
});
