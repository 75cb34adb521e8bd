/**
 * Unit tests of src/lib/data-uri.ts: an SVG turned into a data: URL that percent-encodes only what
 * a URL cannot hold and decodes back to the same picture.
 */
import { describe, expect, it } from 'vitest';
import { svgDataUri } from '../../../src/lib/data-uri';

describe('svgDataUri', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\n  <path d="M7 27V14a9 9 0 0 1 18 0" fill="#9a4f2e"/>\n</svg>\n';

  it('percent-encodes what a valid URL cannot hold (spaces too), keeps the rest readable, and swaps quotes', () => {
    expect(svgDataUri(svg)).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2032%2032'%3E%20%3Cpath%20d='M7%2027V14a9%209%200%200%201%2018%200'%20fill='%239a4f2e'/%3E%20%3C/svg%3E",
    );
  });

  it('decodes back to the same picture', () => {
    const decoded = decodeURIComponent(svgDataUri(svg).slice('data:image/svg+xml,'.length));
    expect(decoded.replace(/'/g, '"')).toBe(svg.trim().replace(/\s*\n\s*/g, ' '));
  });
});
