/**
 * A month of the owner's ordinary changes, in the real editor (local-repository stand-in,
 * editor-harness.ts), one after the other as she would make them: her
 * phone number and e-mail address, a price typed as she types it, a question added to a FAQ in
 * both languages, a new picture with its alternative text, a new article with its picture, a word
 * of the menu, a legal page's date. Then: every saved file differs from the repository's exactly
 * where she meant it to and nowhere else (no value changes type, no key comes or goes), and the
 * site built from them shows each change, in both languages.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { changes, editPane, fieldWithValue, isolateEditor, readClone, repositoryFiles, signIn, type EditorLog } from './editor-harness';
import {
  buildProject,
  copyProject,
  differences,
  expect,
  expectNoCspViolation,
  fieldAt,
  goToEntry,
  keep,
  removeProject,
  save,
  showEnglishBeside,
  text,
  valuesOf,
} from './editor-steps';

// About 40 s alone, a few minutes beside the rest of the suite on 2 cores.
test.describe.configure({ timeout: 600_000 });

let project: string | undefined;
test.afterAll(() => removeProject(project));

const CONTACT = { phoneDisplay: '+32 470 12 34 56', phoneDigits: '32470123456', email: 'bonjour@atelier-habitat.be' };
const QUESTION = {
  fr: {
    question: 'Puis-je offrir un accompagnement\u202f?',
    answer: 'Oui\u202f: écrivez-moi, je vous envoie un bon cadeau au nom de la personne, valable un an.',
  },
  en: {
    question: 'Can I give a consultation as a gift?',
    answer: 'Yes: write to me and I will send you a gift voucher in the person’s name, valid for a year.',
  },
};
const PORTRAIT_ALT = {
  fr: 'Photo : l’architecte dans son atelier, devant une table à dessin',
  en: 'Photo: the architect in her studio, at a drawing table',
};
const ARTICLE = {
  fr: {
    title: 'Ranger l’entrée pour mieux rentrer chez soi',
    description:
      'Une entrée dégagée change le retour à la maison : trois gestes simples pour qu’elle vous accueille au lieu de vous encombrer.',
    alt: 'Photo : une entrée claire, un banc et des patères',
    body: 'L’entrée est la première pièce que l’on voit en rentrant.',
  },
  en: {
    title: 'A tidy hallway for a better homecoming',
    description:
      'A clear hallway changes how it feels to come home: three simple steps so that it welcomes you rather than gets in your way.',
    alt: 'Photo: a bright hallway with a bench and coat hooks',
    body: 'The hallway is the first room you see when you come home.',
  },
  date: '2026-12-01',
};

/** A photo as she hands it over: a 3000 × 2000 JPEG (a gradient, so that it resizes cleanly). */
const photo = (name: string) =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#d8c3a5' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000"><circle cx="1500" cy="1000" r="700" fill="#9a4f2e"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/jpeg', buffer }));

/** A text field of a pane, by its data path, filled with `value`. */
async function write(pane: Locator, path: string, value: string) {
  await (await fieldAt(pane, path)).getByRole('textbox').first().fill(value);
}

/** Uploads a photo into the picture field at `path` of the French pane ("Remplacer l’image" or "Parcourir", "Téléverser", "Insérer"). */
async function uploadInto(page: Page, path: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const field = await fieldAt(editPane(page, 'Français'), path);
  await field
    .getByRole('button', { name: /^(Remplacer l’image|Parcourir)$/ })
    .first()
    .click();
  const library = page.getByRole('dialog', { name: 'Sélectionner une image' });
  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Téléverser' }).click();
  await (await chooser).setFiles(file);
  await library.getByRole('option', { name: new RegExp(`^${file.name.replace(/\..*$/, '')}`) }).click();
  await library.getByRole('button', { name: 'Insérer' }).click();
  await expect(library).toBeHidden();
}

