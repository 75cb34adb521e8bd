/**
 * Sveltia CMS bundled for /admin/ from its npm entry (`@sveltia/cms`, `npm/index.js`) with esbuild:
 * its libraries (Immutable.js, Leaflet, svgo, Shiki's grammars…), its fonts and its interface words
 * all come from node_modules and are served from our origin. Its few changes (editor-patch.ts) are
 * applied as esbuild loads its files; nothing is rewritten after.
 */
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { editorFrench } from './editor-french';
import { editorPackageDir, patchedSource } from './editor-patch';

/** Starts the editor as the page's first module runs; the package sets `window.CMS` itself, which save-checks.js, run next, uses. */
const ENTRY = `import CMS from '@sveltia/cms';\nCMS.init();\n`;

/**
 * The package's files as this site runs them: its entry patched, its French completed, and each
 * locale a module of one default export (esbuild's JSON loader would also export each key).
 */
function sveltiaFiles(pkg: string): Plugin {
  const entry = join(pkg, 'npm/index.js');
  const locales = join(pkg, 'locales');
  return {
    name: 'sveltia-files',
    setup(build) {
      build.onLoad({ filter: /[\\/]@sveltia[\\/]cms[\\/]/ }, async ({ path }) => {
        if (path === entry) return { contents: patchedSource('npm/index.js', await readFile(path, 'utf8')), loader: 'js' };
        if (dirname(path) !== locales || !path.endsWith('.json')) return undefined;
        const json = await readFile(path, 'utf8');
        const words = basename(path) === 'fr.json' ? JSON.stringify(editorFrench(json)) : json;
        return { contents: `export default ${words}`, loader: 'js' };
      });
    },
  };
}

/**
 * Writes the editor into `out` (`<dist>/admin/sveltia/`): `index.js`, the module the page loads,
 * its chunks beside it, and `assets/` (fonts, WebAssembly, a worker), which the code finds next to
 * itself (`new URL('assets/…', import.meta.url)`).
 */
export async function bundleEditor(out: string): Promise<void> {
  const pkg = editorPackageDir();
  await rm(out, { recursive: true, force: true });
  await build({
    stdin: { contents: ENTRY, resolveDir: pkg, sourcefile: 'editor-entry.js', loader: 'js' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    // Module scripts are always read as UTF-8: no need to escape the interface words.
    charset: 'utf8',
    outdir: out,
    entryNames: 'index',
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
    plugins: [sveltiaFiles(pkg)],
  });
  await mkdir(join(out, 'assets'), { recursive: true });
  for (const asset of await readdir(join(pkg, 'npm/assets'))) {
    if (!asset.endsWith('.map')) await copyFile(join(pkg, 'npm/assets', asset), join(out, 'assets', asset));
  }
}
