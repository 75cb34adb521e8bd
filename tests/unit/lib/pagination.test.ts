/**
 * Unit tests of src/lib/pagination.ts: how a list is cut into pages, each page's items and address,
 * the links before and after, and which page numbers the pager shows.
 */
import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageOfList, pagePath, visiblePages } from '../../../src/lib/pagination';

describe('lists cut into pages', () => {
  it('counts pages, an empty list keeping its first', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(300, 12)).toBe(25);
  });

  it('gives each page its items and its address, the first at the list’s own', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(pageItems(items, 1, 12)).toEqual(items.slice(0, 12));
    expect(pageItems(items, 3, 12)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(pagePath('/en/blog', 1)).toBe('/en/blog');
    expect(pagePath('/en/blog', 3)).toBe('/en/blog/page/3');
  });

  it('links the pages before and after', () => {
    expect(pageOfList('/blog', 1, 3)).toEqual({
      page: 1,
      total: 3,
      paths: ['/blog', '/blog/page/2', '/blog/page/3'],
      previous: undefined,
      next: '/blog/page/2',
    });
    expect(pageOfList('/blog', 3, 3)).toMatchObject({ previous: '/blog/page/2', next: undefined });
  });

  it('shows the first, the last and the pages around the current one', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(10, 25)).toEqual([1, 'gap', 9, 10, 11, 'gap', 25]);
    expect(visiblePages(1, 25)).toEqual([1, 2, 'gap', 25]);
  });
});
