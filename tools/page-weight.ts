/**
 * What a built page makes the browser fetch before any interaction, read from dist/ alone (no
 * browser, so the answer is the same on every machine): the stylesheets it links, its module
 * scripts and every module they import, statically or dynamically (a module a page script
 * imports by itself loads without any interaction too), the fonts it preloads, the images it marks
 * high priority. Islands' component scripts (astro-island `component-url`, `renderer-url`) are not
 * counted: they load when the island scrolls into view. tests/build/both-builds/page-weight.test.ts holds every
 * page to tools/budgets.ts with it.
 */
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageAssets {
  /** Site paths (`/_astro/x.js`) of the module scripts and all they import, each once. */
  scripts: string[];
  /** Inline scripts (they run before interaction too: counted as JavaScript). */
  inlineScripts: string[];
  stylesheets: string[];
  fontPreloads: string[];
  highPriorityImages: number;
}

const attr = (tag: string, name: string) =>
  tag
    .match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find((v) => v !== undefined);
const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => m[0]);

/** `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/\b(?:import|export)\s*(?:[^'"`();]*?\bfrom\s*)?["'`]([^"'`]+\.m?js)["'`]/g)].map((m) => m[1]!);
}

/** `import("./x.js")`, with any quotes. */
export function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g)].map((m) => m[1]!);
}

const imports = (code: string) => [...staticImports(code), ...dynamicImports(code)];

/** Resolves `./x.js` against the importing file's site path. */
const resolveFrom = (from: string, specifier: string) =>
  specifier.startsWith('/') ? specifier : posix.join(posix.dirname(from), specifier);

/** The assets a page's HTML asks for before interaction; `read` gives a site path's text from dist/. */
export async function pageAssets(html: string, read: (sitePath: string) => Promise<string>): Promise<PageAssets> {
  const withoutIslands = html.replace(/<template\b[\s\S]*?<\/template>/gi, '');
  const stylesheets = tags(withoutIslands, 'link')
    .filter((tag) => /\brel=["']?stylesheet\b/i.test(tag))
    .map((tag) => attr(tag, 'href')!);
  const fontPreloads = tags(withoutIslands, 'link')
    .filter((tag) => /\brel=["']?preload\b/i.test(tag) && attr(tag, 'as') === 'font')
    .map((tag) => attr(tag, 'href')!);
  const highPriorityImages = tags(withoutIslands, 'img').filter((tag) => attr(tag, 'fetchpriority') === 'high').length;

  const scripts = new Set<string>();
  const inlineScripts: string[] = [];
  const queue: string[] = [];
  for (const match of withoutIslands.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    const type = attr(` ${attributes}`, 'type');
    if (type && type !== 'module' && type !== 'text/javascript') continue; // JSON-LD and other data
    const src = attr(` ${attributes}`, 'src');
    if (src) queue.push(src);
    else {
      inlineScripts.push(body);
      if (type === 'module') queue.push(...imports(body).map((s) => resolveFrom('/', s)));
    }
  }
  while (queue.length) {
    const path = queue.shift()!;
    if (scripts.has(path)) continue;
    scripts.add(path);
    queue.push(...imports(await read(path)).map((specifier) => resolveFrom(path, specifier)));
  }
  return { scripts: [...scripts], inlineScripts, stylesheets, fontPreloads, highPriorityImages };
}

/** Reads a site path (`/_astro/x.js`) from a built site folder. */
export const readerFor = (dist: string) => async (sitePath: string) => {
  const path = decodeURIComponent(new URL(sitePath, 'http://site').pathname);
  return readFile(join(dist, path), 'utf8').catch(() => {
    throw new Error(`${sitePath} is referenced but missing from ${dist}/`);
  });
};

/** Size as it travels: gzip at level 9. */
export const gzipSize = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
