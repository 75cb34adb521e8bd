import { describe, expect, it } from 'vitest';
import { pageIds } from '../../src/i18n/routes';
import { en } from '../../src/i18n/ui/en';
import { fr } from '../../src/i18n/ui/fr';

describe('UI dictionaries', () => {
  it('have the same keys in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  it('have no empty string', () => {
    for (const [key, value] of [...Object.entries(fr), ...Object.entries(en)]) expect(value.trim(), key).not.toBe('');
  });

  it('name every page of the route table', () => {
    for (const page of pageIds) expect(fr).toHaveProperty(`page.${page}`);
  });

  it('use the spec labels for the call button and the quiz states', () => {
    expect(fr['header.callButton']).toBe('Réserver un appel');
    expect(en['header.callButton']).toBe('Book a quick call');
    expect(fr['quiz.redirecting']).toBe('Redirection en cours...');
    expect(en['quiz.redirecting']).toBe('Redirecting...');
    expect(en['page.formation']).toBe('Training');
  });

  it('write French high punctuation with a narrow no-break space, never a plain space', () => {
    for (const [key, value] of Object.entries(fr)) expect(value, key).not.toMatch(/ [?!:;»]/);
  });
});

describe('format', () => {
  it('fills named placeholders and refuses a missing one', async () => {
    const { format } = await import('../../src/i18n/ui');
    expect(format('Réserver sur {provider}', { provider: 'Calendly' })).toBe('Réserver sur Calendly');
    expect(() => format('{music} et {video}', { music: 'Spotify' })).toThrow(/\{video\}/);
  });
});
