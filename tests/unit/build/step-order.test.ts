/** The build pipeline's order check (build/step-order.ts), and the pipeline's own order (build/pipeline.ts). */
import { describe, expect, it } from 'vitest';
import { afterBuildSteps } from '../../../build/pipeline';
import { checkOrder, globsOverlap, orderProblems, sharedGlobs } from '../../../build/step-order';

describe('globsOverlap', () => {
  it.each([
    ['**/*.html', 'en/about.html', true],
    ['**/*.html', 'index.html', true],
    ['**/*.html', 'og/*.png', false],
    ['**/*.html', 'pagefind/*.js', false],
    ['**/*', '_headers', true],
    ['*/*', 'og/*.png', true],
    ['*/*', 'favicon.ico', false],
    ['*/*', 'pagefind/index/*.pf_index', false],
    ['admin/**', 'admin/index.html', true],
    ['pagefind/*.pf_meta', 'pagefind/pagefind.*', true],
    ['_astro/fonts/*.woff2', '_astro/*.js', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(globsOverlap(a, b)).toBe(expected);
    expect(globsOverlap(b, a)).toBe(expected);
  });
});

describe('sharedGlobs', () => {
  it('honours a reader’s exclusion of a whole folder', () => {
    expect(sharedGlobs([{ glob: '**/*.html', except: ['admin/**'] }], ['admin/**'])).toEqual([]);
    expect(sharedGlobs([{ glob: '**/*.html', except: ['admin/**'] }, '*/*'], ['admin/**'])).toEqual(['admin/**']);
    expect(sharedGlobs(['**/*.html'], ['admin/**'])).toEqual(['admin/**']);
  });

  it('honours a writer’s exclusion', () => {
    expect(sharedGlobs(['admin/index.html'], [{ glob: '**/*.html', except: ['admin/**'] }])).toEqual([]);
  });
});

describe('checkOrder', () => {
  const cards = { name: 'share-cards', reads: ['**/*.html'], writes: ['og/*.png'] };
  const host = { name: 'host-config', reads: ['*/*'], writes: ['_headers'] };
  const check = { name: 'image-check', reads: ['**/*'], writes: [] };

  it('accepts steps that read only what earlier steps wrote', () => {
    expect(orderProblems([cards, host, check])).toEqual([]);
    expect(() => checkOrder([cards, host, check])).not.toThrow();
  });

  it('refuses a step that reads what a later step writes, naming both', () => {
    expect(orderProblems([host, cards, check])).toEqual([
      `"host-config" reads 'og/*.png', which "share-cards" writes after it: list "host-config" after "share-cards"`,
    ]);
    expect(() => checkOrder([cards, check, host])).toThrow(/"image-check" reads '_headers', which "host-config" writes after it/);
  });

  it('holds for the pipeline as listed', () => {
    expect(orderProblems(afterBuildSteps)).toEqual([]);
    for (const step of afterBuildSteps) expect(step.integration().name).toBe(step.name);
    expect(afterBuildSteps.map((step) => step.name)).toEqual([
      'page-rewrites',
      'search-index',
      'editor',
      'share-cards',
      'host-config',
      'site-icons',
      'image-check',
    ]);
  });

  it('would refuse the host config before the editor or the share cards', () => {
    const steps = (names: string[]) => names.map((name) => afterBuildSteps.find((step) => step.name === name)!);
    expect(orderProblems(steps(['host-config', 'editor', 'share-cards']))).toHaveLength(2);
  });
});
