/**
 * `npm run edit` (scripts/edit.ts) on a copy of the project: the owner saves in the editor, the
 * local site shows the change when she opens the page from the editor's link (which points at the
 * local site), and a save only the build refuses shows its French message instead of the pages,
 * the editor still working, until a save mends it. The editor's local repository is the browser's
 * private folder (editor-harness.ts), so the saved files are written into the copy as the browser
 * writes them into her clone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { editPane, fieldWithValue, isolateEditor, readClone, repositoryFiles, signIn, type EditorLog } from './editor-harness';
import { copyProject, expect, expectNoCspViolation, goToEntry, keep, removeProject, save, shot } from './editor-steps';

test.describe.configure({ timeout: 900_000 });

let project: string | undefined;
let edit: ChildProcess | undefined;
/** Everything `npm run edit` printed. */
let output = '';

test.afterAll(async () => {
  if (edit && edit.exitCode === null) {
    edit.kill('SIGTERM');
    await once(edit, 'exit');
  }
  await removeProject(project);
});

const FR = 'src/content/formation/fr.yaml';

test('a save shows on the local site from the editor’s link; a save the build refuses shows why, in French, until mended', async ({ page, context, request }) => {
  project = await copyProject();
  const port = Number(process.env.E2E_PORT ?? 4410) + 2;
  const base = `http://127.0.0.1:${port}`;
  edit = spawn(process.execPath, ['scripts/edit.ts', '--port', String(port), '--host', '127.0.0.1'], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
  edit.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  edit.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 600_000 }).toContain(`The editor: ${base}/admin/`);

  const log: EditorLog = { external: [], cspViolations: [] };
  await isolateEditor(context, log);
  await signIn(page, await repositoryFiles(), { base });
  await goToEntry(page, 'pages/entries/formation');
  const price = await fieldWithValue(editPane(page, 'Français'), 'spinbutton', '2799');
  await price.fill('2899');
  await save(page);
  // The browser wrote her clone: so do we, into the copy `npm run edit` watches.
  const saved = await readClone(page, 'src/content/formation');
  await keep(project, saved, [FR, 'src/content/formation/en.yaml']);

  // The entry's link opens the local site, not the placeholder address; the page shows the new price.
  await goToEntry(page, 'pages/entries/formation');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Voir la page sur le site' }).click();
  const sitePage = await popup;
  expect(sitePage.url()).toBe(`${base}/formation`);
  const shown = async () => {
    await sitePage.reload();
    return (await sitePage.locator('main').innerText()).replace(/\s/g, ' ');
  };
  await expect.poll(shown, { timeout: 300_000 }).toContain('2 899 €');
  await sitePage.getByText(/2\s899\s€/).first().scrollIntoViewIfNeeded();
  await sitePage.mouse.wheel(0, -250);
  await shot(sitePage, 'page-locale');
  await sitePage.close();

  // More places left than in total, written by hand (the editor itself refuses it): the pages say why.
  const source = await readFile(join(project, FR), 'utf8');
  await writeFile(join(project, FR), source.replace(/left: 5$/m, 'left: 30'));
  const broken = async () => {
    const response = await request.get(`${base}/formation`);
    return `${response.status()} ${await response.text()}`;
  };
  await expect.poll(broken, { timeout: 300_000 }).toMatch(/^500 [\s\S]*Le site n’a pas pu être reconstruit[\s\S]*Page Formation,\s«\s*Places\s*» d’une formule\s*:\s«\s*Places restantes\s*» dépasse «\s*Places au total\s*»/);
  expect((await request.get(`${base}/admin/`)).status(), 'the editor keeps working').toBe(200);
  const failed = await context.newPage();
  await failed.goto(`${base}/formation`);
  await shot(failed, 'reconstruction-echouee');
  await failed.close();
  await writeFile(join(project, FR), source);
  await expect.poll(async () => (await request.get(`${base}/formation`)).status(), { timeout: 300_000 }).toBe(200);
  expect(output).toContain('Le site n’a pas pu être reconstruit');
  await expectNoCspViolation(page);
});
