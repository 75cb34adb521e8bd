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

/**
 * The addresses of a build's pages (`/`, `/en/about`, `/blog/…`), not-found pages left out: every
 * page, whether or not the sitemap lists it (a build kept out of search engines lists none).
 */
export function builtRoutes(dir = 'dist'): string[] {
  return builtPages(dir)
    .filter((file) => !/(^|\/)404\.html$/.test(file))
    // `index.html` → `/`, `en/about.html` → `/en/about`, as the host serves them (build/
    // built-pages.ts says the same, but plain Node cannot load that module: it imports without extensions).
    .map((file) => `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`.replace(/^\/index$/, '/'));
}
