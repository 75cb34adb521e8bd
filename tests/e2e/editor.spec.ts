/**
 * The owner's editor at /admin/, driven as she drives it, in Chromium, with the
 * local-repository sign-in answered by a folder of the browser's private file system and every
 * third-party host unreachable (editor-harness.ts). Each test starts from the repository's own
 * content, saves through the editor, reads the files back out of the browser and checks them with
 * the real schemas. The first test saves a one-word change in every entry the editor offers (her
 * projects included); the last rebuilds a copy of the site with the saved files.
 *
 * The tests run in order: the rebuild uses the files the price and article tests saved.
 * EDITOR_SCREENSHOTS=1 also writes the owner's guide's screenshots (docs/editing/*.png).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { pageSchemas } from '../../src/content/schemas';
import { blogArticleSchema } from '../../src/content/schemas/blog-article';
import { editorCollections } from '../../src/lib/editor/collections';
import { projects } from '../../src/lib/projects';
import {
  changes,
  editPane,
  fieldWithValue,
  isolateEditor,
  readClone,
  repositoryFiles,
  reveal,
  ROOT,
  signIn,
  type EditorLog,
} from './editor-harness';
import {
  buildProject,
  copyProject,
  differences,
  expect,
  expectNoCspViolation,
  goToEntry,
  imageNextTo,
  issues,
  keep as keepIn,
  openEntry,
  refusedOnPurpose,
  removeProject,
  save,
  shot,
  showEnglishBeside,
  text,
  valuesOf,
} from './editor-steps';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const FR = 'src/content/formation/fr.yaml';
const EN = 'src/content/formation/en.yaml';
const NEW_PRICE = 2899;
const NEW_SENTENCE =
  'Train in neuro-architecture, modern Feng Shui and therapeutic habitat, with weekly live sessions and six months of support.';

let original: Map<string, Buffer>;
/** A copy of the project with the files the editor saved written over its own (never the real tree). */
let project: string;

test.beforeAll(async () => {
  original = await repositoryFiles();
  project = await copyProject();
});

test.afterAll(() => removeProject(project));

const keep = (files: Map<string, Buffer>, paths: string[]) => keepIn(project, files, paths);

let log: EditorLog;
test.beforeEach(async ({ context }) => {
  log = { external: [], cspViolations: [] };
  await isolateEditor(context, log);
});

test.afterEach(({ page }) => expectNoCspViolation(page));

/**
 * A file in the editor's normal form (no comments: the editor drops them on save) must come back
 * with only the changed lines different, so that git shows the owner's change and nothing else.
 */
const inNormalForm = (source: string) => !/^\s*#/m.test(source);

function expectOnlyLinesChanged(before: string, after: string, changedLines: number) {
  if (!inNormalForm(before)) {
    test.info().annotations.push({ type: 'note', description: 'content not yet in the editor’s normal form: compared after parsing only' });
    return;
  }
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  expect(a.filter((line, i) => line !== b[i])).toHaveLength(changedLines);
}

