import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The JSON report feeds the one-line summary that .ci/run prints (scripts/test-summary.ts).
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
  },
});
