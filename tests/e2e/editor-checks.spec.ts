/**
 * What the editor keeps in step, refuses or puts right before anything is saved,
 * driven in the real editor with the local-repository stand-in (editor-harness.ts):
 * a list's items added and removed in French are in English too, each item's words written per
 * language; places left above the total are refused with the rule in French; a file that is no
 * picture the site can publish is refused before "Insérer", the field as it was; a field shows its
 * current picture, and one chosen among the site's own is saved so that the build finds it.
 */
import { test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { pageSchemas } from '../../src/content/schemas';
import {
  changes,
  editPane,
  fieldWithValue,
  isolateEditor,
  readClone,
  repositoryFiles,
  ROOT,
  signIn,
  type EditorLog,
} from './editor-harness';
import { expect, expectNoCspViolation, fieldAt, goToEntry, imageNextTo, issues, save, shot, showEnglishBeside, text } from './editor-steps';

test.describe.configure({ timeout: 300_000 });

let original: Map<string, Buffer>;
test.beforeAll(async () => {
  original = await repositoryFiles();
});
test.beforeEach(async ({ context }) => {
  const log: EditorLog = { external: [], cspViolations: [] };
  await isolateEditor(context, log);
});
test.afterEach(({ page }) => expectNoCspViolation(page));

/** The number shown on a list's header: "6 Questions". */
const countOf = async (list: Locator) =>
  Number.parseInt(
    await list
      .getByText(/^\d+\s/)
      .first()
      .innerText(),
    10,
  );

const FENG_SHUI = { fr: 'src/content/fengShui/fr.yaml', en: 'src/content/fengShui/en.yaml' };
const NEW_QUESTION = {
  fr: {
    question: 'Faut-il vider la maison avant votre visite\u202f?',
    answer: 'Non. Je viens voir la maison telle que vous la vivez\u202f: c’est elle qui dit ce qui peut changer.',
  },
  en: {
    question: 'Should I tidy the house before your visit?',
    answer: 'No. I come to see the house as you live in it: that is what shows what can change.',
  },
};

test('a question added or removed in French is added or removed in English, each written in its language', async ({ page }) => {
  await signIn(page, original);
  await goToEntry(page, 'pages/entries/fengShui');
  await showEnglishBeside(page);
  const fr = editPane(page, 'Français');
  const en = editPane(page, 'Anglais');
  const before = { fr: parse(text(original, FENG_SHUI.fr)), en: parse(text(original, FENG_SHUI.en)) };
  const count = before.fr.faq.items.length;

  const frList = await fieldAt(fr, 'faq.items');
  await frList
    .getByRole('button', { name: /^Ajouter/ })
    .last()
    .click();
  const enList = await fieldAt(en, 'faq.items');
  await expect.poll(() => countOf(enList)).toBe(count + 1);
  // English cannot add, move or reorder: the French pane decides the list, and the help says so.
  await expect(enList.getByRole('button', { name: /^Ajouter/ }).last()).toBeDisabled();
  await expect(page.getByText('Ajoutez, retirez et déplacez les éléments dans le volet français').first()).toBeVisible();

  // The new item's words, in each language: saving without the English ones is refused.
  await (await fieldAt(fr, `faq.items.${count}.question`)).getByRole('textbox').fill(NEW_QUESTION.fr.question);
  await (await fieldAt(fr, `faq.items.${count}.answer`)).getByRole('textbox').fill(NEW_QUESTION.fr.answer);
  await (await fieldAt(en, `faq.items.${count}.question`)).scrollIntoViewIfNeeded();
  await shot(page, 'liste-deux-langues');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(editPane(page, 'Anglais').getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await (await fieldAt(en, `faq.items.${count}.question`)).getByRole('textbox').fill(NEW_QUESTION.en.question);
  await (await fieldAt(en, `faq.items.${count}.answer`)).getByRole('textbox').fill(NEW_QUESTION.en.answer);
  // The first question removed in French goes in English too.
  await (await fieldAt(fr, 'faq.items.0.question')).scrollIntoViewIfNeeded();
  await frList.getByRole('button', { name: 'Supprimer', exact: true }).first().click();
  await expect.poll(() => countOf(enList)).toBe(count);
  await save(page);

  const after = await readClone(page);
  expect(changes(original, after)).toEqual({ changed: [FENG_SHUI.en, FENG_SHUI.fr], added: [], removed: [] });
  for (const lang of ['fr', 'en'] as const) {
    const saved = parse(text(after, FENG_SHUI[lang]));
    const expected = structuredClone(before[lang]);
    expected.faq.items = [...expected.faq.items.slice(1), NEW_QUESTION[lang]];
    expect(saved, lang).toEqual(expected);
    expect(issues(pageSchemas.fengShui(imageNextTo(`${ROOT}/${FENG_SHUI[lang]}`)).safeParse(saved)), lang).toEqual([]);
  }
});

test('places left above the total are refused before saving, with the rule in French', async ({ page }) => {
  await signIn(page, original);
  await goToEntry(page, 'pages/entries/formation');
  const left = await fieldWithValue(editPane(page, 'Français'), 'spinbutton', '5');
  await left.fill('30');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  const refusal = page.getByRole('alertdialog', { name: 'Rien n’a été enregistré' });
  await expect(refusal).toContainText('Formation\u202f: Places restantes : pas plus que le nombre de places au total.');
  await shot(page, 'places-refusees');
  await refusal.getByRole('button', { name: 'OK' }).click();
  expect(changes(original, await readClone(page))).toEqual({ changed: [], added: [], removed: [] });
});

/** The picture dialog of the training page's video poster ("Remplacer"). */
async function posterDialog(page: Page): Promise<{ field: Locator; library: Locator }> {
  await goToEntry(page, 'pages/entries/formation');
  const field = await fieldAt(editPane(page, 'Français'), 'demo.video.poster.src');
  await field.getByRole('button', { name: 'Remplacer l’image' }).click();
  return { field, library: page.getByRole('dialog', { name: 'Sélectionner une image' }) };
}

test('a file the site cannot publish is refused before "Insérer", in French, and the field keeps its picture', async ({ page }) => {
  await signIn(page, original);
  const { field, library } = await posterDialog(page);
  // The editor draws the current picture once it has read it from the repository (a blob: address):
  // read before that, the field had no picture yet, and then "changed" to its own (CI, once).
  await expect(field.locator('img').first()).toHaveAttribute('src', /^(blob:|https?:|\/)/);
  const current = await field.locator('img').first().getAttribute('src');
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c9a27e' } })
    .jpeg()
    .toBuffer();
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
  for (const [file, message] of [
    [
      { name: 'devis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') },
      /«\u202fdevis\.pdf\u202f» n’est pas une image JPEG, PNG, WebP ou AVIF/,
    ],
    [
      { name: 'IMG_2041.HEIC', mimeType: 'image/heic', buffer: heic },
      /«\u202fIMG_2041\.HEIC\u202f» est une photo HEIC, le format des iPhone.*Exportez-la en JPEG/,
    ],
    // Renamed, not converted: its bytes say what it is.
    [{ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: heic }, /«\u202fIMG_2042\.jpg\u202f» est une photo HEIC/],
    [
      { name: 'tirage.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([jpeg, Buffer.alloc(21 * 1024 * 1024)]) },
      /«\u202ftirage\.jpg\u202f» pèse 21\u202fMo\u202f; le site en accepte 20\u202fMo au plus/,
    ],
  ] as const) {
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Téléverser' }).click();
    await (await chooser).setFiles(file);
    const refusal = page.getByRole('alertdialog', { name: 'Ce fichier n’a pas été ajouté' });
    await expect(refusal, file.name).toContainText(message);
    await expect(refusal).toContainText('L’image du champ n’a pas changé.');
    if (file.name.endsWith('.HEIC')) await shot(page, 'image-refusee');
    await refusal.getByRole('button', { name: 'OK' }).click();
    // Nothing was taken in: no unsaved picture to insert.
    await expect(library.getByText('Non enregistré')).toHaveCount(0);
    await expect(library.getByRole('button', { name: 'Insérer' })).toBeDisabled();
  }
  await library.getByRole('button', { name: 'Annuler' }).click();
  expect(await field.locator('img').first().getAttribute('src')).toBe(current);
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeDisabled();
  expect(changes(original, await readClone(page))).toEqual({ changed: [], added: [], removed: [] });
});

test('a field shows its current picture, and one chosen among the site’s own is saved where the build finds it', async ({ page }) => {
  await signIn(page, original);
  const { field, library } = await posterDialog(page);
  // The current picture is drawn, not a blank icon: its image has loaded.
  const picture = field.locator('img').first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await library.getByRole('option', { name: 'Ressources globales' }).click();
  await library.getByRole('option', { name: 'art', exact: true }).click();
  await page.keyboard.press('Enter');
  await library.getByRole('option', { name: /video-light/ }).click();
  await library.getByRole('button', { name: 'Insérer' }).click();
  await save(page);

  const after = await readClone(page);
  const paths = ['src/content/formation/fr.yaml', 'src/content/formation/en.yaml'];
  expect(changes(original, after)).toEqual({ changed: [...paths].sort(), added: [], removed: [] });
  for (const path of paths) {
    const saved = parse(text(after, path));
    expect(saved.demo.video.poster.src, path).toBe('../../assets/art/video-light.svg');
    expect(issues(pageSchemas.formation(imageNextTo(`${ROOT}/${path}`)).safeParse(saved)), path).toEqual([]);
  }
});
