/**
 * Serves the built site (`dist/`) the way the production CDN does, for `npm start` and the browser
 * tests: `/about` → about.html with status 200, `/about/` → 301 to `/about`, unknown paths → the
 * nearest 404.html (English under /en) with status 404, and the headers of `dist/_headers` applied.
 * `astro preview` does none of the last two, so it cannot stand in for the host.
 * A folder with an index.html (only the editor's, `/admin/`) is served at its address with the
 * slash, and `/admin` redirects there, as Cloudflare Pages and Netlify do.
 * Text responses are compressed as the CDN compresses them (brotli or gzip per `Accept-Encoding`,
 * see compression.ts), so the browser tests and `npm run bench` see the bytes a visitor gets.
 *
 * `npm run edit` (tools/edit.ts) serves with the same `siteServer` on localhost: the editor's
 * "work with a local repository" needs a localhost address (the browser gives its File System
 * Access API to secure origins only), and it swaps the folder served after each rebuild.
 *
 * Usage: node tools/serve.ts [--port 4321] [--host 127.0.0.1] [--dir dist]
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compress, isCompressible, negotiate, type Encoding } from './compression.ts';
import { headersFor, parseHeadersFile } from './headers-file.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.yml': 'application/yaml; charset=utf-8',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file that answers a clean URL: the asset itself, `<path>.html`, or `index.html` for `/`. */
async function fileFor(root: string, pathname: string): Promise<string | undefined> {
  const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, safe);
  if (!base.startsWith(root)) return undefined;
  const candidates = pathname === '/' ? [join(root, 'index.html')] : [base, `${base}.html`];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return undefined;
}

/** Bodies by file, version and encoding: each file is read and compressed once, like a CDN cache. */
const bodies = new Map<string, { body: Buffer; etag: string }>();
async function bodyFor(file: string, encoding: Encoding | undefined): Promise<{ body: Buffer; etag: string }> {
  const { mtimeMs, size } = await stat(file);
  const key = [file, mtimeMs, size, encoding ?? 'identity'].join('\0');
  let found = bodies.get(key);
  if (!found) {
    const raw = await readFile(file);
    const body = encoding ? compress(raw, encoding) : raw;
    found = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    bodies.set(key, found);
  }
  return found;
}

/** Forgets the bodies and rules of every build but `root` (npm run edit, after a rebuild). */
export function forgetBuildsBut(root: string): void {
  for (const key of bodies.keys()) if (!key.startsWith(root)) bodies.delete(key);
  for (const key of rulesByRoot.keys()) if (key !== root) rulesByRoot.delete(key);
}

/** Each build's `_headers` rules, read once per build folder. */
const rulesByRoot = new Map<string, Promise<ReturnType<typeof parseHeadersFile>>>();
function rulesOf(root: string) {
  let rules = rulesByRoot.get(root);
  if (!rules) rulesByRoot.set(root, (rules = readFile(join(root, '_headers'), 'utf8').then(parseHeadersFile, () => parseHeadersFile(''))));
  return rules;
}

export interface SiteServerOptions {
  /** The build folder to serve, read at each request: `npm run edit` swaps it after each rebuild. */
  root: () => string;
  /**
   * Asked first for each request of a page (not of a file of /admin/, /_astro/, …): it may answer
   * the request itself and return true. `npm run edit` holds a page while a rebuild runs, and
   * shows a failed rebuild's message instead of the page.
   */
  beforePage?: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
}

/** Whether a path asks for a page (its HTML), rather than an asset or a file of the editor. */
export const isPagePath = (pathname: string) => !/^\/(admin|_astro|og|fonts)\//.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);

/** The server of a build, as the CDN serves it (see the header). */
export function siteServer({ root: rootOf, beforePage }: SiteServerOptions): Server {
  return createServer(async (request, response) => {
    const root = rootOf();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    if (beforePage && isPagePath(pathname) && (await beforePage(request, response))) return;
    const rules = await rulesOf(root);
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) response.setHeader(name, value);

    const folderIndex = join(root, normalize(pathname).replace(/^(\.\.[/\\])+/, ''), 'index.html');
    const isFolder = pathname !== '/' && folderIndex.startsWith(root) && (await isFile(folderIndex));
    if (isFolder && !pathname.endsWith('/')) {
      response.writeHead(301, { Location: `${pathname}/${url.search}` }).end();
      return;
    }
    if (!isFolder && pathname.length > 1 && pathname.endsWith('/')) {
      response.writeHead(301, { Location: pathname.replace(/\/+$/, '') + url.search }).end();
      return;
    }
    let file = isFolder ? folderIndex : await fileFor(root, pathname);
    let status = 200;
    if (!file) {
      // Unknown path: the 404 page of the visitor's language, as Cloudflare Pages picks it.
      const english = pathname === '/en' || pathname.startsWith('/en/');
      file = join(root, english ? 'en/404.html' : '404.html');
      status = 404;
    }
    try {
      const type = types[extname(file)] ?? 'application/octet-stream';
      const compressible = isCompressible(type);
      const encoding = compressible ? negotiate(request.headers['accept-encoding']) : undefined;
      const { body, etag } = await bodyFor(file, encoding);
      // Revalidation as the CDNs answer it: a page or an editor file asked again ("max-age=0,
      // must-revalidate") comes back 304 when it has not changed since.
      if (status === 200 && request.headers['if-none-match'] === etag) {
        response.writeHead(304, { ETag: etag, ...(compressible && { Vary: 'Accept-Encoding' }) }).end();
        return;
      }
      response.writeHead(status, {
        ...(status === 200 && { ETag: etag }),
        // A type `_headers` sets wins (the speculation rules' own), as on the CDNs.
        'Content-Type': response.getHeader('Content-Type') ?? type,
        'Content-Length': body.length,
        ...(compressible && { Vary: 'Accept-Encoding' }),
        ...(encoding && { 'Content-Encoding': encoding }),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.writeHead(500).end('dist/ is missing this file: run `npm run build` first');
    }
  });
}

/** Listens, and prints the address (the system's port when asked for 0, as the tests do) and the editor's. */
export async function listen(server: Server, port: number, host: string, root: string): Promise<number> {
  await new Promise<void>((done) => server.listen(port, host, done));
  const { port: given } = server.address() as { port: number };
  console.log(`Serving ${root} at http://${host}:${given}`);
  if (await isFile(join(root, 'admin/index.html'))) {
    console.log(`The editor: http://${host}:${given}/admin/`);
    if (host === 'localhost')
      console.log('In Chrome or Edge, choose « Travailler avec un dépôt local » and open this folder (the clone of the site).');
  }
  return given;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4321' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string', default: 'dist' },
    },
  });
  const root = resolve(values.dir);
  await listen(siteServer({ root: () => root }), Number(values.port), values.host, root);
}
