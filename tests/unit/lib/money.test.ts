/**
 * Unit tests of src/lib/money.ts: prices in euros with French and English spacing, separators and
 * sign position, and a refusal of what is not a price.
 */
import { describe, expect, it } from 'vitest';
import { formatEuros } from '../../../src/lib/money';

describe('formatEuros', () => {
  it('writes French prices with a narrow space between thousands and a space before €', () => {
    expect(formatEuros(2799, 'fr')).toBe('2\u202f799\u00a0€');
    expect(formatEuros(19.95, 'fr')).toBe('19,95\u00a0€');
    expect(formatEuros(37, 'fr')).toBe('37\u00a0€');
  });

  it('writes English prices with the sign first', () => {
    expect(formatEuros(2799, 'en')).toBe('€2,799');
    expect(formatEuros(19.95, 'en')).toBe('€19.95');
  });

  it('refuses what is not a price', () => {
    expect(() => formatEuros(Number.NaN, 'fr')).toThrow('Not a price');
    expect(() => formatEuros(-1, 'en')).toThrow('Not a price');
  });
});