/** Every entry the editor offers: its address in the editor, and its files. */
const everyEntry = editorCollections.flatMap((descriptor) => {
  if (descriptor.kind === 'articles') {
    return [...entryNames(descriptor.path)].map((name) => ({
      address: `${descriptor.name}/entries/${name}`,
      label: `${descriptor.name} ${name}`,
    }));
  }
  const collection = descriptor.kind === 'page' ? 'pages' : 'settings';
  return [{ address: `${collection}/entries/${descriptor.name}`, label: descriptor.name }];
});
/** The entries of a folder of Markdown files (the articles, the projects), by their French file names. */
function entryNames(folder: string): string[] {
  return readdirSync(join(ROOT, folder, 'fr'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.replace(/\.md$/, ''));
}

/** The one word the round trip changes: the first letter of a text's last word, its case turned. */
function oneWordChanged(value: string): string {
  return value.replace(/(\p{L})(\p{L}*)(\P{L}*)$/u, (_, first: string, rest: string, end: string) => {
    const turned = first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase();
    return `${turned}${rest}${end}`;
  });
}

/** The first text of the pane that holds a word, as the owner would retouch it. */
async function firstWords(pane: Locator): Promise<Locator> {
  return reveal(pane, async () => {
    const boxes = pane.getByRole('textbox');
    for (let i = 0, n = await boxes.count(); i < n; i++) {
      const box = boxes.nth(i);
      const value = await box.inputValue().catch(() => undefined);
      if (value && /\p{L}/u.test(value) && (await box.isEditable())) return box;
    }
    return undefined;
  });
}

test('every entry of every collection, and every article, saves a one-word change as exactly that change', async ({ page }) => {
  test.setTimeout(900_000);
  await signIn(page, original);
  let before = await readClone(page, 'src/content');
  const kept = new Set<string>();
  for (const entry of everyEntry) {
    await goToEntry(page, entry.address);
    // One pane per language; a file shared by both languages (site.yaml) has one pane.
    const pane = page.getByRole('group', { name: /^Modifier le contenu/ }).first();
    const box = await firstWords(pane);
    const old = await box.inputValue();
    const changed = oneWordChanged(old);
    await box.fill(changed);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(pane, `${entry.label}: the save went through`).toBeHidden({ timeout: 30_000 });

    const after = await readClone(page, 'src/content');
    const { changed: paths, added, removed } = changes(before, after);
    expect({ added, removed }, entry.label).toEqual({ added: [], removed: [] });
    expect(paths.length, `${entry.label}: one file, or both languages' files for a shared value`).toBeGreaterThanOrEqual(1);
    expect(paths.length, entry.label).toBeLessThanOrEqual(2);
    for (const path of paths) {
      // Nothing but the one value: no value changes type, no key comes or goes.
      expect(differences(valuesOf(path, text(before, path)), valuesOf(path, text(after, path))), path).toEqual([
        expect.stringContaining(`${JSON.stringify(old)} → ${JSON.stringify(changed)}`),
      ]);
      expectOnlyLinesChanged(text(before, path), text(after, path), 1);
      kept.add(path);
    }
    before = after;
  }
  // The rebuild test builds the site with every file saved here (the later tests' files over them).
  await keep(before, [...kept]);
});

test('a price changed in the French pane reaches both languages, and nothing else changes', async ({ page }) => {
  await signIn(page, original, { beforeSignIn: () => shot(page, 'connexion') });
  await page
    .getByRole('treeitem', { name: /^Pages/ })
    .first()
    .click();
  await shot(page, 'liste-des-pages');
  await openEntry(page, /^Pages/, /^Formation/);
  await showEnglishBeside(page);
  await expect(editPane(page, 'Anglais')).toBeVisible();
  await expect(editPane(page, 'Français').getByRole('textbox').first()).toBeVisible();
  await shot(page, 'francais-et-anglais');

  const before = { fr: parse(text(original, FR)), en: parse(text(original, EN)) };
  const pro = (data: { plans: { items: { id: string; price: { amount: number } }[] } }) =>
    data.plans.items.find((plan) => plan.id === 'complete')!;
  const oldPrice = pro(before.fr).price.amount;
  expect(pro(before.en).price.amount).toBe(oldPrice);

  const price = await fieldWithValue(editPane(page, 'Français'), 'spinbutton', String(oldPrice));
  await price.fill(String(NEW_PRICE));
  await shot(page, 'prix');
  await save(page);

  const after = await readClone(page);
  expect(changes(original, after)).toEqual({ changed: [EN, FR], added: [], removed: [] });
  // All of it with every other host unreachable: the editor needed nothing from another origin
  // (beyond the two background checks its CSP refuses anyway, had they been attempted).
  expect(log.external.filter((url) => !refusedOnPurpose.some((known) => known.test(`connect-src ${url}`)))).toEqual([]);
  for (const [path, lang] of [
    [FR, 'fr'],
    [EN, 'en'],
  ] as const) {
    const expected = structuredClone(before[lang]);
    pro(expected).price.amount = NEW_PRICE;
    expect(parse(text(after, path)), path).toEqual(expected);
    expectOnlyLinesChanged(text(original, path), text(after, path), 1);
  }
  await keep(after, [FR, EN]);
  for (const path of [FR, EN]) {
    const file = join(project, path);
    expect(issues(pageSchemas.formation(imageNextTo(file)).safeParse(parse(await readFile(file, 'utf8')))), path).toEqual([]);
  }
});

/** The Pro plan's price field in the French pane, with the entry opened afresh from the list. */
async function priceField(page: Page, value: string): Promise<Locator> {
  await goToEntry(page, 'pages/entries/formation');
  return fieldWithValue(editPane(page, 'Français'), 'spinbutton', value);
}

test('a price typed as a Belgian types it is saved as the intended number, or refused with what to type', async ({ page }) => {
  await signIn(page, original);
  const amount = () =>
    readClone(page, 'src/content/formation').then((files) => parse(text(files, FR)).plans.items[0].price.amount as number);
  let current = String(await amount());
  for (const [typed, intended] of [
    ['2 499', 2499],
    ['2\u202f499,50', 2499.5],
    ['2 800', 2800],
  ] as const) {
    const price = await priceField(page, current);
    await price.fill('');
    // Typed key by key at an ordinary speed: the box must not rewrite her text as she types.
    await price.pressSequentially(typed, { delay: 60 });
    await expect(price).toHaveValue(typed);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(editPane(page, 'Français'), `${typed} saved`).toBeHidden();
    expect(await amount(), typed).toBe(intended);
    current = String(intended);
  }
  // 2.499: a Belgian's 2499, a machine's 2.499. Refused before saving, with what to type; so is 0.
  const before = await readClone(page, 'src/content');
  const price = await priceField(page, current);
  for (const [typed, message] of [
    ['2.499', /Écrivez un nombre en chiffres/],
    ['0', /supérieure ou égale à 0[.,]01/],
  ] as const) {
    await price.fill('');
    await price.pressSequentially(typed, { delay: 60 });
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText(message).first(), typed).toBeVisible();
    await expect(page.getByText('Ce champ est obligatoire.'), typed).toHaveCount(0);
    if (typed === '2.499') await shot(page, 'prix-refuse-point');
  }
  expect(changes(before, await readClone(page, 'src/content'))).toEqual({ changed: [], added: [], removed: [] });
});

