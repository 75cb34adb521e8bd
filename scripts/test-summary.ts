/**
 * Prints one line, "N passed, N failed", over the unit and browser test reports of the last
 * `npm test` (reports/unit.json from Vitest, reports/e2e.json from Playwright). CI reads that line.
 * A report that is missing counts as one failure: its suite did not run.
 */
import { readFile } from 'node:fs/promises';

interface Counts {
  passed: number;
  failed: number;
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function unitCounts(report: unknown): Counts {
  const r = report as { numPassedTests?: number; numFailedTests?: number } | undefined;
  if (!r || typeof r.numPassedTests !== 'number') return { passed: 0, failed: 1 };
  return { passed: r.numPassedTests, failed: r.numFailedTests ?? 0 };
}

function e2eCounts(report: unknown): Counts {
  const r = report as { stats?: { expected: number; unexpected: number; flaky: number } } | undefined;
  if (!r?.stats) return { passed: 0, failed: 1 };
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
}

const unit = unitCounts(await readJson('reports/unit.json'));
const e2e = e2eCounts(await readJson('reports/e2e.json'));
console.log(`unit tests: ${unit.passed} passed, ${unit.failed} failed; browser tests: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
