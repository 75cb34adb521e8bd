/**
 * Unit tests of src/lib/book.ts: the book's size in millimetres that never breaks across lines, and
 * its facts in order with the page's labels, month and price written as each language writes them.
 */
import { describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import { bookFacts, formatMillimetres } from '../../../src/lib/book';

const labels = { publisher: 'Éditeur', pages: 'Pages', format: 'Format', released: 'Parution', isbn: 'ISBN', price: 'Prix' };

describe('formatMillimetres', () => {
  it('writes a width × height in millimetres that never breaks across lines', () => {
    expect(formatMillimetres([142, 225], 'fr')).toBe('142\u00a0×\u00a0225\u00a0mm');
    expect(formatMillimetres([142, 225], 'en')).toBe('142\u00a0×\u00a0225\u00a0mm');
  });

  it('refuses what is not a size', () => {
    expect(() => formatMillimetres([], 'fr')).toThrow('Not a size');
    expect(() => formatMillimetres([142, 0], 'en')).toThrow('Not a size');
  });
});

describe('bookFacts', () => {
  it('lists the book’s facts in French, in order, with the page’s labels', () => {
    const facts = bookFacts(site.book, labels, 'fr');
    expect(facts.map((f) => f.key)).toEqual(['publisher', 'pages', 'format', 'released', 'isbn', 'price']);
    expect(facts.map((f) => f.label)).toEqual(Object.values(labels));
    expect(Object.fromEntries(facts.map((f) => [f.key, f.value]))).toEqual({
      publisher: site.book.publisher,
      pages: '192',
      format: '142\u00a0×\u00a0225\u00a0mm',
      released: 'octobre 2025',
      isbn: site.book.isbn,
      price: '19,95\u00a0€',
    });
  });

  it('writes the English month and price the English way', () => {
    const facts = Object.fromEntries(bookFacts(site.book, labels, 'en').map((f) => [f.key, f]));
    expect(facts.released).toMatchObject({ value: 'October 2025', datetime: '2025-10' });
    expect(facts.price?.value).toBe('€19.95');
  });
});
