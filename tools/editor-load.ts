/**
 * The editor's first load, measured the same way before and after a change (docs/editing.md,
 * "Ce que l'éditeur télécharge"): what `/admin/` transfers until its sign-in screen is ready, and
 * how long after the request the "Travailler avec un dépôt local" button appears, in Chromium,
 * unthrottled, as a first visit (empty cache) and as a second one (the same browser, cache warm).
 * Each given build folder is served by tools/serve.ts (the host's headers and compression) and
 * measured in turn, run after run, so that the machine's load weighs on both alike.
 *
 *   node tools/editor-load.ts [--runs 5] [--port 4439] dist [other-dist …]
 *
 * Prints one line per folder: the median and the range of each figure. Timings are not tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, MISSING_CHROMIUM } from './find-chromium.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4439' },
  },
});
const folders = positionals.length ? positionals : ['dist'];
const runs = Number(values.runs);
const port = Number(values.port);

interface Load {
  /** Bytes on the wire (headers and compressed bodies), from the navigation to the ready screen. */
  bytes: number;
  requests: number;
  /** Milliseconds from the request to the sign-in button being visible. */
  ms: number;
}

async function serve(folder: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['tools/serve.ts', '--dir', folder, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(server.stdout!, 'data');
  return server;
}

/** One load of /admin/ in `page`, counted with the DevTools protocol. */
async function load(page: Page): Promise<Load> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  const start = Date.now();
  await page.goto(`http://127.0.0.1:${port}/admin/`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: /dépôt local/ }).waitFor({ state: 'visible', timeout: 120_000 });
  const ms = Date.now() - start;
  // What is still arriving for the screen (the fonts, the icons) counts too.
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return { bytes, requests, ms };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const range = (numbers: number[]) => `${Math.min(...numbers)}–${Math.max(...numbers)}`;

const executablePath = await findChromium();
if (!executablePath) throw new Error(MISSING_CHROMIUM);
const results = new Map<string, { cold: Load[]; warm: Load[] }>(folders.map((folder) => [folder, { cold: [], warm: [] }]));
for (let run = 0; run < runs; run++) {
  for (const folder of folders) {
    const server = await serve(folder);
    // Nothing leaves the machine: every other host's name fails to resolve (the editor's background
    // checks, a newer version and GitHub's status, fail at once). Not a route: routing turns off the
    // browser's cache, which the second visit measures.
    const browser = await chromium.launch({
      executablePath,
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    });
    try {
      const newPage = async () => (await browser.newContext({ locale: 'fr-BE' })).newPage();
      // The server compresses each file on its first request, as a CDN fills its cache: one load
      // fills it, so that the measured ones time the transfer and the browser, not the compression.
      await load(await newPage());
      const page = await newPage();
      results.get(folder)!.cold.push(await load(page));
      results.get(folder)!.warm.push(await load(page));
    } finally {
      await browser.close();
      server.kill();
      await once(server, 'exit');
    }
  }
}
for (const [folder, { cold, warm }] of results) {
  const line = (name: string, loads: Load[]) =>
    `${name}: ${(median(loads.map((l) => l.bytes)) / 1000).toFixed(0)} kB in ${median(loads.map((l) => l.requests))} requests, ` +
    `sign-in shown after ${median(loads.map((l) => l.ms))} ms (${range(loads.map((l) => l.ms))})`;
  console.log(`${folder} (${runs} runs)\n  ${line('first visit', cold)}\n  ${line('second visit', warm)}`);
}
