import { defineConfig } from 'vitest/config';

/**
 * The checks of the built site that depend on its pictures, on the real-content fixture build
 * (`node tools/real-content.ts --fixture`: photographs in every picture field and in a few
 * articles' text, a few dozen article pairs) instead of dist/: the size test, the image files'
 * metadata and sizes, the responsive pictures; and, with its complete identity built as production,
 * the site as it goes live (launch.test.ts: indexable, no stand-in anywhere; host-files.test.ts: the
 * sitemap and robots.txt; projects.test.ts: her projects, with photographs, in the sitemap). `npm run test:real-content` builds it first.
 */
export default defineConfig({
  test: {
    include: ['tests/unit/page-weight.test.ts', 'tests/build/person-photo.test.ts', 'tests/build/image-files.test.ts', 'tests/build/responsive-pictures.test.ts', 'tests/build/launch.test.ts', 'tests/build/host-files.test.ts', 'tests/build/projects.test.ts'],
    environment: 'node',
    env: { DIST_DIR: '.real-content-fixture/dist' },
    // The JSON report feeds the one-line summary that .ci/run prints (tools/test-summary.ts).
    reporters: ['default', ['json', { outputFile: 'reports/real-content.json' }]],
  },
});
