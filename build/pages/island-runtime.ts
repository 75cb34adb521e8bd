/**
 * Astro writes the script that brings its islands to life (the `astro-island` element, 4.4 kB,
 * 1.5 kB compressed) inline into every page that has one. Build step: the same script once, as a
 * file of `_astro/` that the browser caches across pages, and each page loading it `async`.
 *
 * Why: a document that fits the first window a server sends paints a round trip sooner
 * (docs/performance.md, "The document in one round trip").
 *
 * The runtime only defines the `astro-island` element: defined later, the islands already in the
 * page are upgraded then, each waiting, as before, for its directive (`client:visible`…), whose
 * small inline script comes before it in the page and stays inline. The page's CSP drops the hash
 * of the inline runtime; the file is allowed as the site's own (`script-src 'self'`).
 */
import { createHash } from 'node:crypto';
import { cspHash } from './csp-script-hashes';

/** Astro's inline island runtime: an immediately run function that defines `astro-island`. */
const RUNTIME = /<script>(\(\(\)=>\{(?:(?!<\/script>)[\s\S])*?customElements\.define\("astro-island",(?:(?!<\/script>)[\s\S])*?)<\/script>/;

/** The runtime's code as a page inlines it, if the page has islands. */
export function findIslandRuntime(page: string): string | undefined {
  return RUNTIME.exec(page)?.[1];
}

/** The file name for the runtime's code: named by its content, as Astro names its own. */
export function islandRuntimeFile(code: string): string {
  return `_astro/astro-island.${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
}

/** The page with its inline runtime (this very code) replaced by the file at `src`, and the code's hash out of its CSP. */
export function externalIslandRuntime(page: string, code: string, src: string): string {
  const inline = `<script>${code}</script>`;
  if (!page.includes(inline)) return page;
  return page.replace(inline, `<script src="${src}" async></script>`).replace(` ${cspHash(code)}`, '');
}
