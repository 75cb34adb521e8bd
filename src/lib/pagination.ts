/**
 * Lists cut into pages: the first at the list's own address, the next at `<list>/page/2`…, so the
 * address of a list never changes as articles are added. Used by the route table (which pages
 * exist) and by the list pages (what each shows). Pure: no Astro, no file access.
 */

/** How many pages a list of `count` items fills; an empty list still has its first page. */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The items of page `page` (1 and up). */
export function pageItems<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** The address of page `page` of the list at `listPath`. */
export function pagePath(listPath: string, page: number): string {
  return page === 1 ? listPath : `${listPath}/page/${page}`;
}

/** One page of a list: its number, how many there are, and the addresses around it. */
export interface PageOfList {
  page: number;
  total: number;
  /** Every page's address, first to last. */
  paths: string[];
  previous?: string | undefined;
  next?: string | undefined;
}

export function pageOfList(listPath: string, page: number, total: number): PageOfList {
  const paths = Array.from({ length: total }, (_, i) => pagePath(listPath, i + 1));
  return { page, total, paths, previous: paths[page - 2], next: paths[page] };
}

/** The page numbers a pager shows: the first, the last and those around the current one, with gaps between. */
export function visiblePages(page: number, total: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, total])].filter((n) => n >= 1 && n <= total).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? ['gap' as const, n] : [n]));
}
