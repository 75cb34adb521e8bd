/**
 * Her projects, in Chromium, both languages, every value read from the content files:
 * - a project's before and after: the after photograph first; Tab reaches the control, an arrow
 *   shows the before one and back; with JavaScript off, choosing "Avant" shows it too;
 * - the home shows the three newest projects, newest first, with the way to the list;
 * - each support page shows only projects of its own kind (the newest three), or no section;
 * - on a project's page, no screen-high slice of `<main>` holds two filled buttons, at 390 and 1280 px.
 * What every page owes (axe, links, no-JS reading, language switch) is routes.spec.ts's, which
 * iterates the route table, projects included.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { projectKinds, projectsShownAtMost } from '../../src/config/projects';
import { locales } from '../../src/i18n/locales';
import { pathFor, projectPath } from '../../src/i18n/routes';
import { dictionaries } from '../../src/i18n/ui';
import { frontMatterOf } from '../../src/lib/markdown-pairs';
import { projects } from '../../src/lib/projects';
import { mainActionColour } from './a11y-probes';
import { expect, isolate, openDecided, test } from './fixtures';

interface ProjectFile {
  title: string;
  kind: string;
  before: { alt: string };
  after: { alt: string };
}
const dataOf = (file: string) => parse(frontMatterOf(readFileSync(file, 'utf8'))!) as ProjectFile;
/** The same words whatever the typesetting added (no-break spaces, word joiners). */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '');

/** The before and after pictures of the page's control, in that order, and its two choices. */
function control(page: Page, lang: (typeof locales)[number]) {
  const group = page.getByRole('group', { name: dictionaries[lang]['project.compare'] });
  return {
    group,
    before: group.locator('img').nth(0),
    after: group.locator('img').nth(1),
    beforeChoice: group.getByRole('radio', { name: dictionaries[lang]['project.before'] }),
    afterChoice: group.getByRole('radio', { name: dictionaries[lang]['project.after'] }),
  };
}

for (const lang of locales) {
  const mine = projects.filter((project) => project.lang === lang);

  test.describe(`${lang}: a project’s before and after`, () => {
    const project = mine[0]!;
    const data = dataOf(project.file);
    const path = projectPath(project.slug, lang);

    test('shows the after photograph first; Tab reaches the control and an arrow shows the before one', async ({ page }) => {
      await openDecided(page, path);
      const { group, before, after, beforeChoice, afterChoice } = control(page, lang);
      await expect(group).toBeVisible();
      expect(plain(await before.getAttribute('alt'))).toBe(plain(data.before.alt));
      expect(plain(await after.getAttribute('alt'))).toBe(plain(data.after.alt));
      await expect(after).toBeVisible();
      await expect(before).toBeHidden();
      await expect(afterChoice).toBeChecked();

      // From the link just before it (the trail's way up), one Tab lands on the chosen radio.
      await page.locator('#hero [data-breadcrumbs] a').last().focus();
      await page.keyboard.press('Tab');
      await expect(afterChoice).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(beforeChoice).toBeChecked();
      await expect(beforeChoice).toBeFocused();
      await expect(before).toBeVisible();
      await expect(after).toBeHidden();
      // The same box either way: nothing below it moves.
      const box = await before.boundingBox();
      await page.keyboard.press('ArrowRight');
      await expect(afterChoice).toBeChecked();
      await expect(after).toBeVisible();
      await expect(before).toBeHidden();
      expect((await after.boundingBox())?.height).toBeCloseTo(box!.height, 0);
    });

    test('works with JavaScript off: choosing "before" shows the before photograph', async ({ browser, log }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await isolate(context, log);
      const page = await context.newPage();
      await page.goto(path);
      const { before, after, beforeChoice, afterChoice } = control(page, lang);
      await expect(after).toBeVisible();
      await expect(before).toBeHidden();
      await page.getByText(dictionaries[lang]['project.before'], { exact: true }).click();
      await expect(beforeChoice).toBeChecked();
      await expect(before).toBeVisible();
      await expect(after).toBeHidden();
      await afterChoice.check();
      await expect(after).toBeVisible();
      await context.close();
    });
  });

  test(`${lang}: the home shows the three newest projects, newest first, and the way to the list`, async ({ page }) => {
    await page.goto(pathFor('home', lang));
    const section = page.locator('#projects');
    const newest = mine.slice(0, projectsShownAtMost);
    expect(
      await section.locator('[data-project-card]').evaluateAll((items) => items.map((item) => item.getAttribute('data-project-card'))),
    ).toEqual(newest.map((p) => p.slug));
    for (const project of newest) {
      await expect(section.locator(`[data-project-card="${project.slug}"] a[href="${projectPath(project.slug, lang)}"]`)).toHaveCount(1);
    }
    await expect(section.locator(`a[href="${pathFor('projects', lang)}"]`)).toHaveText(dictionaries[lang]['project.allProjects']);
    // Right under the hero: her work within the first two screens.
    expect(await page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.id).join(' '))).toMatch(/^hero projects /);
  });

  test(`${lang}: each support page shows only projects of its own kind`, async ({ page }) => {
    for (const kind of projectKinds) {
      await page.goto(pathFor(kind.id, lang));
      const own = mine.filter((project) => project.kind === kind.id).slice(0, projectsShownAtMost);
      const shown = await page
        .locator('#projects [data-project-card]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-project-card')));
      expect(shown, kind.id).toEqual(own.map((project) => project.slug));
      if (own.length === 0) await expect(page.locator('#projects'), kind.id).toHaveCount(0);
    }
  });
}

/** The filled buttons and links of `<main>` (their background the clay of a main action), by their top and bottom in the page. */
async function filledActions(page: Page) {
  const clay = await mainActionColour(page);
  return page.evaluate(
    (clay) =>
      [...document.querySelectorAll('main a, main button, main label')]
        .filter((element) => getComputedStyle(element).backgroundColor === clay && element.getBoundingClientRect().height > 0)
        .map((element) => {
          const box = element.getBoundingClientRect();
          return { label: element.textContent?.trim() ?? '', top: box.top + scrollY, bottom: box.bottom + scrollY };
        }),
    clay,
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`on a project’s page, no screen holds two filled buttons (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The banner answered once, on the first page: every page after it is read as it will stay.
    await openDecided(page, pathFor('projects', 'fr'));
    for (const project of projects) {
      await page.goto(projectPath(project.slug, project.lang));
      const filled = await filledActions(page);
      expect(filled.length, `${project.slug} (${project.lang}): the closing band's call`).toBeGreaterThanOrEqual(1);
      // Any two filled actions further apart than a screen's height: no scroll position shows both.
      for (const [i, a] of filled.entries()) {
        for (const b of filled.slice(i + 1)) {
          expect(
            Math.max(a.bottom, b.bottom) - Math.min(a.top, b.top),
            `${project.slug} (${project.lang}): "${a.label}" and "${b.label}" in one screen`,
          ).toBeGreaterThan(viewport.height);
        }
      }
    }
  });
}
