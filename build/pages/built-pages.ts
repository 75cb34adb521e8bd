/**
 * Every HTML page of a build, with the public path it is served at and what its <head> says.
 * The build steps after Astro (share cards, sitemap, search) iterate this, never a list of pages,
 * so a page added later (a blog article, a category) is covered without a change here. The Node
 * tools and the tests read builds through it too: its imports carry their `.ts` extension, so
 * plain Node loads it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEditorFile } from '../../src/config/editor.ts';
import { readHead, type PageHead } from './html-tree.ts';

export interface BuiltPage {
  /** The file, relative to the build folder, with forward slashes: `en/about.html`. */
  file: string;
  /** The path the host serves it at (`build.format: 'file'`): `/en/about`, `/` for index.html. */
  path: string;
  head: PageHead;
}

export const MISSING_BUILD = 'No built pages in dist/: run `npm run build` first.';

/** `index.html` → `/`, `en.html` → `/en`, `en/about.html` → `/en/about`. */
export function pathOfHtmlFile(file: string): string {
  const path = `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
}

/** Not-found pages are served for unknown paths, not at an address of their own. */
export function isNotFoundPage(page: { file: string }): boolean {
  return /(^|\/)404\.html$/.test(page.file);
}

/** Every HTML page under `dir`, relative to it, with forward slashes, sorted (none when there is no build); the editor (/admin/) is not one. */
export function builtPages(dir: URL | string = 'dist'): string[] {
  const root = typeof dir === 'string' ? dir : fileURLToPath(dir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !isEditorFile(file))
    .sort();
}

/**
 * The addresses of a build's pages (`/`, `/en/about`, `/blog/…`), not-found pages left out: every
 * page, whether or not the sitemap lists it (a build kept out of search engines lists none).
 */
export function builtRoutes(dir: URL | string = 'dist'): string[] {
  return builtPages(dir)
    .filter((file) => !isNotFoundPage({ file }))
    .map(pathOfHtmlFile);
}

/** Every page of the build with its path and its <head> read. */
export async function readBuiltPages(dir: URL | string): Promise<BuiltPage[]> {
  const root = typeof dir === 'string' ? dir : fileURLToPath(dir);
  return Promise.all(
    builtPages(root).map(async (file) => ({ file, path: pathOfHtmlFile(file), head: readHead(await readFile(join(root, file), 'utf8')) })),
  );
}