test('an English sentence changed in the English pane changes en.yaml only', async ({ page }) => {
  await signIn(page, original);
  await openEntry(page, /^Pages/, /^Formation/);
  await showEnglishBeside(page);
  const before = parse(text(original, EN));
  const sentence = await fieldWithValue(editPane(page, 'Anglais'), 'textbox', before.meta.description);
  await sentence.fill(NEW_SENTENCE);
  await save(page);

  const after = await readClone(page);
  const { changed, added, removed } = changes(original, after);
  expect({ added, removed }).toEqual({ added: [], removed: [] });
  expect(changed).toContain(EN);
  for (const path of changed.filter((other) => other !== EN)) {
    // A file not yet in the editor's normal form is rewritten into it on every save of its entry:
    // the same content in a new form. Once the content is normalised, only en.yaml may change.
    expect(inNormalForm(text(original, path)), `${path} changed, though it was already in the editor's form`).toBe(false);
    expect(parse(text(after, path)), path).toEqual(parse(text(original, path)));
    test.info().annotations.push({ type: 'note', description: `${path} rewritten into the editor's form (content unchanged)` });
  }
  expect(parse(text(after, EN))).toEqual({ ...before, meta: { ...before.meta, description: NEW_SENTENCE } });
  expectOnlyLinesChanged(text(original, EN), text(after, EN), 1);
});

test('an emptied required field is refused before saving, with the reason shown', async ({ page }) => {
  await signIn(page, original);
  await openEntry(page, /^Pages/, /^Formation/);
  const before = parse(text(original, FR));
  const title = await fieldWithValue(editPane(page, 'Français'), 'textbox', before.meta.title);
  await title.fill('');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await shot(page, 'modification-refusee');
  expect(changes(original, await readClone(page))).toEqual({ changed: [], added: [], removed: [] });
});

/**
 * A photo as a phone or a photographer hands it over: a 15 MB JPEG of 4800 × 3600 pixels whose
 * EXIF data holds the camera and the GPS position of where it was taken (noise, so that it stays
 * heavy once compressed).
 */
