/**
 * The build's own steps, in the order they run: `beforeBuild()` when Astro starts, `afterBuild()`
 * on the finished dist/. Each step after the build names what it reads and writes in dist/
 * (globs, see ./step-order.ts), and the order is checked when the build starts: a step that
 * reads what a later step writes fails the build. docs/architecture.md walks through the steps.
 */
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { editorFolder } from '../src/config/editor';
import { searchFolder } from '../src/config/search';
import { drawPictureWords } from './assets/draw-picture-words';
import { imageCheck } from './assets/image-check';
import { shareCards } from './assets/share-cards';
import { iconFiles, siteIcons } from './assets/site-icons';
import { editor } from './editor/editor';
import { hostConfig, speculationRulesFile } from './host/host-config';
import { launchCheck } from './launch/launch-check';
import { clientDirectives } from './pages/client-directives';
import { pageRewrites } from './pages/page-rewrites';
import { searchIndex } from './search/search-index';
import { checkOrder, type StepFiles } from './step-order';

/** The built pages: every HTML file but the editor's. */
const pages = { glob: '**/*.html', except: [`${editorFolder}/**`] };

/** One step after the build: its integration, and what it reads and writes in dist/. */
export interface Step extends StepFiles {
  integration: () => AstroIntegration;
}

/** The steps after Astro's build, in order. */
export const afterBuildSteps: Step[] = [
  {
    name: 'page-rewrites',
    integration: pageRewrites,
    // The islands' style into <head>, typography, per-page CSP; then the fonts cut to the pages' characters.
    reads: [pages, '_astro/fonts/*.woff2'],
    writes: [pages, '_astro/*.js', '_astro/fonts/*.woff2'],
  },
  {
    name: 'search-index',
    integration: searchIndex,
    reads: [pages],
    // Pagefind's script, wasm, index, excerpts and filters, and each language's vocabulary: no HTML.
    writes: [
      ...['js', 'json', 'pf_meta', 'pagefind', 'txt'].map((ext) => `${searchFolder}/*.${ext}`),
      ...['index', 'fragment', 'filter'].map((kind) => `${searchFolder}/${kind}/*.pf_${kind}`),
    ],
  },
  { name: 'editor', integration: editor, reads: [], writes: [`${editorFolder}/**`] },
  { name: 'share-cards', integration: shareCards, reads: [pages], writes: ['og/*.png'] },
  {
    name: 'host-config',
    integration: hostConfig,
    // `*/*`: the top-level folders, each of which gets its caching rule in `_headers`.
    reads: [pages, '*/*'],
    writes: ['_headers', speculationRulesFile, 'sitemap.xml', 'robots.txt'],
  },
  { name: 'site-icons', integration: siteIcons, reads: [], writes: Object.values(iconFiles).map((path) => path.slice(1)) },
  { name: 'image-check', integration: imageCheck, reads: ['**/*'], writes: [] },
];

/** One integration running the hooks of `integrations` in order, each with its own log prefix. */
function inOrder(name: string, integrations: AstroIntegration[]): AstroIntegration {
  const hooks: Record<string, unknown> = {};
  for (const hook of new Set(integrations.flatMap((integration) => Object.keys(integration.hooks)))) {
    hooks[hook] = async (params: { logger: AstroIntegrationLogger }) => {
      for (const integration of integrations) {
        const run = (integration.hooks as Record<string, ((params: unknown) => unknown) | undefined>)[hook];
        if (run) await run({ ...params, logger: params.logger.fork(integration.name) });
      }
    };
  }
  return { name, hooks };
}

/** When Astro starts: the launch check (a production build refused while content is provisional), the pictures' words drawn, the `client:use` directive. */
export function beforeBuild(): AstroIntegration {
  return inOrder('before-build', [launchCheck(), drawPictureWords(), clientDirectives()]);
}

/** The steps on the finished dist/, in the order of `afterBuildSteps`, once that order is checked. */
export function afterBuild(): AstroIntegration {
  checkOrder(afterBuildSteps);
  return inOrder(
    'after-build',
    afterBuildSteps.map((step) => step.integration()),
  );
}
