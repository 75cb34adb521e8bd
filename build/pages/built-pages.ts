/**
 * Every HTML page of a build, with the public path it is served at and what its <head> says.
 * The build steps after Astro (share cards, sitemap) iterate this, never a list of pages, so a page
 * added later (a blog article, a category) is covered without a change here.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEditorFile } from '../../src/config/editor';
import { readHead, type PageHead } from './html-head';

export interface BuiltPage {
  /** The file, relative to the build folder, with forward slashes: `en/about.html`. */
  file: string;
  /** The path the host serves it at (`build.format: 'file'`): `/en/about`, `/` for index.html. */
  path: string;
  head: PageHead;
}

/** `index.html` → `/`, `en.html` → `/en`, `en/about.html` → `/en/about`. */
export function pathOfHtmlFile(file: string): string {
  const path = `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
}

/** Not-found pages are served for unknown paths, not at an address of their own. */
export function isNotFoundPage(page: BuiltPage): boolean {
  return /(^|\/)404\.html$/.test(page.file);
}

/** Every HTML page under `dir`, relative to it, with forward slashes, sorted; the editor (/admin/) is not one. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !isEditorFile(file))
    .sort();
}

export async function readBuiltPages(dir: URL | string): Promise<BuiltPage[]> {
  const root = typeof dir === 'string' ? dir : fileURLToPath(dir);
  const files = await htmlFiles(root);
  return Promise.all(
    files.map(async (file) => ({ file, path: pathOfHtmlFile(file), head: readHead(await readFile(join(root, file), 'utf8')) })),
  );
}
