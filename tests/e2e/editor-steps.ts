/**
 * The steps the editor's browser tests share (editor.spec.ts, editor-checks.spec.ts,
 * editor-month.spec.ts, …): what the owner does (open an entry, put English beside French, save),
 * how a saved file is compared with what it was, and the copy of the project the saved files are
 * built in (never the real tree). editor-harness.ts holds what stands in for her computer.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import type { ImageHelper } from '../../src/content/schemas/shared';
import { cspViolations, editPane, reveal, ROOT } from './editor-harness';

/** The editor is a large application: on a busy machine its screens take more than the default 5 s. */
export const expect = baseExpect.configure({ timeout: 30_000 });

const screenshots = process.env.EDITOR_SCREENSHOTS === '1';
/** With EDITOR_SCREENSHOTS=1, the screen as the owner's guide shows it (docs/editing/<name>.png). */
export async function shot(page: Page, name: string) {
  if (!screenshots) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(ROOT, 'docs/editing', `${name}.png`) });
}

/**
 * Two background checks of the editor that its CSP refuses on purpose, with nothing lost: whether a
 * newer version exists (unpkg), and GitHub's status page.
 */
export const refusedOnPurpose = [
  /^connect-src https:\/\/unpkg\.com\/@sveltia\/cms\/package\.json$/,
  /^connect-src https:\/\/www\.githubstatus\.com\//,
];

/** The editor's own CSP lets it do all it needs: nothing else it tried was refused by the browser. */
export async function expectNoCspViolation(page: Page) {
  const violations = await cspViolations(page).catch(() => []);
  expect(violations.filter((violation) => !refusedOnPurpose.some((known) => known.test(violation)))).toEqual([]);
}

/** Stands in for Astro's image(): the path must name an existing file next to the content file. */
export const imageNextTo = (file: string) =>
  (() =>
    z.string().refine((path) => existsSync(resolve(dirname(file), path)), { message: 'image file not found' })) as unknown as ImageHelper;

/** A schema's verdict on some data, as lines "path: message" (none when valid). */
export function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

export const text = (files: Map<string, Buffer>, path: string) => files.get(path)!.toString('utf8');

/** A copy of the project to build the saved files in: its sources, its own Astro cache, the shared node_modules. */
export async function copyProject(): Promise<string> {
  const project = await mkdtemp(join(tmpdir(), 'editor-site-'));
  for (const path of ['astro.config.ts', 'tsconfig.json', 'package.json', 'src', 'public', 'build', 'tools', 'deploy']) {
    await cp(join(ROOT, path), join(project, path), { recursive: true });
  }
  await symlink(join(ROOT, 'node_modules'), join(project, 'node_modules'));
  // Astro's cache goes into the copy, not the shared node_modules: its configuration, with that one change.
  await cp(join(project, 'astro.config.ts'), join(project, 'astro.config.site.ts'));
  await writeFile(
    join(project, 'astro.config.ts'),
    "import config from './astro.config.site.ts';\nexport default { ...config, cacheDir: './.astro-cache' };\n",
  );
  return project;
}

export const removeProject = (project: string | undefined) => (project ? rm(project, { recursive: true, force: true }) : Promise.resolve());

/** Writes saved files into the project copy. */
export async function keep(project: string, files: Map<string, Buffer>, paths: string[]) {
  for (const path of paths) {
    await mkdir(dirname(join(project, path)), { recursive: true });
    await writeFile(join(project, path), files.get(path)!);
  }
}

/** Builds the project copy (`dist/` in it), as the host does. */
export async function buildProject(project: string) {
  await promisify(execFile)(join(ROOT, 'node_modules/.bin/node'), ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
    cwd: project,
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** A field of the pane by its data path (`faq.items`), scrolled to: the editor draws long entries as they scroll into view. */
export async function fieldAt(pane: Locator, path: string): Promise<Locator> {
  const field = pane.locator(`[data-key-path="${path}"]`).first();
  return reveal(pane, async () => ((await field.count()) ? field : undefined));
}

/** Opens one entry of a collection ("Pages" → "Formation"). */
export async function openEntry(page: Page, collection: RegExp, entry: RegExp) {
  await page.getByRole('treeitem', { name: collection }).first().click();
  await page.getByRole('row', { name: entry }).first().click();
  await expect(editPane(page, 'Français')).toBeVisible();
}

/** Opens an entry by its address in the editor: `pages/entries/formation`. */
export async function goToEntry(page: Page, address: string) {
  const hash = `#/collections/${address}`;
  // Right after a save, the editor may still be going back to its list, over the address just set:
  // set it again until the entry is open and stays open (a second later, still there). Setting the
  // hash it already has fires no event, and the editor routes on `hashchange`: if it missed the first
  // (still starting after sign-in), the retry sends the event itself, as the editor does for its own links.
  await expect(async () => {
    await page.evaluate((target) => {
      if (location.hash === target)
        window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: location.href, newURL: location.href }));
      else location.hash = target;
    }, hash);
    const pane = page.getByRole('group', { name: /^Modifier le contenu/ }).first();
    await expect(pane).toBeVisible({ timeout: 10_000 });
    await page.waitForTimeout(1_000);
    await expect(pane).toBeVisible({ timeout: 1_000 });
    expect(await page.evaluate(() => location.hash)).toBe(hash);
  }).toPass({ timeout: 90_000 });
}

/** Puts the English pane beside the French one (the right pane shows a preview by default). */
export async function showEnglishBeside(page: Page) {
  if (await editPane(page, 'Anglais').isVisible()) return;
  await page
    .getByRole('radiogroup', { name: 'Changer de langue du contenu' })
    .last()
    .getByRole('radio', { name: 'Anglais' })
    .click({ timeout: 30_000 });
  await expect(editPane(page, 'Anglais')).toBeVisible();
}

/** Saves; the editor writes the files, then goes back to the list (waited for: a step that opens the next entry must not race it). */
export async function save(page: Page) {
  const entry = await page.evaluate(() => location.hash);
  const pane = page.getByRole('group', { name: /^Modifier le contenu/ }).first();
  // Clicked again if the entry is still open: on a busy machine, a click right after an upload can
  // land while the editor is still taking the picture in, and it ignores it.
  await expect(async () => {
    if (await pane.isVisible()) await page.getByRole('button', { name: 'Enregistrer', exact: true }).click({ timeout: 10_000 });
    await expect(pane).toBeHidden({ timeout: 20_000 });
  }).toPass({ timeout: 60_000 });
  await expect.poll(() => page.evaluate(() => location.hash), { timeout: 30_000 }).not.toBe(entry);
}

/** A content file's values: YAML, or a Markdown article's front matter and body. */
export function valuesOf(path: string, source: string): unknown {
  if (!path.endsWith('.md')) return parse(source);
  const [, frontMatter, body] = source.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
  return { data: parse(frontMatter ?? ''), body };
}

/** Every value of `after` that is not what it was in `before`, type included, or a key that came or went. */
export function differences(before: unknown, after: unknown, path = ''): string[] {
  const kind = (value: unknown) =>
    value instanceof Date ? 'date' : Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  if (kind(before) !== kind(after))
    return [`${path}: ${JSON.stringify(before)} (${kind(before)}) → ${JSON.stringify(after)} (${kind(after)})`];
  if (kind(before) === 'object' || kind(before) === 'array') {
    const a = before as Record<string, unknown>;
    const b = after as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((key) =>
      key in a && key in b ? differences(a[key], b[key], `${path}.${key}`) : [`${path}.${key}: ${key in a ? 'removed' : 'added'}`],
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [`${path}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`];
}
