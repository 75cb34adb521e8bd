/**
 * Every word the editor shows the owner is French (docs/decisions/010): on each screen she uses
 * (sign-in, the list of pages, an entry with both languages and a field's menu, the pictures'
 * page and the picture dialog), no text, screen-reader name, tooltip or placeholder is one of
 * Sveltia's English interface strings (its British and American files, where they differ from
 * its French). The owner's own English (the English pane's content) is content, not interface,
 * and is never one of those strings. Machine translation is not offered.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Locator, type Page } from '@playwright/test';
import { editorPackageDir } from '../../build/editor/editor';
import { editorFrench } from '../../build/editor/editor-french';
import { editPane, isolateEditor, repositoryFiles, reveal, signIn, type EditorLog } from './editor-harness';
import { expect, goToEntry, showEnglishBeside } from './editor-steps';

test.describe.configure({ timeout: 300_000 });

type Words = { [key: string]: string | Words };
const flat = (words: Words, prefix = ''): [string, string][] =>
  Object.entries(words).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`),
  );
const localeFile = (name: string) => JSON.parse(readFileSync(join(editorPackageDir(), 'locales', name), 'utf8')) as Words;

/** The texts a message can show: each variant of a `.match`, markup dropped. */
function variantsOf(message: string): string[] {
  const variants = message.startsWith('.')
    ? [...message.matchAll(/\{\{([\s\S]*?)\}\}(?=\s*(?:[\w*]+\s*\{\{|$))/g)].map((match) => match[1]!)
    : [message];
  return variants.map((variant) => variant.replace(/<[^>]*>/g, '').trim());
}

/**
 * Sveltia's English interface strings as patterns that match a whole text on screen (a value in
 * braces matches anything), leaving out the strings its French writes the same ("Collection", "OK")
 * and those with no word of their own.
 */
function englishStrings(): RegExp[] {
  const french = new Map(flat(editorFrench(readFileSync(join(editorPackageDir(), 'locales/fr.json'), 'utf8'))));
  const patterns = new Map<string, RegExp>();
  for (const file of ['en-GB.json', 'en-US.json']) {
    for (const [key, message] of flat(localeFile(file))) {
      if (key.startsWith('config.') || french.get(key) === message) continue;
      for (const variant of variantsOf(message)) {
        const literal = variant.replace(/\{\$[^}]*\}/g, '');
        if (!/[A-Za-z]{3,}/.test(literal)) continue;
        const source = variant
          .split(/\{\$[^}]*\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
          .join('.+?');
        patterns.set(source, new RegExp(`^${source}$`));
      }
    }
  }
  return [...patterns.values()];
}

/** What the screen says: its visible texts, and its elements' screen-reader names, tooltips and placeholders. */
function wordsOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Icons are ligatures of the icon font ("more_vert"), hidden from screen readers.
      if (!parent || parent.closest('[aria-hidden="true"], script, style, textarea, [contenteditable="true"]')) continue;
      const words_ = (node.textContent ?? '')
        .replace(/[\u2068\u2069]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (words_) words.add(words_);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [title], [placeholder], [aria-roledescription], [aria-description], img[alt]',
    )) {
      for (const name of ['aria-label', 'title', 'placeholder', 'aria-roledescription', 'aria-description', 'alt']) {
        const value = element
          .getAttribute(name)
          ?.replace(/[\u2068\u2069]/g, '')
          .replace(/\s+/g, ' ')
          .trim();
        if (value) words.add(value);
      }
    }
    return [...words];
  });
}

/** Scrolls a pane to its end, a screenful at a time, as the owner's wheel does. */
async function scrollThrough(pane: Locator) {
  const box = await pane.boundingBox();
  if (box) await pane.page().mouse.move(box.x + box.width / 2, box.y + Math.min(box.height, 600) / 2);
  for (let i = 0; i < 80; i++) {
    await pane.page().mouse.wheel(0, 700);
    await pane.page().waitForTimeout(100);
  }
}

const english = englishStrings();
async function expectFrench(page: Page, screen: string) {
  const words = await wordsOnScreen(page);
  expect(words.length, `${screen}: something on screen`).toBeGreaterThan(5);
  expect(
    words.filter((text) => english.some((pattern) => pattern.test(text))),
    `${screen}: English on the screen`,
  ).toEqual([]);
}

test.beforeEach(async ({ context }) => {
  const log: EditorLog = { external: [], cspViolations: [] };
  await isolateEditor(context, log);
});

test('the sign-in, the list of pages, an entry, a field’s menu, the pictures and their dialog speak French only', async ({ page }) => {
  expect(english.length, 'Sveltia’s English strings').toBeGreaterThan(500);
  await signIn(page, await repositoryFiles(), { beforeSignIn: () => expectFrench(page, 'sign-in') });

  await page
    .getByRole('treeitem', { name: /^Pages/ })
    .first()
    .click();
  await expect(page.getByRole('row', { name: /^Formation/ }).first()).toBeVisible();
  await expectFrench(page, 'the list of pages');

  await goToEntry(page, 'pages/entries/formation');
  await showEnglishBeside(page);
  await expect(editPane(page, 'Anglais').getByRole('textbox').first()).toBeVisible();
  // The editor draws fields as they scroll into view: down to the last one (the picture fields, the lists' buttons).
  await scrollThrough(editPane(page, 'Français'));
  await expectFrench(page, 'an entry, French and English side by side');
  // No machine translation: no button offers it, on the panes or on a field.
  await expect(page.getByRole('button', { name: /Tradu|Translat/i })).toHaveCount(0);
  await editPane(page, 'Anglais').getByRole('button', { name: 'Afficher les options du champ' }).first().click();
  await expect(page.getByRole('menu').first()).toBeVisible();
  await expectFrench(page, 'a field’s menu');
  await expect(page.getByRole('menuitem', { name: /Tradu|Translat/i })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Annuler la modification' }).click();
  await page.getByRole('radio', { name: 'Ressources' }).click();
  await expect(page.getByRole('grid', { name: 'Ressources' }).getByRole('row').first()).toBeVisible();
  await expectFrench(page, 'the pictures (Ressources)');

  await goToEntry(page, 'pages/entries/formation');
  const poster = editPane(page, 'Français').getByRole('button', { name: 'Remplacer l’image' }).first();
  await (await reveal(editPane(page, 'Français'), async () => ((await poster.count()) ? poster : undefined))).click();
  await expect(page.getByRole('dialog', { name: 'Sélectionner une image' })).toBeVisible();
  await expectFrench(page, 'the picture dialog');
});
