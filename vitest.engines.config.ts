import { defineConfig } from 'vitest/config';

/**
 * The cross-engine suite (tests/engines/): Firefox and WebKit against the built site, one file per
 * engine, the two side by side (one browser each). Run after `npm run build` (`npm test` does).
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The JSON report feeds the one-line summary that .ci/run prints (tools/test-summary.ts).
    reporters: ['default', ['json', { outputFile: 'reports/engines.json' }]],
  },
});
