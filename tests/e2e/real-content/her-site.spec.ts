/**
 * The site as she will publish it, on the real-content fixture: her identity complete,
 * photographs in every picture field, her portrait set and chosen for the home's hero, her training
 * filled in (tools/real-content.ts, tests/fixtures/). A visitor who refuses cookies meets her
 * face on the first screen of the home, at every width, never squeezed; the about page shows her
 * portrait on a phone too, in a file sized for it; the training and about pages say who teaches.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { locales, type Locale } from '../../../src/i18n/locales';
import { pathFor } from '../../../src/i18n/routes';
import { expect, openDecided, test } from '../fixtures';

const fixture = '.real-content-fixture/src/content';
const about = (lang: Locale) =>
  parse(readFileSync(`${fixture}/about/${lang}.yaml`, 'utf8')) as {
    person: {
      photo: { alt: string };
      trainer: { school: string; year: number; certifications: { name: string; body: string; year: number }[] };
    };
  };

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`home at ${width} px: her face in the first screen, large in the hero and a round, unsqueezed portrait beside her name`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openDecided(page, pathFor('home', 'fr'));
    const hero = page.locator('#hero [data-hero-picture] img');
    await expect(hero).toHaveAttribute('alt', about('fr').person.photo.alt);
    const heroBox = (await hero.boundingBox())!;
    expect(heroBox.y, 'the hero picture starts in the first screen').toBeLessThan(height);
    expect(heroBox.width, 'large').toBeGreaterThan(width / 3);
    const portrait = page.locator('#hero [data-person-line] [data-portrait]');
    const box = (await portrait.boundingBox())!;
    expect(box.width, 'at least 64 px').toBeGreaterThanOrEqual(63.5);
    expect(Math.abs(box.width - box.height), 'square').toBeLessThanOrEqual(1);
    expect(await portrait.locator('img').evaluate((img) => getComputedStyle(img).objectFit)).toBe('cover');
    const image = (await portrait.locator('img').boundingBox())!;
    expect(Math.round(image.width), 'the picture fills its circle').toBe(Math.round(box.width) - 2);
  });
}

test('home on a phone: her work within the first two screens', async ({ page }) => {
  const screen = { width: 390, height: 844 };
  await page.setViewportSize(screen);
  await openDecided(page, pathFor('home', 'fr'));
  const first = page.locator('#projects [data-project-card]').first();
  const box = (await first.boundingBox())!;
  expect(box.y + box.height / 2, 'the first project, half of it at least, within two screens').toBeLessThan(2 * screen.height);
});

test('about on a phone: her portrait beside what drives her, in a file sized for the phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDecided(page, pathFor('about', 'fr'));
  const portrait = page.locator('#drive img').first();
  await portrait.scrollIntoViewIfNeeded();
  await expect(portrait).toBeVisible();
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = (await portrait.boundingBox())!;
  expect(shown.width).toBeGreaterThanOrEqual(80);
  // The file's width: no more than a 3× phone needs for the vignette.
  const fileWidth = await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(fileWidth, 'a file sized for the phone').toBeLessThanOrEqual(Math.ceil(shown.width * 3) + 150);
});

for (const lang of locales) {
  test(`${lang}: who teaches, on the training and about pages: her school and year, her certifications with their bodies and years`, async ({
    page,
  }) => {
    const { trainer } = about(lang).person;
    for (const path of [pathFor('formation', lang), pathFor('about', lang)]) {
      await page.goto(path);
      const block = page.locator('#trainer');
      await expect(block, path).toBeVisible();
      await expect(block).toContainText(trainer.school);
      await expect(block).toContainText(String(trainer.year));
      for (const certification of trainer.certifications) {
        const item = block.locator('[data-certifications] li', { hasText: certification.name });
        await expect(item).toContainText(certification.body);
        await expect(item).toContainText(String(certification.year));
      }
      await expect(block.getByRole('img', { name: about(lang).person.photo.alt })).toBeVisible();
    }
  });
}
