/**
 * Prints one line, "N passed, N failed", over the reports of the last `npm test`: the HTML
 * validation (reports/html.json, one check per page, from tools/validate-html.ts), the unit tests
 * and the checks of dist/ (reports/unit.json: Vitest's projects unit and build), the checks of the
 * real-content fixture build (reports/real-content.json: project real-content), the browser tests
 * (reports/e2e.json, Playwright) and the cross-engine tests in Firefox and WebKit
 * (reports/engines.json: project engines). Each `npm run test:*` script names its report. CI reads
 * that line. A report that is missing counts as one failure: its suite did not run.
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

function htmlCounts(report: unknown): Counts {
  const r = report as { pages?: number; passed?: number } | undefined;
  if (!r || typeof r.pages !== 'number' || typeof r.passed !== 'number') return { passed: 0, failed: 1 };
  return { passed: r.passed, failed: r.pages - r.passed };
}

interface VitestFile {
  status: string;
  assertionResults: { status: string }[];
}

/**
 * A Vitest report's counts. A file that failed with no failed test (its `beforeAll` threw, and
 * every test of it was skipped: WebKit's window once) counts as one failure, not as nothing.
 */
function unitCounts(report: unknown): Counts {
  const r = report as { numPassedTests?: number; numFailedTests?: number; testResults?: VitestFile[] } | undefined;
  if (!r || typeof r.numPassedTests !== 'number') return { passed: 0, failed: 1 };
  const failedFiles = (r.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  return { passed: r.numPassedTests, failed: (r.numFailedTests ?? 0) + failedFiles.length };
}

function e2eCounts(report: unknown): Counts {
  const r = report as { stats?: { expected: number; unexpected: number; flaky: number } } | undefined;
  if (!r?.stats) return { passed: 0, failed: 1 };
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
}

const suites: [string, Counts][] = [
  ['HTML validation (one per page)', htmlCounts(await readJson('reports/html.json'))],
  ['unit tests and checks of dist/', unitCounts(await readJson('reports/unit.json'))],
  ['checks of the real-content fixture', unitCounts(await readJson('reports/real-content.json'))],
  ['browser tests', e2eCounts(await readJson('reports/e2e.json'))],
  ['Firefox and WebKit tests', unitCounts(await readJson('reports/engines.json'))],
];
const total = (key: keyof Counts) => suites.reduce((sum, [, counts]) => sum + counts[key], 0);
console.log(suites.map(([name, counts]) => `${name}: ${counts.passed} passed, ${counts.failed} failed`).join('; '));
console.log(`${total('passed')} passed, ${total('failed')} failed`);
