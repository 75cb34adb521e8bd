/**
 * The built site (`dist/`), read once for the tests of this folder. They check what a crawler, a
 * chat app or a host gets from the build, on every page it holds, including pages added after
 * these tests were written: run `npm run build` first (`npm test` does).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readBuiltPages, type BuiltPage } from '../../src/integrations/built-pages';

export const distDir = resolve(import.meta.dirname, '../../dist');

export async function builtPages(): Promise<BuiltPage[]> {
  if (!existsSync(resolve(distDir, 'index.html'))) {
    throw new Error('dist/ has no build: run `npm run build` before these tests (npm test does).');
  }
  return readBuiltPages(distDir);
}

/** The file a site path names inside dist/ (`/og/en.png` → dist/og/en.png). */
export const distFile = (path: string) => resolve(distDir, `.${decodeURIComponent(path)}`);
