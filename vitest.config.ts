import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // unit: pure logic and components; build: checks over the built site in dist/ (after npm run build).
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts'],
    environment: 'node',
    // The JSON report feeds the one-line summary that .ci/run prints (tools/test-summary.ts).
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
  },
});
