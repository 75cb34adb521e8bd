/**
 * Trust first, as a visitor who refused cookies sees it: her clients' words as text on
 * the pages that carry them, with nothing asked of the reviews provider; who she is (her name and
 * titles) in the home's first screens and at the top of about; the press logos, under reduced
 * motion, every one whole and in view.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { site } from '../../src/config/site';
import { pathFor, type PageId } from '../../src/i18n/routes';
import { locales } from '../../src/i18n/locales';
import { expect, openDecided, scrollThrough, test } from './fixtures';

const withTestimonials: readonly PageId[] = ['home', 'about', 'podcast', 'accompagnements', 'construction', 'demenagement', 'fengShui'];
const phone = { width: 390, height: 844 };

for (const lang of locales) {
  const credentials = (parse(readFileSync(`src/content/about/${lang}.yaml`, 'utf8')) as { person: { credentials: string[] } }).person
    .credentials;

  for (const pageId of withTestimonials) {
    const path = pathFor(pageId, lang);
    test(`${path}: at least two testimonials as text, cookies refused, and no request leaves`, async ({ page, log }) => {
      await openDecided(page, path);
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      const cards = page.locator('main [data-client-words] [data-testimonial]');
      expect(await cards.count()).toBeGreaterThanOrEqual(2);
      for (const card of await cards.all()) {
        await expect(card).toBeVisible();
        // A quotation with its client's name and project, and the month as <time>.
        expect((await card.locator('blockquote').innerText()).length).toBeGreaterThan(20);
        await expect(card.locator('figcaption time')).toHaveAttribute('datetime', /^\d{4}-\d{2}$/);
      }
      expect(log.external, 'third-party requests with cookies refused').toEqual([]);
    });
  }

  test(`a testimonial written in the other language says it is translated (${lang})`, async ({ page }) => {
    await openDecided(page, pathFor('fengShui', lang));
    const other = lang === 'fr' ? 'en' : 'fr';
    const note = (parse(readFileSync(`src/content/testimonials/${lang}.yaml`, 'utf8')) as { translatedFrom: Record<typeof other, string> })
      .translatedFrom[other];
    await expect(page.locator('main [data-testimonial]').filter({ hasText: note })).toHaveCount(1);
  });

  for (const pageId of ['home', 'about'] as const) {
    test(`${pathFor(pageId, lang)}: her name and titles in the first screens`, async ({ page }) => {
      await page.setViewportSize(phone);
      await openDecided(page, pathFor(pageId, lang));
      const line = page.locator('main [data-person-line]').first();
      await expect(line).toContainText(site.practitioner.name);
      // As read: without the word joiners and no-break spaces of the typesetting.
      const text = (await line.innerText()).replace(/\u2060/g, '').replace(/[\u00a0\u202f]/g, ' ');
      for (const credential of credentials) expect(text).toContain(credential);
      const top = await line.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(top, 'within the first one and a half screens').toBeLessThan(phone.height * 1.5);
    });
  }
}

for (const width of [390, 1280]) {
  test(`the press logos at rest under reduced motion: every one whole and in view (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openDecided(page, '/');
    const strip = page.locator('#press');
    await strip.scrollIntoViewIfNeeded();
    const logos = strip.locator('[data-logo-copy]:not([aria-hidden]) img');
    expect(await logos.count()).toBeGreaterThan(1);
    for (const logo of await logos.all()) {
      const box = (await logo.boundingBox())!;
      expect(box.x, 'left edge in view').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'right edge in view').toBeLessThanOrEqual(width);
    }
    await expect(strip.locator('[data-logo-copy][aria-hidden]')).toBeHidden();
  });
}
