/**
 * The content editor at `/admin/` (Sveltia CMS), written into the build after the pages:
 * - `admin/index.html`, `noindex`, which loads the editor from our own origin;
 * - `admin/sveltia-cms.js` (and its lazily loaded chunk), copied from node_modules, never from a CDN.
 *   The bundle fetches its interface words and its three fonts from public CDNs; both addresses are
 *   rewritten to files copied next to it (`admin/locales/`, `admin/fonts/`), so the editor loads
 *   nothing from another origin. The rewrite fails the build if a new version moves them;
 * - `admin/ui-language.js`: the editor's interface in French unless the owner chose otherwise;
 * - `admin/config.yml`, generated from the content schemas (src/lib/editor/);
 * - `admin/mise-en-ligne.html`, the values still provisional (editor-launch-page.ts);
 * - `admin/save-checks.js`, the checks before each save, and Immutable.js, which Sveltia hands
 *   them the entry in; `admin/upload-checks.js`, the pictures refused before "Insérer"
 *   (editor-modules.ts).
 * The bundle is also rewritten: Belgian numbers (editor-number-input.ts), features that cannot
 * work here switched off (editor-features-off.ts).
 * Its own CSP and `X-Robots-Tag` come from `_headers` (host-config.ts) and deploy/nginx.conf.
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { editorFrench } from './editor-french';
import { switchOffFeatures } from './editor-features-off';
import { browserModule, immutableFile, localImmutable, saveChecksScript, uploadChecksScript } from './editor-modules';
import { patchNumberInput } from './editor-number-input';
import { editorFolder, launchPageFile, maxUploadBytes, picturesFolder, uploadsFolder, uploadTypes } from '../../src/config/editor';
import { iconFrenchNames } from '../../src/config/icon-names';
import { pageSlugs } from '../../src/config/pages';
import { derivedExternalNames, site } from '../../src/config/site';
import { editorCollections } from '../../src/lib/editor/collections';
import { editorConfig, renderEditorConfig, saveCheckData, type EditorSettings } from '../../src/lib/editor/config';
import { blogCategoryNames, titlesOf } from '../../src/lib/editor/choice-names';
import { siteSchema } from '../../src/content/schemas/site';
import { thisBuild } from '../../src/lib/launch/launch-status';
import { renderLaunchPage } from './editor-launch-page';
import { editorPageHead } from './editor-page-head';

const require = createRequire(import.meta.url);

/** The installed editor package's folder (its `exports` name only `npm/index.js`). */
export function editorPackageDir(): string {
  return dirname(dirname(require.resolve('@sveltia/cms')));
}

/** A font the bundle asks a CDN for, and the file of the npm package that holds the same bytes. */
export interface FontFile {
  url: string;
  /** The file's name under /admin/fonts/. */
  name: string;
  /** Its path in node_modules. */
  source: string;
}

const FONT_URL = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@([\d.]+)\/([a-z0-9-]+\.woff2)/g;
const LOCALES_BASE = /`\$\{\w+\}@\$\{\w+\}\/locales`/g;

/** The fonts the bundle loads: each must be installed at the same version (package.json pins them). */
export function fontsOf(bundle: string): FontFile[] {
  const fonts = new Map<string, FontFile>();
  for (const [url, family, variable, version, file] of bundle.matchAll(FONT_URL)) {
    const pkg = `@fontsource${variable ? '-variable' : ''}/${family}`;
    const installed = (require(`${pkg}/package.json`) as { version: string }).version;
    if (installed !== version) throw new Error(`editor: the editor wants ${pkg}@${version}, ${installed} is installed (npm install --save-exact ${pkg}@${version})`);
    const name = `${family}-${file}`;
    fonts.set(url, { url, name, source: require.resolve(`${pkg}/files/${name}`) });
  }
  return [...fonts.values()];
}

/** The bundle with its font and locale addresses pointing at our own copies under `base` (`/admin`). */
export function localiseBundle(bundle: string, fonts: readonly FontFile[], base: string): string {
  if (!fonts.length) throw new Error('editor: no font address found in the editor bundle; check what it loads before upgrading');
  const locales = bundle.match(LOCALES_BASE) ?? [];
  if (locales.length !== 1) throw new Error(`editor: expected one locale address in the editor bundle, found ${locales.length}`);
  let out = bundle.replace(LOCALES_BASE, `\`${base}/locales\``);
  for (const font of fonts) out = out.replaceAll(font.url, `${base}/fonts/${font.name}`);
  return out;
}

/** The editor's page: French, not indexed, everything from this origin. The bundle is a classic script, as Sveltia asks. */
export function renderEditorPage(base: string): string {
  return `${editorPageHead('Éditeur du site')}
<link href="${base}/config.yml" type="application/yaml" rel="cms-config-url">
<script src="${base}/ui-language.js"></script>
</head>
<body>
<script src="${base}/sveltia-cms.js"></script>
<script type="module" src="${base}/save-checks.js"></script>
<script type="module" src="${base}/upload-checks.js"></script>
</body>
</html>
`;
}

/**
 * Runs before the editor: French interface unless the owner picked another language in its
 * settings (Sveltia otherwise follows the browser's language). A file, not an inline script: the
 * CSP allows no inline script.
 */
