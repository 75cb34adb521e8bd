/**
 * The benchmark: loads every built page (those of dist/sitemap.xml, and the two 404 pages) in
 * Chromium at phone size, as a first-time
 * visitor (consent not given), and reports what each page costs: bytes transferred by kind
 * (compressed as a CDN would serve them), layout shift and largest paint. Sizes and layout shift
 * are checked against the budgets below (exit 1 when one is exceeded); timings on this machine's
 * loopback are reported, not judged.
 *
 * Usage: npm run build && npm run bench
 */
import { gzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';
import { chromium, type Response } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { findChromium, MISSING_CHROMIUM } from './find-chromium.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4420);
const BUDGET = {
  /** Everything a page transfers before interaction (HTML, CSS, JS, fonts, images above the fold). */
  totalKb: 250,
  jsKb: 15,
  cssKb: 20,
  cls: 0.05,
};

const sitemap = await readFile('dist/sitemap.xml', 'utf8').catch(() => {
  throw new Error('dist/sitemap.xml is missing: run `npm run build` first');
});
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).concat(['/404', '/en/404']);

const executablePath = await findChromium();
if (!executablePath) throw new Error(MISSING_CHROMIUM);
const server = spawn(process.execPath, ['scripts/serve.ts', '--port', String(PORT)], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 800));

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows: string[] = [];
let failures = 0;
try {
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    const first = await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'networkidle' });
    if (first?.status() !== 200) throw new Error(`${path} answered ${first?.status()}`);
    const bytes = { html: 0, css: 0, js: 0, font: 0, image: 0 };
    for (const response of responses) {
      const type = response.request().resourceType();
      const body = await response.body().catch(() => Buffer.alloc(0));
      const size = type === 'image' || type === 'font' ? body.length : gzipSync(body).length;
      if (type === 'document') bytes.html += size;
      else if (type === 'stylesheet') bytes.css += size;
      else if (type === 'script') bytes.js += size;
      else if (type === 'font') bytes.font += size;
      else if (type === 'image') bytes.image += size;
    }
    const { cls, lcp } = await page.evaluate(
      () =>
        new Promise<{ cls: number; lcp: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({ cls: (window as unknown as { __cls: number }).__cls, lcp: entries.at(-1)?.startTime ?? 0 });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const kb = (n: number) => n / 1024;
    const total = kb(Object.values(bytes).reduce((a, b) => a + b, 0));
    const over = [
      total > BUDGET.totalKb && `total ${total.toFixed(0)} kB`,
      kb(bytes.js) > BUDGET.jsKb && `js ${kb(bytes.js).toFixed(1)} kB`,
      kb(bytes.css) > BUDGET.cssKb && `css ${kb(bytes.css).toFixed(1)} kB`,
      cls > BUDGET.cls && `cls ${cls.toFixed(3)}`,
    ].filter(Boolean);
    if (over.length) failures++;
    rows.push(
      [path.padEnd(44), ...Object.values(bytes).map((b) => kb(b).toFixed(1).padStart(7)), total.toFixed(1).padStart(7), cls.toFixed(3).padStart(6), `${lcp.toFixed(0)} ms`.padStart(8), over.length ? `  OVER: ${over.join(', ')}` : ''].join(' '),
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(['route'.padEnd(44), 'html', '   css', '    js', '  font', ' image', ' total', '   cls', '     lcp'].join('  '), '(kB gzip, phone, first visit)');
for (const row of rows) console.log(row);
console.log(`budgets: total ≤ ${BUDGET.totalKb} kB, JS ≤ ${BUDGET.jsKb} kB, CSS ≤ ${BUDGET.cssKb} kB, CLS ≤ ${BUDGET.cls}`);
if (failures) {
  console.error(`${failures} page(s) over budget`);
  process.exit(1);
}
