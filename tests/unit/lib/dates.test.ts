/**
 * Unit tests of src/lib/dates.ts: a day or a month alone written as each language writes it, a
 * refusal naming what is not a real date, and the machine-readable form.
 */
import { describe, expect, it } from 'vitest';
import { formatDate, isoDate, parseIsoDate } from '../../../src/lib/dates';

describe('dates', () => {
  it('writes a day in each language', () => {
    expect(formatDate('2024-06-09', 'fr')).toBe('9 juin 2024');
    expect(formatDate('2024-06-09', 'en')).toBe('9 June 2024');
    expect(formatDate('2021-12-01', 'fr')).toBe('1 décembre 2021');
  });

  it('writes a month alone when the value has no day', () => {
    expect(formatDate('2025-10', 'fr')).toBe('octobre 2025');
    expect(formatDate('2025-10', 'en')).toBe('October 2025');
  });

  it('refuses what is not a date, naming it', () => {
    expect(() => parseIsoDate('09/06/2024')).toThrow('"09/06/2024"');
    expect(() => parseIsoDate('2024-02-30')).toThrow('Not a real date');
  });

  it('gives the machine-readable form', () => {
    expect(isoDate('2025-10')).toBe('2025-10');
    expect(isoDate(new Date(Date.UTC(2024, 5, 9)))).toBe('2024-06-09');
  });
});
