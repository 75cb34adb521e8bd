/**
 * deploy/nginx.conf serves dist/ as Netlify and Cloudflare Pages do (docs/deploy.md). When nginx
 * is installed (Debian: nginx-light; .ci/run installs it), the test starts it with that server
 * block on 127.0.0.1, as the current user, with its pid, logs and temporary files in a temporary
 * folder, and checks statuses, 404 pages, headers, compression and caching. Without nginx, only
 * the configuration's headers are checked.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachePolicies, editorHeaders, securityHeaders } from '../../build/host/host-config';
import { builtPages, distDir, expectEditorServed, expectSpeculationServed } from './built-site';

const confFile = resolve(import.meta.dirname, '../../deploy/nginx.conf');
const conf = readFileSync(confFile, 'utf8');

function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX, 'nginx', '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (candidate && spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return undefined;
}

/** The `set $name "value";` lines of a piece of the configuration. */
const variables = (text: string) => Object.fromEntries([...text.matchAll(/^\s*set\s+\$(\w+)\s+"([^"]*)";$/gm)].map((m) => [m[1]!, m[2]!]));

describe('deploy/nginx.conf', () => {
  const server = conf.replace(/^\s*location[^{]*\{[^}]*\}/gm, '');
  /** The headers the server block declares, a `$variable` read from `set` in `scope`; an empty one is not sent. */
  const headers = (scope: Record<string, string>) =>
    Object.fromEntries(
      [...server.matchAll(/^\s*add_header\s+(\S+)\s+(?:"([^"]*)"|\$(\w+))\s+always;$/gm)]
        .filter((match) => match[1] !== 'Cache-Control')
        .map((match) => [match[1]!, match[2] ?? scope[match[3]!] ?? ''])
        .filter(([, value]) => value !== ''),
    );

  it('sends the security headers of _headers, declared once for every location', () => {
    expect(headers(variables(server))).toEqual(securityHeaders);
    // nginx drops every inherited add_header in a location that declares one of its own.
    for (const block of conf.matchAll(/location[^{]*\{([^}]*)\}/g)) expect(block[1]).not.toContain('add_header');
  });

  it('gives /admin/ the editor’s CSP and X-Robots-Tag of _headers', () => {
    const admin = /location \/admin\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    const { 'Content-Security-Policy': _public, ...others } = securityHeaders;
    expect(headers({ ...variables(server), ...variables(admin) })).toEqual({ ...others, ...editorHeaders });
  });
});

const nginx = findNginx();
if (!nginx)
  console.log('nginx is not installed: skipping the checks of deploy/nginx.conf served by nginx (Debian: apt-get install nginx-light).');

/** A free TCP port on the loopback interface, or NGINX_TEST_PORT. */
async function freePort(): Promise<number> {
  if (process.env.NGINX_TEST_PORT) return Number(process.env.NGINX_TEST_PORT);
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** The production server block, listening on the test port and serving this checkout's dist/. */
function testServerBlock(source: string, port: number, root: string): string {
  const listens = source.match(/^\s*listen\s+.*;$/gm) ?? [];
  const roots = source.match(/^\s*root\s+.*;$/gm) ?? [];
  if (listens.length === 0 || roots.length !== 1) throw new Error('deploy/nginx.conf: expected listen lines and one root line');
  return source.replace(/^\s*listen\s+.*;$/gm, '').replace(/^(\s*)root\s+.*;$/m, `$1listen 127.0.0.1:${port};\n$1root ${root};`);
}

describe.skipIf(!nginx)('deploy/nginx.conf served by nginx', () => {
  let server: ChildProcess;
  let prefix: string;
  let base: string;
  let stderr = '';

  beforeAll(async () => {
    await builtPages();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    prefix = await mkdtemp(join(tmpdir(), 'nginx-test-'));
    await writeFile(join(prefix, 'site.conf'), testServerBlock(conf, port, distDir));
    // A thin main configuration: everything nginx writes goes to the temporary folder.
    const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;
    await writeFile(
      join(prefix, 'nginx.conf'),
      [
        'worker_processes 1;',
        `pid ${join(prefix, 'nginx.pid')};`,
        `error_log ${join(prefix, 'error.log')} warn;`,
        'events { worker_connections 64; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
        `  include ${join(prefix, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
    server = spawn(nginx!, ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const started = Date.now();
    for (;;) {
      if (server.exitCode !== null) {
        const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
        throw new Error(`nginx exited (${server.exitCode}): ${stderr}\n${log}`);
      }
      if (
        await fetch(base).then(
          () => true,
          () => false,
        )
      )
        break;
      if (Date.now() - started > 10_000) throw new Error(`nginx did not answer on ${base}: ${stderr}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }, 20_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    if (prefix) await rm(prefix, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual', headers: { 'Accept-Encoding': 'gzip' } });
  const dist = (file: string) => readFileSync(join(distDir, file), 'utf8');

  it('serves each page at its path with status 200', async () => {
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/en', 'en.html'],
      ['/contact', 'contact.html'],
      ['/en/contact', 'en/contact.html'],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(dist(file!));
    }
  });

  it('redirects /x/, /x.html and /index.html to the one address of the page', async () => {
    for (const [path, location] of [
      ['/contact/', '/contact'],
      ['/en/', '/en'],
      ['/en/contact/', '/en/contact'],
      ['/contact.html', '/contact'],
      ['/en/contact.html?x=1', '/en/contact?x=1'],
      ['/index.html', '/'],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
  });

  it('answers unknown paths with the 404 page of their language and status 404', async () => {
    for (const [path, file] of [
      ['/nope', '404.html'],
      ['/about/nope/deeper', '404.html'],
      ['/en/nope', 'en/404.html'],
      ['/en/nope/deeper', 'en/404.html'],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(dist(file!));
    }
  });

  it('sends the security headers with pages, files, errors and redirects', async () => {
    const css = dist('index.html').match(/href="(\/_astro\/[^"]+\.css)"/)![1]!;
    for (const path of ['/', '/en/contact', css, '/og/index.png', '/nope', '/nope/deeper', '/en/nope/deeper', '/contact/', '/index.html']) {
      const response = await get(path);
      for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
    }
  });

  it('compresses HTML, CSS, JavaScript, SVG, XML and the manifest', async () => {
    const html = dist('index.html');
    const css = html.match(/href="(\/_astro\/[^"]+\.css)"/)![1]!;
    const js = html.match(/src="(\/_astro\/[^"]+\.js)"/)![1]!;
    // An XML file large enough to be worth compressing: the feed (the sitemap is empty while the content is provisional).
    for (const path of ['/', '/en/contact', css, js, '/favicon.svg', '/blog/rss.xml', '/site.webmanifest', '/nope']) {
      const response = await get(path);
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      expect(response.headers.get('vary'), path).toContain('Accept-Encoding');
    }
    expect((await get('/og/index.png')).headers.get('content-encoding')).toBeNull();
  });

  it('keeps hashed files a year and revalidates everything else', async () => {
    const css = dist('index.html').match(/href="(\/_astro\/[^"]+\.css)"/)![1]!;
    expect((await get(css)).headers.get('cache-control')).toBe(cachePolicies.immutable);
    for (const path of ['/', '/en', '/contact', '/og/index.png', '/site.webmanifest', '/nope', '/_astro/missing.js']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe(cachePolicies.revalidate);
    }
  });

  it('serves the editor at /admin/ with its own CSP, out of search engines; /admin redirects there', async () => {
    await expectEditorServed(get);
    expect((await get('/')).headers.get('x-robots-tag')).toBeNull();
    expect((await get('/')).headers.get('content-security-policy')).toBe(securityHeaders['Content-Security-Policy']);
  });

  it('names the speculation rules on pages, not on the editor or hashed files, and serves them with their type', async () => {
    await expectSpeculationServed(get);
  });

  it('serves the icons and the manifest with their types', async () => {
    expect((await get('/site.webmanifest')).headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect((await get('/apple-touch-icon.png')).headers.get('content-type')).toBe('image/png');
    expect((await get('/favicon.ico')).headers.get('content-type')).toBe('image/x-icon');
  });
});
