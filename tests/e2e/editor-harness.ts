/**
 * Drives the editor at /admin/ (Sveltia CMS) in the browser tests, with no GitHub and no network:
 * - the local-repository sign-in ("Travailler avec un dépôt local") is answered by a folder of the
 *   browser's private file system (OPFS): `window.showDirectoryPicker` is stubbed to return it, after
 *   the test has filled it with `src/content`, `src/assets` and the `.git/HEAD` the editor checks for;
 * - every request to another host is aborted: the editor must work with what our origin serves
 *   (its French words, fonts and libraries are bundled with it at build, build/editor/editor-bundle.ts).
 * Files are read back out of the browser with page.evaluate, and compared with what was put in.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { expect as baseExpect, type BrowserContext, type Locator, type Page } from '@playwright/test';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The folder of the browser's private file system that stands for the owner's clone. */
const REPO_FOLDER = 'clone';
/** The folders of the clone the editor reads and writes (media included). */
const PUT_IN = ['src/content', 'src/assets'];

const expect = baseExpect.configure({ timeout: 30_000 });

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

export interface EditorLog {
  /** Every request to another host, in order (all of them aborted or answered locally). */
  external: string[];
  cspViolations: string[];
}

async function walk(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(path)));
    else files.push(path);
  }
  return files;
}

/** The files the clone starts with: repository path → bytes. */
export async function repositoryFiles(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const folder of PUT_IN) {
    for (const file of await walk(join(ROOT, folder))) {
      const path = relative(ROOT, file);
      // The schemas' code is not content; the editor does not read it.
      if (path.startsWith('src/content/schemas/') || /\.ts$/.test(path)) continue;
      files.set(path, await readFile(file));
    }
  }
  files.set('.git/HEAD', Buffer.from('ref: refs/heads/main\n'));
  return files;
}

/** Keeps the context off the network (see the header) and records what it tried to reach. */
export async function isolateEditor(context: BrowserContext, log: EditorLog) {
  await context.route(
    (url) => !LOCAL.test(url.href),
    (route) => {
      log.external.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  await context.addInitScript((folder) => {
    // The local-repository sign-in asks for a folder: the private file system's stands in for the clone.
    Object.defineProperty(window, 'showDirectoryPicker', {
      configurable: true,
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true }),
    });
    const violations: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: violations });
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  }, REPO_FOLDER);
}

/** Writes the files into the private file system's clone folder (from a page of our origin). */
export async function putInClone(page: Page, files: Map<string, Buffer>) {
  const entries = [...files].map(([path, bytes]) => [path, bytes.toString('base64')] as const);
  await page.evaluate(
    async ({ folder, entries }) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
      for (const [path, base64] of entries) {
        const parts = path.split('/');
        let dir = root;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    },
    { folder: REPO_FOLDER, entries },
  );
}

/** Every file of the clone as it is now (or of one of its folders, `under`): repository path → bytes. */
export async function readClone(page: Page, under = ''): Promise<Map<string, Buffer>> {
  const entries = await page.evaluate(
    async ({ folder, under }) => {
      const out: [string, string][] = [];
      const visit = async (dir: FileSystemDirectoryHandle, prefix: string) => {
        // entries() is in Chromium; TypeScript's DOM types may lack it.
        const entries = (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries();
        for await (const [name, handle] of entries) {
          const path = prefix + name;
          if (handle.kind === 'directory') await visit(handle as FileSystemDirectoryHandle, `${path}/`);
          else {
            const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
            let binary = '';
            for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
            out.push([path, btoa(binary)]);
          }
        }
      };
      let start = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      for (const part of under.split('/').filter(Boolean)) start = await start.getDirectoryHandle(part);
      await visit(start, under ? `${under.replace(/\/+$/, '')}/` : '');
      return out;
    },
    { folder: REPO_FOLDER, under },
  );
  return new Map(entries.map(([path, base64]) => [path, Buffer.from(base64, 'base64')]));
}

/** The paths whose bytes differ, and the paths that are new, between two states of the clone. */
export function changes(before: Map<string, Buffer>, after: Map<string, Buffer>) {
  const changed = [...after.keys()].filter((path) => before.has(path) && !before.get(path)!.equals(after.get(path)!));
  const added = [...after.keys()].filter((path) => !before.has(path));
  const removed = [...before.keys()].filter((path) => !after.has(path));
  return { changed: changed.sort(), added: added.sort(), removed: removed.sort() };
}

/**
 * Opens the editor, fills the clone and signs in with the local repository. `base`: another server
 * than the tests' own (`npm run edit`'s).
 */
export async function signIn(
  page: Page,
  files: Map<string, Buffer>,
  { beforeSignIn, base = '' }: { beforeSignIn?: () => Promise<void>; base?: string } = {},
) {
  await page.goto(`${base}/admin/`);
  await putInClone(page, files);
  const localRepository = page.getByRole('button', { name: /dépôt local|local repository/i });
  await expect(localRepository).toBeVisible({ timeout: 30_000 });
  await beforeSignIn?.();
  await localRepository.click();
  await expect(page.getByRole('navigation', { name: /^(Contenus|Contents)$/ })).toBeVisible({ timeout: 30_000 });
}

/** The pane that edits one language ("Modifier le contenu en Français"). */
export function editPane(page: Page, language: 'Français' | 'Anglais'): Locator {
  return page.getByRole('group', { name: new RegExp(`^Modifier le contenu en \\u2068?${language}\\u2069?$`) });
}

/**
 * The editor renders the fields of a long entry as they scroll into view: scrolls the pane down
 * until `find` returns a locator that exists.
 */
export async function reveal(pane: Locator, find: () => Promise<Locator | undefined>): Promise<Locator> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const found = await find();
    if (found) {
      await found.scrollIntoViewIfNeeded();
      return found;
    }
    // Scrolls the pane by a screenful, as the owner's wheel does.
    const box = await pane.boundingBox();
    if (box) await pane.page().mouse.move(box.x + box.width / 2, box.y + Math.min(box.height, 600) / 2);
    await pane.page().mouse.wheel(0, 500);
    await pane.page().waitForTimeout(150);
  }
  throw new Error('The field never appeared in the pane');
}

/** The first field of `role` in the pane whose value is `value`. */
export async function fieldWithValue(pane: Locator, role: 'textbox' | 'spinbutton', value: string): Promise<Locator> {
  return reveal(pane, async () => {
    const fields = pane.getByRole(role);
    for (let i = 0, n = await fields.count(); i < n; i++) {
      const field = fields.nth(i);
      if ((await field.inputValue().catch(() => undefined)) === value) return field;
    }
    return undefined;
  });
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}
