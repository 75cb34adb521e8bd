/** The pages of a build: every `.html` file under `dist/`, as paths relative to it, sorted. */
import { existsSync, readdirSync } from 'node:fs';
import { isEditorFile } from '../src/config/editor.ts';

export const MISSING_BUILD = 'No built pages in dist/: run `npm run build` first.';

export function builtPages(dir = 'dist'): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('.html'))
    // The editor (/admin/) is not a public page: its own markup and CSP are Sveltia's.
    .filter((entry) => !isEditorFile(entry))
    .sort();
}
