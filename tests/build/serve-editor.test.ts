/**
 * `npm run edit` serves the built site with tools/serve.ts on localhost and prints the editor's
 * address; the browser tests use the same server. Started here on a free port: /admin redirects to
 * /admin/, which is the editor's page with its own headers, and public pages keep theirs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../build/host/host-config';
import { builtPages, expectEditorServed, expectSpeculationServed } from './built-site';

describe('tools/serve.ts on localhost, as npm run edit starts it', () => {
  let server: ChildProcess;
  let output = '';
  let base = '';

  beforeAll(async () => {
    await builtPages();
    server = spawn(process.execPath, [resolve(import.meta.dirname, '../../tools/serve.ts'), '--host', 'localhost', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const started = Date.now();
    // Until the line after the editor's address is in too: the two lines may come in two chunks
    // of the pipe (seen in CI on a busy machine: the test read the first alone).
    while (!/The editor: \S+\n[^\n]+\n/.test(output)) {
      if (server.exitCode !== null || Date.now() - started > 15_000) throw new Error(`serve.ts did not start: ${output}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
    base = /The editor: (http:\/\/localhost:\d+)\/admin\//.exec(output)![1]!;
  }, 20_000);

  afterAll(() => {
    server?.kill('SIGTERM');
  });

  const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });

  it('prints the editor’s localhost address and what to click', () => {
    expect(output).toMatch(/^The editor: http:\/\/localhost:\d+\/admin\/$/m);
    expect(output).toContain('Travailler avec un dépôt local');
  });

  it('serves the editor at /admin/ with its own headers, and redirects /admin there', async () => {
    await expectEditorServed(get);
  });

  it('names the speculation rules as the hosts do (from _headers)', async () => {
    await expectSpeculationServed(get);
  });

  it('keeps the public pages’ headers and trailing-slash redirects', async () => {
    const home = await get('/');
    expect(home.headers.get('content-security-policy')).toBe(securityHeaders['Content-Security-Policy']);
    expect(home.headers.get('x-robots-tag')).toBeNull();
    const slash = await get('/contact/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/contact');
    expect((await get('/admin/nope')).status).toBe(404);
  });
});
