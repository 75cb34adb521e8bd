/**
 * Unit tests of src/lib/placeholders.ts: the names a text uses, each value put in its place (of any
 * kind), an unknown name refused with the text quoted, and a block split into paragraphs.
 */
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, format, paragraphs, placeholderNames } from '../../../src/lib/placeholders';

describe('placeholders', () => {
  it('lists the names a text uses, in order', () => {
    expect(placeholderNames('Write to {email} or call {phone}.')).toEqual(['email', 'phone']);
    expect(placeholderNames('No names here.')).toEqual([]);
  });

  it('puts each value in place, values of any kind, text around kept', () => {
    const link = { element: 'a' };
    expect(fillPlaceholders('Write to {email}.', { email: link })).toEqual(['Write to ', link, '.']);
    expect(fillPlaceholders('{brand}', { brand: 'Atelier' })).toEqual(['Atelier']);
    expect(fillPlaceholders('{a}{b} and {a}', { a: 'A', b: 'B' })).toEqual(['A', 'B', ' and ', 'A']);
    expect(fillPlaceholders('Nothing to fill', {})).toEqual(['Nothing to fill']);
  });

  it('refuses an unknown name, quoting the text', () => {
    expect(() => fillPlaceholders('Hello {brnd}', { brand: 'Atelier' })).toThrow('Unknown placeholder {brnd} in "Hello {brnd}"');
    // Inherited properties are not values.
    expect(() => fillPlaceholders('{toString}', {})).toThrow('{toString}');
  });

  it('fills a string: every name, every time it appears, or refuses', () => {
    expect(format('Réserver sur {provider}', { provider: 'Calendly' })).toBe('Réserver sur Calendly');
    expect(format('{n} / {n}', { n: '3' })).toBe('3 / 3');
    expect(() => format('{music} et {video}', { music: 'Spotify' })).toThrow('Unknown placeholder {video} in "{music} et {video}"');
  });

  it('splits a block into paragraphs at blank lines and joins wrapped lines', () => {
    expect(paragraphs('One\nline.\n\nTwo.\n  \nThree.\n')).toEqual(['One line.', 'Two.', 'Three.']);
    expect(paragraphs('Single paragraph.')).toEqual(['Single paragraph.']);
  });
});
