/**
 * The arithmetic of `npm run bench` (tools/bench.ts), apart from the browser: one Lighthouse
 * report reduced to the figures we track, the median of several runs, the budget check and the
 * table. Pure functions, unit-tested in tests/unit/tools/bench-report.test.ts.
 */
import { lighthouseBudget, starvedCpuBudget } from './budgets.ts';

/** The part of a Lighthouse result (LH.Result) the bench reads. */
export interface LighthouseResult {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      scoreDisplayMode?: string;
      numericValue?: number;
      details?: { items?: Record<string, unknown>[] };
    }
  >;
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The figures of one run (or the median of several). Times in ms, sizes in bytes. */
export interface PageFigures {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transfer: number;
  js: number;
  requests: number;
}

/**
 * What a not-found page fails by design, and is not held to: it answers 404 (http-status-code),
 * asks not to be indexed (is-crawlable), and the browser logs its 404 status in the console.
 */
const NOT_FOUND_EXPECTED = new Set(['http-status-code', 'is-crawlable']);

function isOwnStatusError(item: Record<string, unknown>, pageUrl: string): boolean {
  const url = item.url ?? (item.sourceLocation as { url?: string } | undefined)?.url;
  return item.source === 'network' && url === pageUrl && /\b404\b/.test(String(item.description ?? ''));
}

/** A category's score (0–100) as Lighthouse computes it, with some audits left out or passed. */
/** `notFound`: a not-found page; `keptOut`: a build kept out of search engines on purpose, not held to is-crawlable. */
export interface ScoreOptions {
  notFound?: boolean;
  keptOut?: boolean;
}

export function categoryScore(lhr: LighthouseResult, category: Category, options: ScoreOptions = {}): number {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  let sum = 0;
  let weights = 0;
  for (const ref of refs) {
    if (ref.weight <= 0 || (options.notFound && NOT_FOUND_EXPECTED.has(ref.id)) || (options.keptOut && ref.id === 'is-crawlable')) continue;
    const audit = lhr.audits[ref.id];
    let score = audit?.score ?? 0;
    if (options.notFound && ref.id === 'errors-in-console') {
      const items = audit?.details?.items ?? [];
      if (items.every((item) => isOwnStatusError(item, lhr.finalDisplayedUrl))) score = 1;
    }
    sum += score * ref.weight;
    weights += ref.weight;
  }
  // Lighthouse rounds category scores to two decimals before showing them as 0–100.
  return Math.round((weights ? sum / weights : 0) * 100);
}

function resourceRow(lhr: LighthouseResult, type: string) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const row = items.find((item) => item.resourceType === type);
  return { transferSize: Number(row?.transferSize ?? 0), requestCount: Number(row?.requestCount ?? 0) };
}

export function figuresOf(lhr: LighthouseResult, options: ScoreOptions = {}): PageFigures {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const total = resourceRow(lhr, 'total');
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, categoryScore(lhr, c, options)])) as Record<Category, number>,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    transfer: total.transferSize,
    js: resourceRow(lhr, 'script').transferSize,
    requests: total.requestCount,
  };
}

export function median(values: number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs, taken separately: one slow run moves no column. */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (pick: (f: PageFigures) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, of((f) => f.scores[c])])) as Record<Category, number>,
    fcp: of((f) => f.fcp),
    lcp: of((f) => f.lcp),
    tbt: of((f) => f.tbt),
    cls: of((f) => f.cls),
    transfer: of((f) => f.transfer),
    js: of((f) => f.js),
    requests: of((f) => f.requests),
  };
}

const kb = (bytes: number) => bytes / 1024;

/** What a page's (median) figures miss of the budget, in words; empty when it meets it all. */
export function overBudget(figures: PageFigures, { starved = false } = {}): string[] {
  const b = lighthouseBudget;
  const misses: string[] = [];
  // With the CPU starved on purpose, only the blocking time has a budget (tools/budgets.ts).
  if (starved)
    return Math.round(figures.tbt) > starvedCpuBudget.tbtMs ? [`TBT ${figures.tbt.toFixed(0)} ms > ${starvedCpuBudget.tbtMs} ms`] : [];
  for (const category of CATEGORIES) {
    if (figures.scores[category] < b.minScore) misses.push(`${category} ${figures.scores[category]} < ${b.minScore}`);
  }
  if (figures.lcp > b.lcpMs) misses.push(`LCP ${figures.lcp.toFixed(0)} ms > ${b.lcpMs} ms`);
  if (Math.round(figures.tbt) > b.tbtMs) misses.push(`TBT ${figures.tbt.toFixed(0)} ms > ${b.tbtMs} ms`);
  if (!(figures.cls < b.cls)) misses.push(`CLS ${figures.cls.toFixed(3)} ≥ ${b.cls}`);
  if (kb(figures.js) > b.jsKb) misses.push(`JS ${kb(figures.js).toFixed(1)} kB > ${b.jsKb} kB`);
  if (kb(figures.transfer) > b.totalKb) misses.push(`transfer ${kb(figures.transfer).toFixed(1)} kB > ${b.totalKb} kB`);
  return misses;
}

