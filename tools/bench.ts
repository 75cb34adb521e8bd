/**
 * The benchmark: Lighthouse on every route of the built site, as a first-time visitor on a phone.
 *
 * Every page of dist/ and the two not-found pages (met at an unknown address, with
 * status 404), served by tools/serve.ts with the production headers and compression. For each
 * route: N mobile runs (simulated slow 4G, 4× slower CPU; the median of each figure is kept) and
 * one desktop run, each in a fresh Chromium profile: no cookie, no cache, so the consent banner
 * shows, as it does on a first visit. The consent library hides its banner from automated browsers
 * (`navigator.webdriver`), so Chromium runs with AutomationControlled off, here only; every run
 * checks that the banner really showed. Exits 1 when a page misses a budget (tools/budgets.ts).
 * JSON reports go to reports/lighthouse/ (git-ignored), with the table as summary.md.
 *
 * Usage: npm run build && npm run bench [-- [--runs 3] [--lantern] [/path ...]]
 *        node tools/real-content.ts && npm run bench -- --real-content [--runs 1] [/path ...]
 *        npm run bench -- --cpu 8 [/path ...]   (a starved CPU: only the blocking time is held, to 50 ms)
 *        npm run bench -- --cpu 8 --runs 5 --compare ../astrowind/dist / /formation
 *   --compare DIR: another static site (another build, a template such as AstroWind) whose home is
 *   measured in the same runs, each of its runs right after one of ours, so both meet the same
 *   machine; with a starved CPU each route's blocking time must then also be under its own.
 *   BENCH_PORT (default 4420) is the port of the local server.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { lighthouseBudget, starvedCpuBudget } from './budgets.ts';
import {
  CATEGORIES,
  figuresOf,
  markdownTable,
  medianFigures,
  overBudget,
  textTable,
  type LighthouseResult,
  type PageFigures,
  type RouteRow,
} from './bench-report.ts';
import { builtRoutes } from '../build/pages/built-pages.ts';
import { startBenchServer } from './bench-server.ts';
import { CHROMIUM_ARGS, findChromium, MISSING_CHROMIUM } from './find-chromium.ts';
import { takeSimulatedPaints } from './lantern-graph.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    'real-content': { type: 'boolean', default: false },
    // Also write, per mobile run, what the simulated paints waited for (tools/lantern-graph.ts).
    lantern: { type: 'boolean', default: false },
    // The simulated phone's CPU slowdown (Lighthouse's 4 by default); 8 is a starved CPU, where
    // only the blocking time has a budget (tools/budgets.ts starvedCpuBudget).
    cpu: { type: 'string' },
    compare: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const CPU = values.cpu === undefined ? undefined : Number(values.cpu);
if (CPU !== undefined && !(CPU >= 1)) throw new Error(`--cpu must be a slowdown ≥ 1, not "${values.cpu}"`);
const starved = CPU !== undefined && CPU > 4;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}"`);
const PORT = Number(process.env.BENCH_PORT ?? 4420);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// --real-content measures the copy of the site that tools/real-content.ts builds: photographs in
// every picture field and 300 article pairs, with its own reports.
const DIST = values['real-content'] ? '.real-content/dist' : 'dist';
const REPORTS = (values['real-content'] ? 'reports/lighthouse-real-content' : 'reports/lighthouse') + (CPU ? `-cpu${CPU}` : '');

/** The not-found pages, as a visitor meets them: at an address that does not exist. */
const NOT_FOUND: Record<string, string> = { '/404': '/page-introuvable', '/en/404': '/en/page-not-found' };

const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  // navigator.webdriver false, so the consent banner shows as it does to a person. Bench only:
  // the site itself keeps the library's bot check.
  '--disable-blink-features=AutomationControlled',
];

const builtRoutesOfDist = builtRoutes(DIST);
if (!builtRoutesOfDist.length)
  throw new Error(`${DIST} has no pages: run ${values['real-content'] ? '`node tools/real-content.ts`' : '`npm run build`'} first`);
