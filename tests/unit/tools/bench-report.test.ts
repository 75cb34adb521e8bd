/**
 * Unit tests of tools/bench-report.ts: the benchmark's arithmetic (category scores, medians of each
 * figure, what misses the budget, the not-found page's allowances) and the tables it prints.
 */
import { describe, expect, it } from 'vitest';
import {
  categoryScore,
  figuresOf,
  markdownTable,
  median,
  medianFigures,
  overBudget,
  textTable,
  worstPerColumn,
  type LighthouseResult,
  type PageFigures,
} from '../../../tools/bench-report';

const url = 'http://127.0.0.1:4420/page-introuvable';

/** A Lighthouse result with the given audit scores; every category weighs its audits equally. */
function lhr(scores: Record<string, number>, extra: Partial<LighthouseResult['audits']> = {}): LighthouseResult {
  const refs = (ids: string[]) => ids.map((id) => ({ id, weight: 1 }));
  return {
    finalDisplayedUrl: url,
    categories: {
      performance: { score: null, auditRefs: refs(['lcp']) },
      accessibility: { score: null, auditRefs: refs(['contrast']) },
      'best-practices': { score: null, auditRefs: refs(['errors-in-console', 'https']) },
      seo: { score: null, auditRefs: [...refs(['http-status-code', 'is-crawlable', 'meta-description']), { id: 'manual', weight: 0 }] },
    },
    audits: {
      ...Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { score }])),
      'first-contentful-paint': { score: 1, numericValue: 900 },
      'largest-contentful-paint': { score: 1, numericValue: 1200 },
      'total-blocking-time': { score: 1, numericValue: 0 },
      'cumulative-layout-shift': { score: 1, numericValue: 0.001 },
      'resource-summary': {
        score: null,
        details: {
          items: [
            { resourceType: 'total', transferSize: 90 * 1024, requestCount: 9 },
            { resourceType: 'script', transferSize: 11 * 1024, requestCount: 2 },
          ],
        },
      },
      ...extra,
    },
  };
}

const passing = { lcp: 1, contrast: 1, 'errors-in-console': 1, https: 1, 'http-status-code': 1, 'is-crawlable': 1, 'meta-description': 1 };

describe('bench arithmetic', () => {
  it('scores a category as Lighthouse does (weighted mean, rounded)', () => {
    const result = lhr({ ...passing, 'meta-description': 0 });
    expect(categoryScore(result, 'seo')).toBe(67);
    expect(categoryScore(result, 'performance')).toBe(100);
  });

  it('does not hold a not-found page to what it fails by design', () => {
    const ownStatus = {
      source: 'network',
      description: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
      sourceLocation: { type: 'source-location', url, urlProvider: 'network', line: 0, column: 0 },
    };
    const result = lhr(
      { ...passing, 'http-status-code': 0, 'is-crawlable': 0, 'errors-in-console': 0 },
      { 'errors-in-console': { score: 0, details: { items: [ownStatus] } } },
    );
    expect(categoryScore(result, 'seo')).toBe(33);
    expect(categoryScore(result, 'seo', { notFound: true })).toBe(100);
    expect(categoryScore(result, 'best-practices', { notFound: true })).toBe(100);
    // Any other console error still counts.
    const other = lhr(
      { ...passing, 'errors-in-console': 0 },
      { 'errors-in-console': { score: 0, details: { items: [ownStatus, { source: 'javascript', url: 'x', description: 'boom' }] } } },
    );
    expect(categoryScore(other, 'best-practices', { notFound: true })).toBe(50);
  });

  it('reads the figures of a run', () => {
    expect(figuresOf(lhr(passing))).toEqual({
      scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
      fcp: 900,
      lcp: 1200,
      tbt: 0,
      cls: 0.001,
      transfer: 90 * 1024,
      js: 11 * 1024,
      requests: 9,
    });
  });

  it('takes the median of each figure on its own', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const base = figuresOf(lhr(passing));
    const runs: PageFigures[] = [
      { ...base, lcp: 1400, tbt: 0 },
      { ...base, lcp: 1100, tbt: 90 },
      { ...base, lcp: 1200, tbt: 0 },
    ];
    expect(medianFigures(runs)).toMatchObject({ lcp: 1200, tbt: 0 });
  });

  it('names what misses the budget', () => {
    const base = figuresOf(lhr(passing));
    expect(overBudget(base)).toEqual([]);
    expect(
      overBudget({ ...base, lcp: 1600, tbt: 20, cls: 0.01, js: 16 * 1024, transfer: 131 * 1024, scores: { ...base.scores, seo: 92 } }),
    ).toEqual([
      'seo 92 < 100',
      'LCP 1600 ms > 1500 ms',
      'TBT 20 ms > 0 ms',
      'CLS 0.010 ≥ 0.01',
      'JS 16.0 kB > 15 kB',
      'transfer 131.0 kB > 130 kB',
    ]);
  });

  it('holds only the blocking time, to 50 ms, with the CPU starved (--cpu 8)', () => {
    const base = figuresOf(lhr(passing));
    const slow = { ...base, lcp: 2600, cls: 0.02, scores: { ...base.scores, performance: 91 } };
    expect(overBudget({ ...slow, tbt: 50 }, { starved: true })).toEqual([]);
    expect(overBudget({ ...slow, tbt: 86 }, { starved: true })).toEqual(['TBT 86 ms > 50 ms']);
  });

  it('finds the worst page of each column and prints the table', () => {
    const base = figuresOf(lhr(passing));
    const rows = [
      { route: '/', mobile: { ...base, lcp: 1300 }, desktop: base },
      { route: '/en', mobile: { ...base, transfer: 120 * 1024, scores: { ...base.scores, performance: 98 } } },
    ];
    const worst = Object.fromEntries(worstPerColumn(rows).map((w) => [w.title, w]));
    expect(worst.LCP).toEqual({ title: 'LCP', value: '1.30 s', route: '/' });
    expect(worst.Perf).toEqual({ title: 'Perf', value: '98', route: '/en' });
    expect(worst.Transfer!.route).toBe('/en');
    expect(worst.Desktop!.route).toBe('/');
    const text = textTable(rows);
    expect(text.split('\n')).toHaveLength(5);
    expect(text).toMatch(/^worst .*1\.30 s/m);
    expect(markdownTable(rows)).toContain('| **worst** | 98 (/en) |');
  });
});