export interface RouteRow {
  route: string;
  mobile: PageFigures;
  desktop?: PageFigures;
}

interface Column {
  title: string;
  value: (row: RouteRow) => number | undefined;
  format: (value: number) => string;
  /** Which end is worse. */
  worse: 'low' | 'high';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const COLUMNS: Column[] = [
  { title: 'Perf', value: (r) => r.mobile.scores.performance, format: String, worse: 'low' },
  { title: 'A11y', value: (r) => r.mobile.scores.accessibility, format: String, worse: 'low' },
  { title: 'BP', value: (r) => r.mobile.scores['best-practices'], format: String, worse: 'low' },
  { title: 'SEO', value: (r) => r.mobile.scores.seo, format: String, worse: 'low' },
  { title: 'FCP', value: (r) => r.mobile.fcp, format: seconds, worse: 'high' },
  { title: 'LCP', value: (r) => r.mobile.lcp, format: seconds, worse: 'high' },
  { title: 'TBT', value: (r) => r.mobile.tbt, format: (v) => `${v.toFixed(0)} ms`, worse: 'high' },
  { title: 'CLS', value: (r) => r.mobile.cls, format: (v) => v.toFixed(3), worse: 'high' },
  { title: 'Transfer', value: (r) => r.mobile.transfer, format: (v) => `${kb(v).toFixed(1)} kB`, worse: 'high' },
  { title: 'JS', value: (r) => r.mobile.js, format: (v) => `${kb(v).toFixed(1)} kB`, worse: 'high' },
  { title: 'Req', value: (r) => r.mobile.requests, format: String, worse: 'high' },
  { title: 'Desktop', value: (r) => r.desktop?.scores.performance, format: String, worse: 'low' },
  { title: 'D. LCP', value: (r) => r.desktop?.lcp, format: seconds, worse: 'high' },
];

/** The worst row of each column: its value and the route that has it. */
export function worstPerColumn(rows: RouteRow[]): { title: string; value: string; route: string }[] {
  return COLUMNS.map((column) => {
    let worst: { value: number; route: string } | undefined;
    for (const row of rows) {
      const value = column.value(row);
      if (value === undefined || Number.isNaN(value)) continue;
      const isWorse = !worst || (column.worse === 'high' ? value > worst.value : value < worst.value);
      if (isWorse) worst = { value, route: row.route };
    }
    return { title: column.title, value: worst ? column.format(worst.value) : '–', route: worst?.route ?? '–' };
  });
}

function cells(row: RouteRow): string[] {
  return COLUMNS.map((column) => {
    const value = column.value(row);
    return value === undefined || Number.isNaN(value) ? '–' : column.format(value);
  });
}

/** The table for the terminal: one line per route, then the worst value of each column and its route. */
export function textTable(rows: RouteRow[]): string {
  const worst = worstPerColumn(rows);
  const body = [
    ['Route', ...COLUMNS.map((c) => c.title)],
    ...rows.map((r) => [r.route, ...cells(r)]),
    ['worst', ...worst.map((w) => w.value)],
  ];
  const widths = body[0]!.map((_, i) => Math.max(...body.map((line) => line[i]!.length)));
  const line = (values: string[]) => values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  const worstRoutes = worst.map((w) => `${w.title} ${w.route}`).join(' · ');
  return [line(body[0]!), ...body.slice(1, -1).map(line), line(body.at(-1)!), `worst page per column: ${worstRoutes}`].join('\n');
}

/** The same table in Markdown, for docs/performance.md. */
export function markdownTable(rows: RouteRow[]): string {
  const worst = worstPerColumn(rows);
  const header = ['Route', ...COLUMNS.map((c) => c.title)];
  const align = header.map((_, i) => (i === 0 ? '---' : '---:'));
  const worstCells = ['**worst**', ...worst.map((w) => `${w.value} (${w.route})`)];
  return [header, align, ...rows.map((r) => [`\`${r.route}\``, ...cells(r)]), worstCells]
    .map((cols) => `| ${cols.join(' | ')} |`)
    .join('\n');
}
