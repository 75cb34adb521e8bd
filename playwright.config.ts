/**
 * Browser tests against the built site (`dist/`), served by scripts/serve.ts with the production
 * headers on a dedicated port, in the system Chromium. Run `npm run build` first (`npm test` does).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, MISSING_CHROMIUM } from './scripts/find-chromium.ts';

/** E2E_PORT lets two checkouts run their browser tests side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4410);
const executablePath = await findChromium();
if (!executablePath) throw new Error(MISSING_CHROMIUM);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The JSON report feeds the one-line summary that .ci/run prints (scripts/test-summary.ts).
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
  webServer: {
    command: `node scripts/serve.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