const PICTURE = {
  name: 'salon-lumiere.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp(randomBytes(4800 * 3600 * 3), { raw: { width: 4800, height: 3600, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'Telephone', Model: 'Modele' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 50/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 21/1 0/1' },
    })
    .toBuffer(),
};
/** The labels of the fields the tests fill, as the editor shows them. */
const LABELS = {
  blog: /^(Articles|Blog)/,
  title: /^(Titre|title)/i,
  description: /^(Description|Résumé|description)/i,
  date: /^(Date|date)/i,
  category: /^(Catégorie|category)/i,
  alt: /alternatif|^alt$/i,
  body: /^(Texte de l’article|Texte|body)$/i,
};
let createdArticle: string | undefined;

const ARTICLE = {
  fr: {
    title: 'La lumière du matin au salon',
    description:
      'Pourquoi la lumière du matin change l’humeur d’une pièce, et trois gestes simples pour la laisser entrer dans votre salon.',
    alt: 'Illustration : un cercle de lumière douce sur un mur couleur lin',
    body: 'La lumière du matin règle notre horloge interne.',
  },
  en: {
    title: 'Morning light in the living room',
    description: 'Why morning light changes the mood of a room, and three simple ways to let more of it into your living room.',
    alt: 'Illustration: a circle of soft light on a linen-coloured wall',
    body: 'Morning light sets our internal clock.',
  },
  date: '2026-11-20',
  category: { id: 'fengShui', label: /^(Feng Shui|fengShui)$/ },
};

/** Chooses a value of a select field: radio buttons for a short list, a drop-down list otherwise. */
async function choose(pane: Locator, label: RegExp, option: RegExp) {
  const radios = pane.getByRole('radiogroup', { name: label });
  if (await radios.count()) return radios.getByRole('radio', { name: option }).check();
  await pane.getByRole('combobox', { name: label }).click();
  await pane.page().getByRole('option', { name: option }).click();
}

/** Fills one language of the article in its pane. */
async function writeArticle(pane: Locator, copy: (typeof ARTICLE)['fr']) {
  const field = (name: RegExp) => {
    const box = pane.getByRole('textbox', { name }).first();
    return reveal(pane, async () => ((await box.count()) ? box : undefined));
  };
  await (await field(LABELS.title)).fill(copy.title);
  await (await field(LABELS.description)).fill(copy.description);
  await (await field(LABELS.alt)).fill(copy.alt);
  const body = await field(LABELS.body);
  await body.click();
  await body.pressSequentially(copy.body);
}

test('an article is created in both languages, with its category, its text and an uploaded picture', async ({ page }) => {
  await signIn(page, original);
  await page.getByRole('treeitem', { name: LABELS.blog }).first().click();
  await page.getByRole('button', { name: 'Créer une entrée', exact: true }).click();
  const fr = editPane(page, 'Français');
  await expect(fr).toBeVisible();
  await showEnglishBeside(page);
  const en = editPane(page, 'Anglais');

  await fr.getByRole('textbox', { name: LABELS.date }).first().fill(ARTICLE.date);
  await choose(fr, LABELS.category, ARTICLE.category.label);
  // The picture: "Parcourir", then "Téléverser" in the picture library, then "Insérer".
  const browse = fr.getByRole('button', { name: 'Parcourir' }).first();
  await (await reveal(fr, async () => ((await browse.count()) ? browse : undefined))).click();
  const library = page.getByRole('dialog', { name: 'Sélectionner une image' });
  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Téléverser' }).click();
  await (await chooser).setFiles(PICTURE);
  await library.getByRole('option', { name: /^salon-lumiere\./ }).click();
  await library.getByRole('button', { name: 'Insérer' }).click();
  await writeArticle(fr, ARTICLE.fr);
  await writeArticle(en, ARTICLE.en);
  await shot(page, 'article-avec-image');
  await save(page);

  const after = await readClone(page);
  const { added, changed, removed } = changes(original, after);
  expect(changed).toEqual([]);
  expect(removed).toEqual([]);
  const articles = added.filter((path) => path.startsWith('src/content/blog/'));
  const pictures = added.filter((path) => path.startsWith('src/assets/'));
  expect(pictures).toHaveLength(1);
  // Saved small: at most 2560 px on its long side, WebP, and without the photo's EXIF (GPS included).
  expect(PICTURE.buffer.length).toBeGreaterThan(15_000_000);
  const saved = after.get(pictures[0]!)!;
  const metadata = await sharp(saved).metadata();
  expect(pictures[0]).toMatch(/\.webp$/);
  expect(metadata.format).toBe('webp');
  expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(2560);
  expect(metadata.exif).toBeUndefined();
  expect(saved.length).toBeLessThan(PICTURE.buffer.length / 3);
  const name = articles[0]?.split('/').pop();
  expect(articles.sort()).toEqual([`src/content/blog/en/${name}`, `src/content/blog/fr/${name}`]);
  expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.md$/);
  await keep(after, added);
  for (const lang of ['fr', 'en'] as const) {
    const path = `src/content/blog/${lang}/${name}`;
    const file = join(project, path);
    const source = await readFile(file, 'utf8');
    const [, frontMatter, body] = source.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
    const data = parse(frontMatter ?? '');
    expect(issues(blogArticleSchema(imageNextTo(file)).safeParse(data)), path).toEqual([]);
    expect(data).toMatchObject({
      title: ARTICLE[lang].title,
      description: ARTICLE[lang].description,
      category: ARTICLE.category.id,
      hero: { alt: ARTICLE[lang].alt },
    });
    expect(String(data.date instanceof Date ? data.date.toISOString().slice(0, 10) : data.date)).toBe(ARTICLE.date);
    // The picture is written as a path relative to the article, the one Astro's image() resolves.
    expect(data.hero.src).toMatch(/^\.\.\//);
    expect(resolve(dirname(file), data.hero.src)).toBe(join(project, pictures[0]!));
    expect(body).toContain(ARTICLE[lang].body);
  }
  createdArticle = name!.replace(/\.md$/, '');
});

