/**
 * Browser tests against the built site (`dist/`), served by tools/serve.ts with the production
 * headers on a dedicated port, in the system Chromium's headless shell (or the browser itself). Run `npm run build` first (`npm test` does).
 * The `real-content` project (tests/e2e/real-content/) looks at the site as she will publish it:
 * the real-content fixture (`npm run test:real-content` builds it; `npm test` does, before these),
 * her identity, photographs and portrait in, served on the next port.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, findHeadlessShell, MISSING_CHROMIUM } from './tools/find-chromium.ts';

/** E2E_PORT lets two checkouts run their browser tests side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4410);
const REAL_CONTENT_PORT = PORT + 1;
if (!existsSync('.real-content-fixture/dist/index.html')) {
  throw new Error(
    'The browser tests also look at the site with her photographs: build it first with `npm run test:real-content` (npm test does).',
  );
}
// The headless shell where it is installed (.ci/run installs it): a third faster than the browser.
const executablePath = findHeadlessShell() ?? (await findChromium());
if (!executablePath) throw new Error(MISSING_CHROMIUM);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The JSON report feeds the one-line summary that .ci/run prints (tools/test-summary.ts).
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // No action (a click, a wait for a file chooser) may wait longer than this, whatever the test's
    // own timeout: the editor's tests allow several minutes, and a click on a control that never
    // came once held one attempt for all 40 of them.
    actionTimeout: 60_000,
    locale: 'fr-BE',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS, '--no-first-run'],
    },
  },
  projects: [
    { name: 'site', testIgnore: 'real-content/**' },
    { name: 'real-content', testDir: 'tests/e2e/real-content', use: { baseURL: `http://127.0.0.1:${REAL_CONTENT_PORT}` } },
  ],
  webServer: [
    {
      command: `node tools/serve.ts --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `node tools/serve.ts --port ${REAL_CONTENT_PORT} --dir .real-content-fixture/dist`,
      url: `http://127.0.0.1:${REAL_CONTENT_PORT}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});
