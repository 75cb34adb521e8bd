/**
 * Build step: the rewrites every page written to `dist/` goes through after Astro, in order.
 * Each is a pure function of the page's HTML (unit-tested on its own); a page none of them changes
 * is not rewritten.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { asyncTrailingModuleScripts } from './async-module-scripts';
import { builtPages } from './built-pages';
import { withOwnScriptHashes } from './csp-script-hashes';
import { subsetSiteFonts } from '../assets/font-subset';
import { externalIslandRuntime, findIslandRuntime, islandRuntimeFile } from './island-runtime';
import { scriptsIntoSections } from './scripts-between-sections';
import { stylesToHead } from './styles-to-head';
import { typesetPage } from './typeset-page';

type Rewrite = [name: string, rewrite: (page: string) => string];

const REWRITES: Rewrite[] = [
  ["moved the body's <style> elements into <head>", stylesToHead],
  ['made the layout script async', asyncTrailingModuleScripts],
  ['moved the scripts between two sections into the first', scriptsIntoSections],
  ['typeset the text (spaces, apostrophes, compounds kept whole)', typesetPage],
  // Last: the rewrites before it may take inline scripts out (the islands' runtime).
  ["kept in the CSP only the hashes of the page's own inline scripts", withOwnScriptHashes],
];

export function pageRewrites(): AstroIntegration {
  return {
    name: 'page-rewrites',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = builtPages(root);
        // The islands' runtime, the same on every page that has islands: written once as a file.
        let runtime: string | undefined;
        for (const file of files) if ((runtime = findIslandRuntime(await readFile(join(root, file), 'utf8')))) break;
        const rewrites: Rewrite[] = [...REWRITES];
        if (runtime) {
          const runtimeFile = islandRuntimeFile(runtime);
          await mkdir(join(root, '_astro'), { recursive: true });
          await writeFile(join(root, runtimeFile), runtime);
          rewrites.unshift([
            `loaded the islands' runtime from /${runtimeFile}`,
            (page) => externalIslandRuntime(page, runtime!, `/${runtimeFile}`),
          ]);
        }
        const changed = new Map(rewrites.map(([name]) => [name, 0]));
        for (const file of files) {
          const original = await readFile(join(root, file), 'utf8');
          let page = original;
          for (const [name, rewrite] of rewrites) {
            const next = rewrite(page);
            if (next !== page) changed.set(name, changed.get(name)! + 1);
            page = next;
          }
          if (page !== original) await writeFile(join(root, file), page);
        }
        for (const [name, count] of changed) logger.info(`${name} on ${count} page(s)`);
        // After the rewrites: typesetting adds characters (no-break spaces, word joiners).
        for (const font of await subsetSiteFonts(root, files)) {
          logger.info(
            `font ${font.url}: cut to the characters the pages show, ${(font.before / 1024).toFixed(1)} → ${(font.after / 1024).toFixed(1)} kB`,
          );
        }
      },
    },
  };
}
