/**
 * The journeys bench: how long a visitor waits for the *next* page, on the phone of
 * `npm run bench` with its slowdowns applied for real (as Lighthouse's DevTools throttling: 562.5 ms
 * added to each request and 1.47 Mb/s shared, by a pass-through in front of the site, so that
 * prerendering pages and pages in a new process are slowed alike; the CPU 4× slower, by DevTools),
 * for a few typical journeys, three ways:
 * - `no prerender`: Chromium without prerendering (`--disable-features=Prerender2`), as Firefox and
 *   Safari are today: every click costs a page load;
 * - `tap`: the pointer pressed 100 ms before it is released, as a finger on a phone: the rules'
 *   `moderate` eagerness starts the prerender at the press;
 * - `hover`: the pointer rests on the link until its prerender is ready and the network quiet (the
 *   prerendered page's pictures and fonts in; at most 5 s), then clicks: a desktop visitor who
 *   reads the link before choosing it. (Clicked as soon as the page's document was in, its
 *   pictures still on their way, the home's next page took 0.66 s to paint.)
 * Each figure is the time from the click to the next page's largest paint (for a prerendered page,
 * from its activation: web-vitals' reading). Then Back, twice, with the back/forward cache and
 * without (`--disable-back-forward-cache`): whether each was served from the cache, and how long it
 * took to show (from Back to the restored page's `pageshow`; loaded again, its largest paint).
 * Timings are Chromium's; Firefox and Safari have no prerender, and restore from their caches too.
 *
 * Usage: npm run build && npm run bench:journeys [-- --runs 3]
 *   BENCH_PORT (default 4421) is the port of the local server.
 */
import { createServer, request as httpRequest } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { startBenchServer } from './bench-server.ts';
import { watchPrerenders } from './prerender-watch.ts';
import { CHROMIUM_ARGS, findChromium, MISSING_CHROMIUM } from './find-chromium.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}"`);
const PORT = Number(process.env.BENCH_PORT ?? 4421);
/** The site (tools/serve.ts) on PORT, reached through the slow pass-through on PORT + 1. */
const ORIGIN = `http://127.0.0.1:${PORT + 1}`;
const REPORTS = 'reports/journeys';

/** Lighthouse's mobile throttling as DevTools applies it (its `throttling` constants for "devtools"). */
const NETWORK = { bytesPerSecond: (1474.56 * 1024) / 8, latency: 562.5 };
const CPU_SLOWDOWN = 4;

/**
 * The journeys: a first page, then the links clicked in turn, each named by a selector of the page
 * it is on (the first one shown is clicked), after a tap on `open` if given (the phone's menu).
 * Back is measured at the end of the first.
 */
interface Click {
  link: string;
  open?: string;
}
const journeys = [
  {
    name: 'home → the support pages → contact',
    start: '/',
    clicks: [
      { link: 'main a[href="/accompagnements"]' },
      { link: 'main a[href="/accompagnements/construction-renovation"]' },
      { open: '[data-menu-toggle]', link: '#mobile-menu a[href="/contact"]' },
    ],
  },
  { name: 'an article → the next article', start: '/blog/lumiere-et-productivite', clicks: [{ link: 'a[data-pager]' }] },
] satisfies { name: string; start: string; clicks: Click[] }[];

type Mode = 'no prerender' | 'tap' | 'hover';
const modes: readonly Mode[] = ['no prerender', 'tap', 'hover'];

/**
 * The phone's network between Chromium and the site: each response starts `latency` after its
 * request, and every response's bytes share one link of `bytesPerSecond`.
 */
