/**
 * The built site (`dist/`), read once for the tests of this folder. They check what a crawler, a
 * chat app or a host gets from the build, on every page it holds, including pages added after
 * these tests were written: run `npm run build` first (`npm test` does).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { expect } from 'vitest';
import { parse } from 'yaml';
import { readBuiltPages, type BuiltPage } from '../../build/pages/built-pages';
import { editorHeaders, securityHeaders, speculationHeader, speculationRules, speculationRulesFile } from '../../build/host/host-config';
import { cspPolicies } from '../../tools/headers-file';
import { launchStatus } from '../../src/lib/launch/launch-status';
import { projectPath } from '../../src/i18n/routes';
import { frontMatterOf } from '../../src/lib/markdown-pairs';
import { projects } from '../../src/lib/projects';

/** dist/, or another build named by DIST_DIR (the real-content copy: `DIST_DIR=.real-content/dist`). */
export const distDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : resolve(import.meta.dirname, '../../dist');

/**
 * What the build's own content says of its launch, as a local build of it sees it:
 * `indexable` once nothing is provisional (the real-content fixture, with a complete identity),
 * kept out of search engines otherwise (the landed content).
 */
export const builtLaunch = launchStatus({}, dirname(distDir));

/** The address the build was made for: the `url` of its own content (the fixture's differs from the site's). */
export const builtSiteUrl = (parse(readFileSync(resolve(dirname(distDir), 'src/content/site/site.yaml'), 'utf8')) as { url: string }).url;

/** Each project of the build's own content (the real-content copy has its own), with its front matter. */
export const builtProjects = projects.map((project) => {
  const file = resolve(distDir, '..', project.file);
  const data = parse(frontMatterOf(readFileSync(file, 'utf8'))!) as { title: string; place: string; year: number; plan?: unknown };
  return { ...project, data, path: projectPath(project.slug, project.lang) };
});

export async function builtPages(): Promise<BuiltPage[]> {
  if (!existsSync(resolve(distDir, 'index.html'))) {
    throw new Error('dist/ has no build: run `npm run build` before these tests (npm test does).');
  }
  return readBuiltPages(distDir);
}

/** The file a site path names inside dist/ (`/og/en.png` → dist/og/en.png). */
export const distFile = (path: string) => resolve(distDir, `.${decodeURIComponent(path)}`);

/**
 * What a server of the build (tools/serve.ts, deploy/nginx.conf) must do for the editor: /admin
 * redirects to /admin/, its page and files come with the editor's headers, its configuration as YAML.
 */
export async function expectEditorServed(get: (path: string) => Promise<Response>): Promise<void> {
  const redirect = await get('/admin');
  expect(redirect.status).toBe(301);
  expect(redirect.headers.get('location')).toBe('/admin/');
  const page = await get('/admin/');
  expect(page.status).toBe(200);
  expect(await page.text()).toBe(readFileSync(resolve(distDir, 'admin/index.html'), 'utf8'));
  const { 'Content-Security-Policy': editorCsp, ...others } = editorHeaders;
  for (const [name, value] of Object.entries(others)) expect(page.headers.get(name), `${name} on /admin/`).toBe(value);
  // nginx sends the editor's policy alone; a host that joins rules (Cloudflare, tools/serve.ts)
  // sends the public one too, which forbids only framing, as the editor's does.
  const policies = cspPolicies(page.headers.get('content-security-policy'));
  expect(policies.at(-1), 'the editor’s CSP on /admin/').toBe(editorCsp);
  for (const policy of policies.slice(0, -1)) expect(policy).toBe(securityHeaders['Content-Security-Policy']);
  const config = await get('/admin/config.yml');
  expect(config.status).toBe(200);
  expect(config.headers.get('content-type')).toMatch(/^application\/yaml/);
  expect(config.headers.get('x-robots-tag')).toBe(editorHeaders['X-Robots-Tag']);
}

/**
 * What a server of the build must do for prerendering on intent: every page (a folder's, the
 * 404's) names the speculation rules; the rules come with the only type browsers accept; the
 * editor and the hashed files name nothing.
 */
export async function expectSpeculationServed(get: (path: string) => Promise<Response>): Promise<void> {
  for (const path of [
    '/',
    '/contact',
    '/en',
    '/en/contact',
    '/accompagnements/feng-shui',
    '/blog/categorie/feng-shui',
    '/nope',
    '/en/nope',
  ]) {
    expect((await get(path)).headers.get('speculation-rules'), path).toBe(speculationHeader['Speculation-Rules']);
  }
  const css = readFileSync(resolve(distDir, 'index.html'), 'utf8').match(/href="(\/_astro\/[^"]+\.css)"/)![1]!;
  for (const path of ['/admin/', css]) expect((await get(path)).headers.get('speculation-rules'), path).toBeNull();
  const rules = await get(`/${speculationRulesFile}`);
  expect(rules.status).toBe(200);
  expect(rules.headers.get('content-type')).toBe('application/speculationrules+json');
  expect(await rules.json()).toEqual(speculationRules);
}
