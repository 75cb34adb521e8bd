/**
 * Unit tests of src/lib/rating.ts: a star rating read once in words, in the page's language and
 * with its plural, and a refusal of what is not a rating.
 */
import { describe, expect, it } from 'vitest';
import { ratingLabel } from '../../../src/lib/rating';

describe('ratingLabel', () => {
  it('reads a rating once, in the page’s language', () => {
    expect(ratingLabel(5, 5, 'fr')).toBe('5 étoiles sur 5');
    expect(ratingLabel(5, 5, 'en')).toBe('5 out of 5 stars');
  });

  it('follows each language’s plural', () => {
    expect(ratingLabel(1, 5, 'fr')).toBe('1 étoile sur 5');
    expect(ratingLabel(1, 5, 'en')).toBe('1 out of 5 stars');
    expect(ratingLabel(0, 5, 'fr')).toBe('0 étoile sur 5');
  });

  it('refuses what is not a rating', () => {
    expect(() => ratingLabel(6, 5, 'fr')).toThrow('Not a rating');
    expect(() => ratingLabel(4.5, 5, 'en')).toThrow('Not a rating');
  });
});