let inFlight = 0;
function slowNetwork() {
  let linkFreeAt = 0;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return createServer((request, response) => {
    inFlight++;
    response.on('close', () => inFlight--);
    const forward = httpRequest(
      { host: '127.0.0.1', port: PORT, path: request.url, method: request.method, headers: request.headers },
      async (upstream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of upstream) chunks.push(chunk as Buffer);
        await wait(NETWORK.latency);
        response.writeHead(upstream.statusCode ?? 502, upstream.headers);
        for (const chunk of chunks) {
          for (let offset = 0; offset < chunk.length; offset += 1460) {
            const piece = chunk.subarray(offset, offset + 1460);
            const start = Math.max(Date.now(), linkFreeAt);
            linkFreeAt = start + (piece.length / NETWORK.bytesPerSecond) * 1000;
            await wait(linkFreeAt - Date.now());
            response.write(piece);
          }
        }
        response.end();
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  }).listen(PORT + 1, '127.0.0.1');
}

const chromePath = (await findChromium()) ?? '';
if (!chromePath) throw new Error(MISSING_CHROMIUM);

async function launchChromium(extra: string[]): Promise<Browser> {
  // navigator.webdriver false, so that the consent banner shows and is answered as a person would.
  return puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled', ...extra],
  });
}

/** A phone's page, CPU throttled, in a context of its own (no cookie, nothing cached: a first visit). */
async function phonePage(browser: Browser) {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: false });
  await page.emulateCPUThrottling(CPU_SLOWDOWN);
  const prerenders = new Map<string, string>();
  await watchPrerenders(page, prerenders);
  return { page, prerenders };
}

/** The page shown: how it came (prerendered or not) and its largest paint after the click. */
function shownPage() {
  return new Promise<{ prerendered: boolean; afterClick: number }>((resolve) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number };
    new PerformanceObserver((list) => {
      const largest = list.getEntries().at(-1)!.startTime;
      resolve({ prerendered: navigation.activationStart > 0, afterClick: Math.max(0, largest - navigation.activationStart) });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * How the page came back after Back at `backAt` (epoch ms): from the back/forward cache (its
 * `pageshow`, persisted, recorded by an init script) or loaded again (its largest paint).
 */
function cameBack(backAt: number) {
  const shows = (window as unknown as { __pageshows?: { persisted: boolean; at: number }[] }).__pageshows ?? [];
  const last = shows.at(-1);
  if (last?.persisted) return Promise.resolve({ fromCache: true, shown: last.at - backAt, why: '' });
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown };
  const why = JSON.stringify(navigation.notRestoredReasons ?? null);
  return new Promise<{ fromCache: boolean; shown: number; why: string }>((resolve) =>
    new PerformanceObserver((list) => resolve({ fromCache: false, shown: list.getEntries().at(-1)!.startTime, why })).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    }),
  );
}

