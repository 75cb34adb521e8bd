/**
 * The changes this site makes to Sveltia CMS's code, each pinned to the version it was written for.
 * A change is an exact text of the package's file and its replacement: the build fails, naming the
 * change, if the installed version is another or if the text is not found exactly once, rather than
 * ship an editor that quietly lost a fix. Upgrading means re-reading each change against the new
 * version's file, then updating the texts and `SVELTIA_VERSION`.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { switchOffFeatures } from './editor-features-off';
import { localFonts } from './editor-fonts';
import { numberInput } from './editor-number-input';

/** The version of @sveltia/cms every change below was written for (package.json pins it exactly). */
export const SVELTIA_VERSION = '0.221.1';

export interface Patch {
  /** What it changes, as the build's error names it. */
  what: string;
  /** The exact text of the package's file, found once. */
  find: string;
  replace: string;
}

/** Every change, by the package file it applies to. */
export const patches: Readonly<Record<string, readonly Patch[]>> = {
  'npm/index.js': [...numberInput, ...switchOffFeatures, ...localFonts],
};

/** The installed version, refused unless it is the one the changes were written for. */
export function checkSveltiaVersion(installed = installedVersion()): void {
  if (installed !== SVELTIA_VERSION) {
    throw new Error(
      `editor: @sveltia/cms ${installed} is installed, but the editor's changes (build/editor/editor-patch.ts) were written for ${SVELTIA_VERSION}; check each against the new version, then update SVELTIA_VERSION`,
    );
  }
}

const require = createRequire(import.meta.url);

/** The installed editor package's folder (its `exports` name only `npm/index.js`). */
export function editorPackageDir(): string {
  return dirname(dirname(require.resolve('@sveltia/cms')));
}

function installedVersion(): string {
  return (require(join(editorPackageDir(), 'package.json')) as { version: string }).version;
}

/** How many times `find` occurs in `source`. */
export function occurrences(source: string, find: string): number {
  let count = 0;
  for (let at = source.indexOf(find); at !== -1; at = source.indexOf(find, at + find.length)) count++;
  return count;
}

/** `source` (the package's `file`) with this site's changes, each found exactly once. */
export function patchedSource(file: string, source: string, version = installedVersion()): string {
  checkSveltiaVersion(version);
  let out = source;
  for (const patch of patches[file] ?? []) {
    const found = occurrences(out, patch.find);
    if (found !== 1)
      throw new Error(
        `editor: expected the ${patch.what} once in @sveltia/cms/${file} ${SVELTIA_VERSION}, found it ${found} times (build/editor/editor-patch.ts)`,
      );
    out = out.replace(patch.find, () => patch.replace);
  }
  return out;
}
