/** The pages of a build: every `.html` file under `dist/`, as paths relative to it, sorted. */
import { existsSync, readdirSync } from 'node:fs';

export const MISSING_BUILD = 'No built pages in dist/: run `npm run build` first.';

export function builtPages(dir = 'dist'): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('.html'))
    .sort();
}