/** Runs a look at the page again while a navigation swaps its document (Puppeteer then throws). */
async function settled<T>(look: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await look();
    } catch (error) {
      if (attempt > 50 || !/context was destroyed|detached|Target closed/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Waits until the page shown is another one, loaded. Polled: Puppeteer's navigation events do not
 * always follow a click that swaps the page's process (or activates a prerender).
 */
async function arrived(page: Page, from: string) {
  const started = Date.now();
  for (;;) {
    const state = await page.evaluate(() => ({ url: location.href, complete: document.readyState === 'complete' })).catch(() => undefined);
    if (state && state.url !== from && state.complete) return;
    if (Date.now() - started > 60_000) throw new Error(`no page loaded after ${from}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function click(page: Page, prerenders: Map<string, string>, { link: selector, open }: Click, mode: Mode) {
  if (open) await (await page.waitForSelector(open, { visible: true }))!.click();
  const handle = await page
    .waitForFunction((css) => [...document.querySelectorAll(css)].find((a) => a.getClientRects().length > 0), { timeout: 30_000 }, selector)
    .catch(() => {
      throw new Error(`no link shown for ${selector} on ${page.url()}`);
    });
  const link = handle.asElement() as ElementHandle<Element>;
  await link.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const href = new URL(await link.evaluate((element) => (element as HTMLAnchorElement).href)).href;
  const box = (await link.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await page.evaluate(
    (px, py, target) => {
      const e = document.elementFromPoint(px, py);
      return e === target || target.contains(e) ? '' : `${e?.tagName}.${e?.className}`;
    },
    x,
    y,
    link,
  );
  if (hit) throw new Error(`${selector} on ${page.url()} is covered by ${hit.slice(0, 120)}`);
  await page.mouse.move(x, y, { steps: 5 });
  if (mode === 'hover') {
    const started = Date.now();
    while (prerenders.get(href) !== 'Ready' && !prerenders.get(href)?.startsWith('Failure') && Date.now() - started < 5_000)
      await new Promise((resolve) => setTimeout(resolve, 25));
    // Then quiet: nothing on its way for 200 ms.
    for (let quietSince = Date.now(); Date.now() - quietSince < 200 && Date.now() - started < 5_000;) {
      if (inFlight > 0) quietSince = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  const from = page.url();
  await page.mouse.down();
  if (mode !== 'hover') await new Promise((resolve) => setTimeout(resolve, 100));
  await page.mouse.up();
  await arrived(page, from);
  if (mode !== 'no prerender' && prerenders.get(href) !== 'Ready')
    console.log(`    ${href}: prerender ${prerenders.get(href) ?? 'not tried'} when clicked`);
  // The largest paint settles once the page is loaded and has painted what it shows.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return settled(() => page.evaluate(shownPage));
}

interface StepFigure {
  journey: string;
  step: string;
  mode: Mode;
  ms: number;
  prerendered: boolean;
}
interface BackFigure {
  step: string;
  cache: boolean;
  ms: number;
  fromCache: boolean;
}

const steps: StepFigure[] = [];
const backs: BackFigure[] = [];

/** Goes through a journey by its links, forward, in one mode; returns the page at its end. */
async function forward(browser: Browser, journey: (typeof journeys)[number], mode: Mode) {
  const { page, prerenders } = await phonePage(browser);
  await page.goto(`${ORIGIN}${journey.start}`, { waitUntil: 'load' });
  // A first visit: the banner answered (refused) before going on.
  await (await page.waitForSelector('#cc-main:not([data-first-paint]) .cm [data-role="necessary"]', {
    visible: true,
    timeout: 60_000,
  }))!.click();
  await page.waitForFunction(() => document.cookie.includes('cc_cookie'));
  let from = journey.start;
  for (const step of journey.clicks) {
    const shown = await click(page, prerenders, step, mode);
    const to = await settled(() => page.evaluate(() => location.pathname));
    steps.push({ journey: journey.name, step: `${from} → ${to}`, mode, ms: shown.afterClick, prerendered: shown.prerendered });
    console.log(`  ${mode}: ${from} → ${to} ${shown.afterClick.toFixed(0)} ms${shown.prerendered ? ' (prerendered)' : ''}`);
    from = to;
    await watchPrerenders(page, prerenders);
  }
  return page;
}

/**
 * Back through the first journey, in Playwright's Chromium with the back/forward cache on (Playwright
 * turns it off by default: tests/e2e/back-forward.spec.ts) or off; Puppeteer loses the page that a
 * restoration from the cache swaps in.
 */
async function backThrough(cache: boolean) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled', '--disable-features=Prerender2'],
    ignoreDefaultArgs: cache ? ['--disable-back-forward-cache'] : [],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    // Every page shown records its pageshow events (a restored page's come with persisted set).
    await context.addInitScript(() =>
      addEventListener('pageshow', (event) => {
        const record = window as unknown as { __pageshows?: { persisted: boolean; at: number }[] };
        (record.__pageshows ??= []).push({ persisted: event.persisted, at: performance.timeOrigin + event.timeStamp });
      }),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const journey = journeys[0]!;
    await page.goto(`${ORIGIN}${journey.start}`);
    await page.locator('#cc-main:not([data-first-paint]) .cm [data-role="necessary"]').click();
    for (const { link, open } of journey.clicks) {
      if (open) await page.locator(open).click();
      const from = page.url();
      await Promise.all([
        page.waitForURL((url) => url.href !== from, { waitUntil: 'load' }),
        page.locator(link).locator('visible=true').first().click(),
      ]);
    }
    for (let back = 0; back < journey.clicks.length; back++) {
      const before = new URL(page.url()).pathname;
      // A page restored from the cache fires no load event: its document is complete already.
      const backAt = Date.now();
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState === 'complete');
      await page.waitForTimeout(500);
      const shown = await page.evaluate(cameBack, backAt);
      const step = `Back ${before} → ${new URL(page.url()).pathname}`;
      console.log(
        `  ${cache ? 'cache' : 'no cache'}: ${step}, ${shown.fromCache ? 'from the cache' : `loaded again ${shown.why}`}, ${shown.shown.toFixed(0)} ms`,
      );
      backs.push({ step, cache, ms: shown.shown, fromCache: shown.fromCache });
    }
  } finally {
    await browser.close();
  }
}

const server = await startBenchServer(PORT);
const network = slowNetwork();
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const mode of modes) {
      const browser = await launchChromium(mode === 'no prerender' ? ['--disable-features=Prerender2'] : []);
      try {
        for (const journey of journeys) await (await forward(browser, journey, mode)).browserContext().close();
      } finally {
        await browser.close();
      }
    }
    for (const cache of [false, true]) await backThrough(cache);
  }
} finally {
  network.close();
  server.kill();
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`);
const lines = ['| Journey step | No prerender | Tap (100 ms) | Hover, then click |', '|---|---:|---:|---:|'];
for (const step of [...new Set(steps.map((s) => s.step))]) {
  const cell = (mode: Mode) => {
    const figures = steps.filter((s) => s.step === step && s.mode === mode);
    if (!figures.length) return '–';
    const prerendered = figures.filter((s) => s.prerendered).length;
    return `${seconds(median(figures.map((s) => s.ms)))}${mode !== 'no prerender' ? ` (${prerendered}/${figures.length} prerendered)` : ''}`;
  };
  lines.push(`| ${step} | ${cell('no prerender')} | ${cell('tap')} | ${cell('hover')} |`);
}
lines.push('', '| Back | Without the back/forward cache | With it |', '|---|---:|---:|');
for (const step of [...new Set(backs.map((b) => b.step))]) {
  const cell = (cache: boolean) => {
    const figures = backs.filter((b) => b.step === step && b.cache === cache);
    if (!figures.length) return '–';
    const fromCache = figures.filter((b) => b.fromCache).length;
    return `${seconds(median(figures.map((b) => b.ms)))} (${fromCache}/${figures.length} from the cache)`;
  };
  lines.push(`| ${step} | ${cell(false)} | ${cell(true)} |`);
}
const legend = `Chromium, ${RUNS} run(s), median; 412 × 823 phone, ${NETWORK.latency} ms a request, ${((NETWORK.bytesPerSecond * 8) / 1024 / 1024).toFixed(2)} Mb/s, ${CPU_SLOWDOWN}× CPU, applied. From the click to the next page's largest paint (prerendered: from its activation); Back: to the restored page's pageshow, or to the largest paint of a page loaded again.`;
const table = `${lines.join('\n')}\n\n${legend}\n`;
console.log(table);
await mkdir(REPORTS, { recursive: true });
await writeFile(`${REPORTS}/summary.md`, table);
await writeFile(`${REPORTS}/summary.json`, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, steps, backs }, null, 2));
// Back must come from the back/forward cache on every page; the other figures are reported.
const notCached = backs.filter((b) => b.cache && !b.fromCache);
if (notCached.length) {
  console.error(`Back not served from the back/forward cache: ${notCached.map((b) => b.step).join('; ')}`);
  process.exitCode = 1;
}