/** Where each saved file may differ from the repository's, and the values there; nothing else may change. */
const MEANT: Record<string, (path: string) => boolean> = {
  'src/content/site/site.yaml': (path) => /^\.contact\.(phoneDisplay|phoneDigits|email):/.test(path),
  'src/content/formation/fr.yaml': (path) => path.startsWith('.plans.items.0.price.amount: 2799 → 2890'),
  'src/content/formation/en.yaml': (path) => path.startsWith('.plans.items.0.price.amount: 2799 → 2890'),
  'src/content/accompagnements/fr.yaml': (path) => path === `.faq.items.6: added`,
  'src/content/accompagnements/en.yaml': (path) => path === `.faq.items.6: added`,
  'src/content/about/fr.yaml': (path) => /^\.drive\.image\.(src|alt):/.test(path),
  'src/content/about/en.yaml': (path) => /^\.drive\.image\.(src|alt):/.test(path),
  'src/content/ui/fr.yaml': (path) => path === '.page.contact: "Contact" → "Me contacter"',
  'src/content/ui/en.yaml': (path) => path === '.page.contact: "Contact" → "Get in touch"',
  'src/content/mentionsLegales/fr.yaml': (path) => path === '.updated.date: "2024-06-09" → "2026-11-20"',
  'src/content/mentionsLegales/en.yaml': (path) => path === '.updated.date: "2024-06-09" → "2026-11-20"',
};