const allRoutes = builtRoutesOfDist.concat(Object.keys(NOT_FOUND));
// A build kept out of search engines on purpose (a preview, or content still provisional: docs/decisions/005)
// is not held to Lighthouse's is-crawlable audit; a build that can go live is.
const keptOut = /^Disallow: \/$/m.test(await readFile(`${DIST}/robots.txt`, 'utf8'));
const routes = positionals.length ? positionals.map((p) => (p.length > 1 ? p.replace(/\/+$/, '') : p)) : allRoutes;
for (const route of routes) if (!allRoutes.includes(route)) console.warn(`note: ${route} is not a page of ${DIST}`);

const chromePath = (await findChromium()) ?? '';
if (!chromePath) throw new Error(MISSING_CHROMIUM);

/** Whether the live consent banner (the library's, not the page's first-paint copy) is showing. */
function bannerShowing(): boolean {
  const banner = document.querySelector('#cc-main:not([data-first-paint]) .cm');
  if (!banner) return false;
  const style = getComputedStyle(banner);
  return style.visibility === 'visible' && style.opacity === '1' && document.documentElement.classList.contains('show--consent');
}

interface Run {
  lhr: LighthouseResult;
  json: string;
  banner: boolean;
}

async function runLighthouse(url: string, formFactor: 'mobile' | 'desktop', notFound: boolean): Promise<Run> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  // Lighthouse drives a page we hand it, and leaves it on the measured page, where we then look
  // at the banner (with its own page it would close it).
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    const result = await lighthouse(
      url,
      // A not-found page answers 404 on purpose; Lighthouse measures it when told so.
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableFullPageScreenshot: true,
        ignoreStatusCode: notFound,
        ...(CPU && formFactor === 'mobile' ? { throttling: { cpuSlowdownMultiplier: CPU } } : {}),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
    const banner = await page.evaluate(bannerShowing);
    return { lhr: result.lhr as unknown as LighthouseResult, json: String(result.report), banner };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

const slug = (route: string) => (route === '/' ? 'index' : route.slice(1).replace(/\//g, '_'));
const load = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
/** The element of the largest paint, as the LCP breakdown names it. */
const largestPaint = (lhr: LighthouseResult) => {
  const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node') as
    { selector?: string } | undefined;
  return node?.selector ?? '?';
};

await mkdir(REPORTS, { recursive: true });
console.log(`Lighthouse on ${routes.length} route(s): ${RUNS} mobile run(s) each (median kept) and 1 desktop run; ${load()}.`);
const server = await startBenchServer(PORT, DIST);
const compareServer = values.compare ? await startBenchServer(PORT + 1, values.compare) : undefined;
const COMPARE_URL = `http://127.0.0.1:${PORT + 1}/`;
const rows: RouteRow[] = [];
const comparisons: string[] = [];
const failures: string[] = [];
try {
  // One run thrown away first: the first run after the start meets a cold Chromium and cold servers,
  // and came out far slower than the next (the home's speed index 3.7 s, then 1.05 s twice; its
  // blocking time at ×8 the highest of the day), failing whichever route came first.
  await runLighthouse(ORIGIN + '/', 'mobile', false);
  if (compareServer) await runLighthouse(COMPARE_URL, 'mobile', false);
  for (const route of routes) {
    const notFound = route in NOT_FOUND;
    const url = ORIGIN + (NOT_FOUND[route] ?? route);
    const started = Date.now();
    const mobile: PageFigures[] = [];
    const noBanner: string[] = [];
    const compared: PageFigures[] = [];
    for (let run = 1; run <= RUNS; run++) {
      if (compareServer) {
        const other = await runLighthouse(COMPARE_URL, 'mobile', false);
        await writeFile(`${REPORTS}/${slug(route)}.compare-${run}.json`, other.json);
        compared.push(figuresOf(other.lhr));
      }
      const { lhr, json, banner } = await runLighthouse(url, 'mobile', notFound);
      await writeFile(`${REPORTS}/${slug(route)}.mobile-${run}.json`, json);
      if (values.lantern) await writeFile(`${REPORTS}/${slug(route)}.mobile-${run}.lantern.txt`, takeSimulatedPaints());
      mobile.push(figuresOf(lhr, { notFound, keptOut }));
      if (!banner) noBanner.push(`mobile run ${run}`);
      if (run === 1) process.stdout.write(`  ${route}: largest paint ${largestPaint(lhr)}`);
    }
    const desktopRun = await runLighthouse(url, 'desktop', notFound);
    await writeFile(`${REPORTS}/${slug(route)}.desktop.json`, desktopRun.json);
    if (!desktopRun.banner) noBanner.push('desktop run');
    const row: RouteRow = { route, mobile: medianFigures(mobile), desktop: figuresOf(desktopRun.lhr, { notFound, keptOut }) };
    rows.push(row);
    const misses = overBudget(row.mobile, { starved });
    const other = compared.length ? medianFigures(compared) : undefined;
    // Under the compared site's, or none at all: two sites that both block 0 ms are equal, not worse.
    if (other && starved && row.mobile.tbt > 0 && row.mobile.tbt >= other.tbt)
      misses.push(`TBT ${row.mobile.tbt.toFixed(0)} ms ≥ ${other.tbt.toFixed(0)} ms of the compared home`);
    if (noBanner.length) misses.push(`the consent banner did not show (${noBanner.join(', ')}): not a first visit`);
    if (misses.length) failures.push(`${route}: ${misses.join('; ')}`);
    const m = row.mobile;
    console.log(
      ` · perf ${m.scores.performance} · LCP ${(m.lcp / 1000).toFixed(2)} s · TBT ${m.tbt.toFixed(0)} ms · ${(m.transfer / 1024).toFixed(1)} kB` +
        ` · ${((Date.now() - started) / 1000).toFixed(0)} s${misses.length ? '  ✗ ' + misses.join('; ') : '  ✓'}`,
    );
    if (other) {
      const line = `  compared home, same runs: perf ${other.scores.performance} · FCP ${(other.fcp / 1000).toFixed(2)} s · LCP ${(other.lcp / 1000).toFixed(2)} s · TBT ${other.tbt.toFixed(0)} ms · ${(other.transfer / 1024).toFixed(1)} kB`;
      console.log(line);
      comparisons.push(`${route}: ${line.trim()}`);
    }
  }
} finally {
  server.kill();
  compareServer?.kill();
}

const budget = lighthouseBudget;
const legend =
  `Mobile (Moto G Power, slow 4G, ${CPU ?? 4}× CPU, simulated), median of ${RUNS} run(s); Desktop: one run. Transfer and JS: kB compressed, before any interaction.\n` +
  (starved
    ? `Budget with the CPU starved: TBT ≤ ${starvedCpuBudget.tbtMs} ms (the other figures are reported only).`
    : `Budgets: every score ${budget.minScore}, LCP ≤ ${budget.lcpMs / 1000} s, TBT ${budget.tbtMs} ms, CLS < ${budget.cls}, JS ≤ ${budget.jsKb} kB, transfer ≤ ${budget.totalKb} kB.`);
const compareNote = comparisons.length ? `\nAgainst ${values.compare}, median of the same ${RUNS} run(s):\n${comparisons.join('\n')}` : '';
console.log(`\n${textTable(rows)}\n${legend}${compareNote}\n${load()}.`);
await writeFile(`${REPORTS}/summary.md`, `${markdownTable(rows)}\n\n${legend}\n${compareNote}\n`);
await writeFile(`${REPORTS}/summary.json`, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, load: loadavg(), rows }, null, 2));
if (failures.length) {
  console.error(`\n${failures.length} route(s) miss a budget:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('Every route meets every budget.');
