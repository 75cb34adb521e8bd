/**
 * The legal pages (docs/decisions/016, 013, 003): their dates in each language, the
 * exclusive accordions of the privacy policy and the terms of sale (with JavaScript off too), the
 * cookie section that names every provider and reopens the consent preferences, the deposit
 * clause before the articles, and a text that reads well: one outline, short lines.
 */
import type { Browser, Page } from '@playwright/test';
import { providers } from '../../src/config/providers';
import { formatDate, isoDate } from '../../src/lib/dates';
import { pageContent } from '../content';
import { expect, LOCAL_ORIGIN, rejectAll, test } from './fixtures';

const languages = [
  { lang: 'fr', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const;

/** Opens a page with JavaScript off, the way the route-wide checks do. */
async function openWithoutScript(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route(
    (url) => !LOCAL_ORIGIN.test(url.href),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** One open at a time, another closes it, clicking the open one closes it. */
async function expectExclusive(page: Page, selector: string, count: number) {
  const items = page.locator(selector);
  const open = page.locator(`${selector}[open]`);
  await expect(items).toHaveCount(count);
  await expect(open).toHaveCount(0);
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open');
  await items
    .nth(count - 1)
    .locator('summary')
    .click();
  await expect(items.nth(count - 1)).toHaveAttribute('open');
  await expect(open).toHaveCount(1);
  await items
    .nth(count - 1)
    .locator('summary')
    .click();
  await expect(open).toHaveCount(0);
}

/** The date under the title: machine-readable, and written as the page's language writes it. */
/** The page's date is its content file's, written in its language (formatDate: tests/unit/lib/dates.test.ts). */
async function expectDate(page: Page, path: string, iso: string, lang: 'fr' | 'en') {
  await page.goto(path);
  const time = page.locator('#hero [data-last-updated] time');
  await expect(time).toHaveAttribute('datetime', iso);
  await expect(time).toHaveText(formatDate(iso, lang));
}

const accordions = [
  { path: '/politique-confidentialite', selector: '#rubriques details', count: 5 },
  { path: '/cgv', selector: '#articles details', count: 7 },
] as const;

for (const { lang, prefix } of languages) {
  test.describe(`${prefix}/mentions-legales (${lang})`, () => {
    test('is dated as its file says and has its four articles', async ({ page }) => {
      await expectDate(page, `${prefix}/mentions-legales`, isoDate(pageContent('mentionsLegales', lang).updated.date), lang);
      await expect(page.locator('main section[aria-labelledby] > h2')).toHaveCount(4);
      await expect(page.locator('#droit-applicable')).toContainText(lang === 'fr' ? 'droit anglais' : 'English law');
      await expect(page.locator('#droit-applicable')).toContainText('Kent');
      await expect(page.locator('#informations-legales [data-practice-details="publisher"] [data-detail]')).toHaveCount(7);
    });
  });

  test.describe(`${prefix}/politique-confidentialite (${lang})`, () => {
    test('is dated as its file says', async ({ page }) => {
      await expectDate(page, `${prefix}/politique-confidentialite`, isoDate(pageContent('confidentialite', lang).revised.date), lang);
    });

    test('#cookies names every provider, with its privacy page in a new tab, and the one cookie kept 182 days', async ({ page }) => {
      await page.goto(`${prefix}/politique-confidentialite`);
      const cookies = page.locator('section#cookies');
      await expect(cookies.locator('h2')).toContainText('7.');
      for (const provider of Object.values(providers)) {
        await expect(cookies).toContainText(provider.name);
        const link = cookies.locator(`a[href="${provider.privacyUrl}"]`);
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(cookies.locator(`[data-consent-category="${provider.category}"]`)).toContainText(provider.name);
      }
      await expect(cookies).toContainText('cc_cookie');
      await expect(cookies).toContainText(lang === 'fr' ? '182\u00a0jours' : '182 days');
    });

    test('the footer link and the button in #cookies reopen the consent preferences', async ({ page }) => {
      await page.goto(`${prefix}/politique-confidentialite`);
      await rejectAll(page);
      const preferences = page.locator('#cc-main .pm');
      await page.locator('footer [data-cc="show-preferencesModal"]').click();
      await expect(preferences).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(preferences).toBeHidden();
      const button = page.locator('#cookies button[data-cc="show-preferencesModal"]');
      await expect(button).toBeVisible();
      await button.click();
      await expect(preferences).toBeVisible();
    });
  });

  test.describe(`${prefix}/cgv (${lang})`, () => {
    test('opens with the deposit clause, set apart before the articles', async ({ page }) => {
      await page.goto(`${prefix}/cgv`);
      const deposit = page.locator('main section#acompte');
      await expect(deposit).toBeVisible();
      await expect(deposit).toHaveAttribute('data-tone', 'highlight');
      await expect(deposit.locator('xpath=ancestor::details')).toHaveCount(0);
      const before = await deposit.evaluate((element) => {
        const accordion = document.querySelector('#articles details');
        return accordion !== null && Boolean(element.compareDocumentPosition(accordion) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(before).toBe(true);
      // Nothing of the page's own content stands between the title and the clause but the contents list.
      const firstSection = await page.locator('main section[aria-labelledby]').first().getAttribute('id');
      expect(firstSection).toBe('acompte');
      await expect(deposit).toContainText(lang === 'fr' ? 'non remboursable' : 'non-refundable');
      await expect(page.locator('#vendeur [data-practice-details="seller"]')).toBeVisible();
    });
  });
}

test.describe('legal accordions (/politique-confidentialite, /cgv)', () => {
  for (const { path, selector, count } of accordions) {
    for (const { prefix } of languages) {
      test(`${prefix}${path}: ${count} items, one open at a time`, async ({ page }) => {
        await page.goto(`${prefix}${path}`);
        await rejectAll(page);
        await expectExclusive(page, selector, count);
        // The accordion sits under an h2; its titles are summaries, not headings.
        await expect(page.locator(selector.replace(' details', ' > h2'))).toHaveCount(1);
        await expect(page.locator(`${selector} summary :is(h1, h2, h3, h4)`)).toHaveCount(0);
      });
    }

    test(`${path}: works with JavaScript off`, async ({ browser }) => {
      const { page, close } = await openWithoutScript(browser, path);
      await expectExclusive(page, selector, count);
      await close();
    });
  }
});

test.describe('legal text without JavaScript (/politique-confidentialite)', () => {
  test('the cookie section says there is nothing to choose instead of showing a dead button', async ({ browser, page }) => {
    const { page: noScript, close } = await openWithoutScript(browser, '/en/politique-confidentialite');
    await expect(noScript.locator('#cookies button[data-cc]')).toBeHidden();
    await expect(noScript.locator('#cookies')).toContainText('JavaScript is turned off');
    await close();
    await page.goto('/en/politique-confidentialite');
    await expect(page.getByText('JavaScript is turned off')).toBeHidden();
  });
});

test.describe('legal text reads well (/mentions-legales, /politique-confidentialite, /cgv)', () => {
  for (const path of ['/mentions-legales', '/en/politique-confidentialite', '/cgv']) {
    test(`${path}: a heading outline with no skipped level, lines of at most 70ch, line height at least 1.6`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await page.locator('main details').evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
      expect(await headingLevels(page)).toEqual(expect.arrayContaining([1, 2]));
      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => index > 0 && expect(level - levels[index - 1]!, `heading ${index + 1}`).toBeLessThanOrEqual(1));

      const measures = await page.locator('main [data-policy-text] p').evaluateAll((paragraphs) =>
        paragraphs.map((p) => {
          const probe = document.createElement('span');
          probe.style.cssText = 'position:absolute;visibility:hidden;width:70ch';
          p.append(probe);
          const limit = probe.getBoundingClientRect().width;
          probe.remove();
          const style = getComputedStyle(p);
          return { width: p.getBoundingClientRect().width, limit, ratio: parseFloat(style.lineHeight) / parseFloat(style.fontSize) };
        }),
      );
      expect(measures.length).toBeGreaterThan(3);
      for (const { width, limit, ratio } of measures) {
        expect(width).toBeLessThanOrEqual(limit);
        expect(ratio).toBeGreaterThanOrEqual(1.6);
      }
    });
  }
});

function headingLevels(page: Page): Promise<number[]> {
  return page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
}
