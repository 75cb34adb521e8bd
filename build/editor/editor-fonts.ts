/**
 * The editor's three fonts from our origin. Sveltia CMS's npm entry loads them from its own
 * `npm/assets/` (with the FontFace API), but the stylesheet of its interface library still names
 * them on jsDelivr, which the editor's CSP refuses (a violation on every load). Its three addresses
 * are changed to the same files, served from `/admin/sveltia/assets/` (pinned by editor-patch.ts).
 */
import { editorFolder } from '../../src/config/editor';
import type { Patch } from './editor-patch';

/** Where the bundle is served (editor-bundle.ts writes it there): `/admin/sveltia`. */
export const bundleBase = `/${editorFolder}/sveltia`;

/** CDN address in Sveltia CMS 0.221.1's `npm/index.js` → the same font's file in its `npm/assets/`. */
export const fontFiles: Readonly<Record<string, string>> = {
  'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2':
    'source-sans-3-latin-wght-normal-BqRLTx4X.woff2',
  'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2': 'noto-mono-latin-400-normal-DiC8lJru.woff2',
  'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2':
    'material-symbols-outlined-latin-wght-normal-_Z1IJPLg.woff2',
};

export const localFonts: readonly Patch[] = Object.entries(fontFiles).map(([url, file]) => ({
  what: `font address ${url}`,
  find: `src:url(${url})`,
  replace: `src:url(${bundleBase}/assets/${file})`,
}));
