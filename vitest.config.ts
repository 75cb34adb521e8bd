import { defineConfig } from 'vitest/config';

/**
 * Every Vitest suite, one project each; `npm run test:*` runs them by name (`vitest run --project unit`).
 * - unit: the code's own logic and components, in tests/unit/ (its folders mirror the code's);
 * - build: checks over the built site in dist/ (after `npm run build`), in tests/build/;
 * - real-content: checks over the real-content fixture build (`node tools/real-content.ts --fixture`:
 *   photographs in every picture field, her complete identity, built as production), in
 *   tests/build/real-content/. The files of tests/build/both-builds/ run in build and here.
 * - engines: Firefox and WebKit against the built site (tests/engines/), one file per engine, the
 *   two side by side (one browser each).
 * The tests of tests/build/ read the build named by DIST_DIR (tests/build/built-site.ts).
 */
export default defineConfig({
  test: {
    environment: 'node',
    // The JSON report feeds the one-line summary that .ci/run prints (tools/test-summary.ts): each
    // `test:*` script names its own file with --outputFile.json.
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'], exclude: ['tests/build/real-content/**'] } },
      {
        extends: true,
        test: {
          name: 'real-content',
          include: ['tests/build/real-content/**/*.test.ts', 'tests/build/both-builds/**/*.test.ts'],
          env: { DIST_DIR: '.real-content-fixture/dist' },
        },
      },
      {
        extends: true,
        // One retry, as the Chromium suite has: Firefox may drop a page from its back/forward cache
        // on a loaded machine (seen once on a fresh 2-core run), which one test waits for.
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          retry: 1,
        },
      },
    ],
  },
});
