/**
 * The built site (`dist/`), read once for the tests of this folder. They check what a crawler, a
 * chat app or a host gets from the build, on every page it holds, including pages added after
 * these tests were written: run `npm run build` first (`npm test` does).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { readBuiltPages, type BuiltPage } from '../../src/integrations/built-pages';
import { editorHeaders } from '../../src/integrations/host-config';

/** dist/, or another build named by DIST_DIR (the real-content copy: `DIST_DIR=.real-content/dist`). */
export const distDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : resolve(import.meta.dirname, '../../dist');

export async function builtPages(): Promise<BuiltPage[]> {
  if (!existsSync(resolve(distDir, 'index.html'))) {
    throw new Error('dist/ has no build: run `npm run build` before these tests (npm test does).');
  }
  return readBuiltPages(distDir);
}

/** The file a site path names inside dist/ (`/og/en.png` → dist/og/en.png). */
export const distFile = (path: string) => resolve(distDir, `.${decodeURIComponent(path)}`);

/**
 * What a server of the build (scripts/serve.ts, deploy/nginx.conf) must do for the editor: /admin
 * redirects to /admin/, its page and files come with the editor's headers, its configuration as YAML.
 */
export async function expectEditorServed(get: (path: string) => Promise<Response>): Promise<void> {
  const redirect = await get('/admin');
  expect(redirect.status).toBe(301);
  expect(redirect.headers.get('location')).toBe('/admin/');
  const page = await get('/admin/');
  expect(page.status).toBe(200);
  expect(await page.text()).toBe(readFileSync(resolve(distDir, 'admin/index.html'), 'utf8'));
  for (const [name, value] of Object.entries(editorHeaders)) expect(page.headers.get(name), `${name} on /admin/`).toBe(value);
  const config = await get('/admin/config.yml');
  expect(config.status).toBe(200);
  expect(config.headers.get('content-type')).toMatch(/^application\/yaml/);
  expect(config.headers.get('x-robots-tag')).toBe(editorHeaders['X-Robots-Tag']);
}