export const uiLanguageScript = `// Generated by build/editor/editor.ts: the editor's interface in French by default.
try {
  const key = 'sveltia-cms.prefs';
  const prefs = JSON.parse(localStorage.getItem(key) || '{}') || {};
  if (!prefs.locale) localStorage.setItem(key, JSON.stringify({ ...prefs, locale: 'fr' }));
} catch {}
`;

/** The editor's settings: config/editor.ts, where it saves (the site's data or the host), the practice's name, the route table, the names of choices, what is still provisional. */
export function editorSettings(): EditorSettings {
  const { editorBackend, items } = thisBuild();
  return {
    backend: { repo: editorBackend.repo, branch: editorBackend.branch, authBaseUrl: editorBackend.authBaseUrl },
    uploadsFolder,
    picturesFolder,
    maxUploadBytes,
    uploadTypes,
    brand: site.brand,
    logo: '/favicon.svg',
    pagePaths: pageSlugs,
    choiceNames: [iconFrenchNames, blogCategoryNames(), { ...titlesOf(siteSchema, 'external'), ...derivedExternalNames }],
    launch: { href: `/${editorFolder}/${launchPageFile}`, fields: items.map(({ collection, field }) => ({ collection, field })) },
  };
}

/** The generated configuration, from the collection list and the settings above. */
export function buildEditorConfig(): string {
  return renderEditorConfig(editorConfig(editorCollections, editorSettings()));
}

/** Sveltia's French interface words with ours written over them (editor-french.ts). */
export function withFrench(json: string): string {
  const words = JSON.parse(json) as Record<string, unknown>;
  for (const [path, text] of Object.entries(editorFrench)) {
    const keys = path.split('.');
    let node = words;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = text;
  }
  return JSON.stringify(words);
}

/** Sveltia's bundle as /admin/ serves it: everything from our origin, Belgian numbers, nothing that cannot work here. */
export function patchBundle(bundle: string, fonts: readonly FontFile[], base: string): string {
  return switchOffFeatures(patchNumberInput(localImmutable(localiseBundle(bundle, fonts, base), base)));
}

/** Writes the editor into `<dist>/admin/`. */
export async function writeEditor(dist: string, root = process.cwd()): Promise<void> {
  const out = join(dist, editorFolder);
  const base = `/${editorFolder}`;
  const pkg = editorPackageDir();
  await mkdir(join(out, 'fonts'), { recursive: true });
  await mkdir(join(out, 'locales'), { recursive: true });
  await mkdir(join(out, 'chunks'), { recursive: true });

  const bundle = await readFile(join(pkg, 'dist/sveltia-cms.js'), 'utf8');
  const fonts = fontsOf(bundle);
  await writeFile(join(out, 'sveltia-cms.js'), patchBundle(bundle, fonts, base));
  await mkdir(join(out, 'modules'), { recursive: true });
  await copyFile(await immutableFile(pkg, bundle), join(out, 'modules/immutable.es.js'));
  const editorLib = join(root, 'src/lib/editor');
  await writeFile(join(out, 'cross-field-rules.js'), browserModule(await readFile(join(editorLib, 'cross-field-rules.ts'), 'utf8')));
  await writeFile(join(out, 'identifiers.js'), browserModule(await readFile(join(root, 'src/lib/identifiers.ts'), 'utf8')));
  await writeFile(join(out, 'save-checks.js'), saveChecksScript(await readFile(join(editorLib, 'save-checks.ts'), 'utf8'), saveCheckData(editorCollections, editorSettings())));
  await writeFile(join(out, 'upload-checks.js'), uploadChecksScript(await readFile(join(editorLib, 'upload-checks.ts'), 'utf8'), { maxBytes: maxUploadBytes }));
  for (const font of fonts) await copyFile(font.source, join(out, 'fonts', font.name));
  for (const chunk of await readdir(join(pkg, 'dist/chunks'))) {
    if (chunk.endsWith('.js')) await copyFile(join(pkg, 'dist/chunks', chunk), join(out, 'chunks', chunk));
  }
  for (const locale of await readdir(join(pkg, 'locales'))) {
    if (!locale.endsWith('.json')) continue;
    if (locale === 'fr.json') await writeFile(join(out, 'locales', locale), withFrench(await readFile(join(pkg, 'locales', locale), 'utf8')));
    else await copyFile(join(pkg, 'locales', locale), join(out, 'locales', locale));
  }
  await writeFile(join(out, 'index.html'), renderEditorPage(base));
  await writeFile(join(out, 'ui-language.js'), uiLanguageScript);
  await writeFile(join(out, 'config.yml'), buildEditorConfig());
  await writeFile(join(out, launchPageFile), renderLaunchPage(thisBuild(), `${base}/`));
}

export function editor(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'editor',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      // Listed before host-config in astro.config.ts: admin/ exists when `_headers` is written.
      'astro:build:done': async ({ dir, logger }) => {
        await writeEditor(fileURLToPath(dir), root);
        logger.info(`wrote the editor to ${editorFolder}/ (config.yml generated from the content schemas)`);
      },
    },
  };
}
