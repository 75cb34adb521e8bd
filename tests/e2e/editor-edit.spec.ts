/**
 * `npm run edit` (tools/edit.ts) on a copy of the project: the owner saves in the editor, the
 * local site shows the change when she opens the page from the editor's link (which points at the
 * local site), and a save only the build refuses shows its French message instead of the pages,
 * the editor still working, until a save mends it; a provisional value filled in leaves the
 * editor's "Avant la mise en ligne" list once the site is rebuilt. The editor's local repository is the browser's
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

test('a save shows on the local site from the editor’s link; a save the build refuses shows why, in French, until mended', async ({
  page,
  context,
  request,
}) => {
  project = await copyProject();
  const port = Number(process.env.E2E_PORT ?? 4410) + 2;
  const base = `http://127.0.0.1:${port}`;
  edit = spawn(process.execPath, ['tools/edit.ts', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: project,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  await sitePage
    .getByText(/2\s899\s€/)
    .first()
    .scrollIntoViewIfNeeded();
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
  await expect
    .poll(broken, { timeout: 300_000 })
    .toMatch(
      /^500 [\s\S]*Le site n’a pas pu être reconstruit[\s\S]*Page Formation,\s«\s*Places\s*» d’une formule\s*:\s«\s*Places restantes\s*» dépasse «\s*Places au total\s*»/,
    );
  expect((await request.get(`${base}/admin/`)).status(), 'the editor keeps working').toBe(200);
  const failed = await context.newPage();
  await failed.goto(`${base}/formation`);
  await shot(failed, 'reconstruction-echouee');
  await failed.close();
  await writeFile(join(project, FR), source);
  await expect.poll(async () => (await request.get(`${base}/formation`)).status(), { timeout: 300_000 }).toBe(200);
  expect(output).toContain('Le site n’a pas pu être reconstruit');

  // "Avant la mise en ligne": each provisional field links to the list; an ISBN with a
  // wrong check digit is refused before saving; the right one, saved, leaves the list once rebuilt.
  const launchList = async () => (await request.get(`${base}/admin/mise-en-ligne.html`)).text();
  const countOf = (html: string) => html.match(/<li>/g)?.length ?? 0;
  const before = await launchList();
  expect(before).toContain('978-0-000-00000-0');
  expect(before).toContain('href="/admin/#/collections/settings/entries/site"');
  await goToEntry(page, 'settings/entries/site');
  const pane = page.getByRole('group', { name: /^Modifier le contenu/ }).first();
  await expect(pane.getByRole('link', { name: 'avant la mise en ligne' }).first()).toHaveAttribute('href', '/admin/mise-en-ligne.html');
  const isbn = await fieldWithValue(pane, 'textbox', '978-0-000-00000-0');
  await isbn.fill('978-2-87009-999-4');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  const refusal = page.getByRole('alertdialog', { name: 'Rien n’a été enregistré' });
  await expect(refusal).toContainText('L’ISBN-13 tel qu’imprimé au dos du livre');
  await refusal.getByRole('button', { name: 'OK' }).click();
  await isbn.fill('978-2-87009-999-5');
  await save(page);
  const site = await readClone(page, 'src/content/site');
  expect(site.get('src/content/site/site.yaml')!.toString()).toContain('isbn: "978-2-87009-999-5"');
  await keep(project, site, ['src/content/site/site.yaml']);
  await expect.poll(async () => countOf(await launchList()), { timeout: 300_000 }).toBe(countOf(before) - 1);
  expect(await launchList()).not.toContain('978-0-000-00000-0');
  const listPage = await context.newPage();
  await listPage.goto(`${base}/admin/mise-en-ligne.html`);
  await expect(listPage.getByRole('heading', { level: 1 })).toHaveText('Avant la mise en ligne');
  await shot(listPage, 'avant-la-mise-en-ligne');
  // The practice's data comes first: most of the list, her identity.
  await listPage.getByRole('link', { name: 'Ouvrir dans l’éditeur' }).first().click();
  await expect(listPage).toHaveURL(`${base}/admin/#/collections/settings/entries/site`);
  await listPage.close();
  await expectNoCspViolation(page);
});