/** The project whose title the round trip changes: the newest, shown on the home; its new title, its own with a few words more. */
const PROJECT = projects.find((project) => project.lang === 'fr')!;
const NEW_PROJECT_TITLE = `${PROJECT.title}, pièce par pièce`;
let projectSaved = false;

test('a project’s title changed in the French pane is saved in its French file only', async ({ page }) => {
  await signIn(page, original);
  await goToEntry(page, `realisations/entries/${PROJECT.slug}`);
  const path = PROJECT.file;
  const before = valuesOf(path, text(original, path)) as { data: { title: string } };
  expect(before.data.title).toBe(PROJECT.title);
  const title = await fieldWithValue(editPane(page, 'Français'), 'textbox', before.data.title);
  await title.fill(NEW_PROJECT_TITLE);
  await save(page);

  const after = await readClone(page);
  expect(changes(original, after)).toEqual({ changed: [path], added: [], removed: [] });
  expect(differences(before, valuesOf(path, text(after, path)))).toEqual([
    `.data.title: ${JSON.stringify(PROJECT.title)} → ${JSON.stringify(NEW_PROJECT_TITLE)}`,
  ]);
  expectOnlyLinesChanged(text(original, path), text(after, path), 1);
  await keep(after, [path]);
  projectSaved = true;
});

test('the site rebuilt with the saved files shows the new price, the new article in both languages and the project’s new title', async () => {
  test.setTimeout(480_000);
  // Fails, rather than skips, when the article test did not save its files: the rebuild is the proof.
  expect(createdArticle, 'the article test saved no article to rebuild with').toBeDefined();
  await buildProject(project);
  const built = (path: string) => readFile(join(project, 'dist', path), 'utf8');
  // 2899 written per language by lib/money.ts: "2 899 €" (narrow no-break space) and "€2,899".
  expect((await built('formation.html')).replace(/\s/g, ' ')).toMatch(/2.899 €/);
  expect(await built('en/formation.html')).toContain('€2,899');
  expect(await built(`blog/${createdArticle}.html`)).toContain(ARTICLE.fr.title);
  expect(await built(`en/blog/${createdArticle}.html`)).toContain(ARTICLE.en.title);
  // The project's page, and its card on the home, carry the title saved in the editor.
  expect(projectSaved, 'the project test saved no title to rebuild with').toBe(true);
  const plain = (html: string) => html.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '');
  expect(plain(await built(`realisations/${PROJECT.slug}.html`))).toContain(NEW_PROJECT_TITLE);
  expect(plain(await built('index.html'))).toContain(NEW_PROJECT_TITLE);
});
