/**
 * The site as the cross-engine tests see it, all on 127.0.0.1:
 * - the built site, served by tools/serve.ts exactly as the browser tests and `npm start` serve it;
 * - in front of it, a pass-through that adds one classic script at the top of every page's <head>
 *   (./person.js): neither WebDriver classic nor WebKit's driver can run a script before the page's
 *   own, and the page must look like a person's browser (the consent banner hides from automated
 *   ones) and have its errors and CSP violations recorded from the first line;
 * - the browsers' proxy for every other host, which answers nothing and records the attempt: no
 *   test reaches another address, and a test can assert that a page tried none.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where person.js is served; the site's CSP allows it ('self'). */
export const PERSON_SCRIPT_PATH = '/__engines/person.js';
const personScript = readFileSync(new URL('./person.js', import.meta.url));

export interface TestSite {
  /** The address of the site, e.g. http://127.0.0.1:40123. */
  base: string;
  /** host:port of the proxy every non-local request goes through. */
  proxy: { host: string; port: number };
  /** Every host:port a browser asked the proxy for, in order. */
  attempts: string[];
  close(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Starts tools/serve.ts on a free port and resolves with that port once it answers. */
function startSiteServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['tools/serve.ts', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`tools/serve.ts exited (${code}) before serving: ${output}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Serving .* at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
  });
}

/** Forwards to the site server; adds person.js to HTML pages, uncompressed so it can be edited. */
function passThrough(sitePort: number): Server {
  return createServer((request, response) => {
    if (request.url === PERSON_SCRIPT_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(personScript);
      return;
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: sitePort,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (!String(headers['content-type']).startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head>/, `<head><script src="${PERSON_SCRIPT_PATH}"></script>`);
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers).end(html);
        });
      },
    );
    upstream.on('error', (error) => response.writeHead(502).end(String(error)));
    request.pipe(upstream);
  });
}

/** An HTTP proxy that forwards nothing: CONNECT and absolute-URL requests are recorded and refused. */
function blackHole(attempts: string[]): Server {
  const server = createServer((request, response) => {
    attempts.push(request.headers.host ?? request.url ?? '?');
    response.writeHead(403, { 'Content-Type': 'text/plain' }).end('No network in the cross-engine tests.');
  });
  server.on('connect', (request, socket) => {
    attempts.push(request.url ?? '?');
    socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
  });
  return server;
}

export async function startTestSite(): Promise<TestSite> {
  const { child, port: sitePort } = await startSiteServer();
  const front = passThrough(sitePort);
  const attempts: string[] = [];
  const proxy = blackHole(attempts);
  const [frontPort, proxyPort] = await Promise.all([listen(front), listen(proxy)]);
  return {
    base: `http://127.0.0.1:${frontPort}`,
    proxy: { host: '127.0.0.1', port: proxyPort },
    attempts,
    async close() {
      front.closeAllConnections();
      proxy.closeAllConnections();
      await Promise.all([closeServer(front), closeServer(proxy)]);
      child.kill();
    },
  };
}
