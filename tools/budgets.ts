/**
 * The performance budgets every page is held to. docs/performance.md says what each one protects.
 * kB here are 1024 bytes, compressed as they travel.
 */

/** `npm run bench`: Lighthouse, phone, simulated slow 4G and 4× slower CPU, median of the runs. */
export const lighthouseBudget = {
  /** Performance, Accessibility, Best Practices and SEO. */
  minScore: 100,
  lcpMs: 1500,
  tbtMs: 0,
  /** Strictly below. */
  cls: 0.01,
  /** Before any interaction or scroll. */
  jsKb: 15,
  totalKb: 130,
} as const;

/**
 * A starved CPU (`npm run bench -- --cpu 8`): a phone half as fast as the simulated one, or the
 * same phone busy with something else (a benchmark index of 1,500–2,000 where this
 * machine's is ~3,500 when quiet). Only the blocking time is held there; the rest is reported.
 */
export const starvedCpuBudget = { cpuSlowdown: 8, tbtMs: 50 } as const;

/**
 * The deterministic size test over dist/ (tests/build/both-builds/page-weight.test.ts), bytes gzip-compressed at
 * level 9 (brotli, which the CDN serves to browsers that accept it, is 10–20 % smaller still).
 */
export const fileBudget = {
  /** The module scripts of the page and every module they statically import. */
  jsKb: 15,
  /** The stylesheets the page links: they block the first paint. */
  cssKb: 14,
  /** Fonts fetched before the first paint. */
  fontPreloads: 2,
  /** Only the largest image of the first screen may jump the queue. */
  highPriorityImages: 1,
} as const;