test('a month of ordinary changes saves exactly what she meant, and the site built from it shows each one', async ({ page, context }) => {
  const log: EditorLog = { external: [], cspViolations: [] };
  await isolateEditor(context, log);
  const original = await repositoryFiles();
  await signIn(page, original);

  await test.step('her phone number and e-mail address', async () => {
    await goToEntry(page, 'settings/entries/site');
    const pane = page.getByRole('group', { name: /^Modifier le contenu/ }).first();
    for (const [key, value] of Object.entries(CONTACT)) await write(pane, `contact.${key}`, value);
    await save(page);
  });

  await test.step('the Pro training’s price, typed as she types it', async () => {
    await goToEntry(page, 'pages/entries/formation');
    const price = await fieldWithValue(editPane(page, 'Français'), 'spinbutton', '2799');
    await price.fill('');
    await price.pressSequentially('2 890', { delay: 40 });
    await save(page);
  });

  await test.step('a question added to the support page’s FAQ, in both languages', async () => {
    await goToEntry(page, 'pages/entries/accompagnements');
    await showEnglishBeside(page);
    const list = await fieldAt(editPane(page, 'Français'), 'faq.items');
    await list
      .getByRole('button', { name: /^Ajouter/ })
      .last()
      .click();
    for (const [lang, pane] of [
      ['fr', editPane(page, 'Français')],
      ['en', editPane(page, 'Anglais')],
    ] as const) {
      await write(pane, 'faq.items.6.question', QUESTION[lang].question);
      await write(pane, 'faq.items.6.answer', QUESTION[lang].answer);
    }
    await save(page);
  });

  await test.step('a new photo on the about page, and its alternative text in both languages', async () => {
    await goToEntry(page, 'pages/entries/about');
    await showEnglishBeside(page);
    await uploadInto(page, 'drive.image.src', await photo('portrait-atelier.jpg'));
    await write(editPane(page, 'Français'), 'drive.image.alt', PORTRAIT_ALT.fr);
    await write(editPane(page, 'Anglais'), 'drive.image.alt', PORTRAIT_ALT.en);
    await save(page);
  });

  await test.step('a new article, in both languages, with its photo', async () => {
    await goToEntry(page, 'blog-articles/new');
    await showEnglishBeside(page);
    const fr = editPane(page, 'Français');
    await (await fieldAt(fr, 'date')).getByRole('textbox').first().fill(ARTICLE.date);
    const category = await fieldAt(fr, 'category');
    if (await category.getByRole('radio').count()) await category.getByRole('radio', { name: 'Feng Shui' }).check();
    else {
      await category.getByRole('combobox').click();
      await page.getByRole('option', { name: 'Feng Shui' }).click();
    }
    await uploadInto(page, 'hero.src', await photo('entree-claire.jpg'));
    for (const [lang, pane] of [
      ['fr', fr],
      ['en', editPane(page, 'Anglais')],
    ] as const) {
      await write(pane, 'title', ARTICLE[lang].title);
      await write(pane, 'description', ARTICLE[lang].description);
      await write(pane, 'hero.alt', ARTICLE[lang].alt);
      const body = (await fieldAt(pane, 'body')).getByRole('textbox').first();
      await body.click();
      await body.pressSequentially(ARTICLE[lang].body);
    }
    await save(page);
  });

  await test.step('a word of the menu, in both languages', async () => {
    await goToEntry(page, 'settings/entries/ui');
    await showEnglishBeside(page);
    await write(editPane(page, 'Français'), 'page.contact', 'Me contacter');
    await write(editPane(page, 'Anglais'), 'page.contact', 'Get in touch');
    await save(page);
  });

  await test.step('the legal notice’s date of update', async () => {
    await goToEntry(page, 'pages/entries/mentionsLegales');
    await (await fieldAt(editPane(page, 'Français'), 'updated.date')).getByRole('textbox').first().fill('2026-11-20');
    await save(page);
  });
  await expectNoCspViolation(page);

  const after = await readClone(page);
  const { changed, added, removed } = changes(original, after);
  expect(removed).toEqual([]);
  expect(changed).toEqual(Object.keys(MEANT).sort());
  const articles = added.filter((path) => path.startsWith('src/content/blog/'));
  const pictures = added.filter((path) => path.startsWith('src/assets/'));
  expect(articles).toHaveLength(2);
  expect(pictures).toHaveLength(2);
  expect(added).toEqual([...articles, ...pictures].sort());

  await test.step('every file differs exactly where she meant it to', async () => {
    for (const path of changed) {
      const found = differences(valuesOf(path, text(original, path)), valuesOf(path, text(after, path)));
      expect(found.length, path).toBeGreaterThan(0);
      expect(
        found.filter((difference) => !MEANT[path]!(difference)),
        `${path}: changed where she did not mean it`,
      ).toEqual([]);
    }
    for (const lang of ['fr', 'en'] as const) {
      const saved = valuesOf(`x.yaml`, text(after, `src/content/accompagnements/${lang}.yaml`)) as { faq: { items: unknown[] } };
      expect(saved.faq.items.at(-1)).toEqual(QUESTION[lang]);
    }
  });

  await test.step('the site built from the saved files shows every change, in both languages', async () => {
    project = await copyProject();
    await keep(project, after, [...changed, ...added]);
    await buildProject(project);
    const built = async (path: string) => (await readFile(join(project!, 'dist', path), 'utf8')).replace(/\s+/g, ' ');
    const slug = articles[0]!.split('/').pop()!.replace(/\.md$/, '');
    const pages = {
      contact: await built('contact.html'),
      formation: await built('formation.html'),
      enFormation: await built('en/formation.html'),
      accompagnements: await built('accompagnements.html'),
      enAccompagnements: await built('en/accompagnements.html'),
      about: await built('about.html'),
      enAbout: await built('en/about.html'),
      article: await built(`blog/${slug}.html`),
      enArticle: await built(`en/blog/${slug}.html`),
      legal: await built('mentions-legales.html'),
      enLegal: await built('en/mentions-legales.html'),
    };
    expect(pages.contact).toContain(CONTACT.email);
    expect(pages.contact).toContain('tel:+32470123456');
    expect(pages.formation).toContain('2 890 €');
    expect(pages.enFormation).toContain('€2,890');
    expect(pages.accompagnements).toContain(QUESTION.fr.question.replace('\u202f', ' '));
    expect(pages.enAccompagnements).toContain(QUESTION.en.question);
    expect(pages.about).toContain(`alt="${PORTRAIT_ALT.fr}"`);
    expect(pages.enAbout).toContain(`alt="${PORTRAIT_ALT.en}"`);
    expect(pages.article).toContain(ARTICLE.fr.title);
    expect(pages.enArticle).toContain(ARTICLE.en.title);
    // The menu's word, in every page's header.
    expect(pages.formation).toMatch(/<a [^>]*href="\/contact"[^>]*>Me contacter<\/a>/);
    expect(pages.enFormation).toMatch(/<a [^>]*href="\/en\/contact"[^>]*>Get in touch<\/a>/);
    expect(pages.legal).toContain('20 novembre 2026');
    expect(pages.enLegal).toContain('20 November 2026');
  });
});
