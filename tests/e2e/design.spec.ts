/**
 * The studio's details: the wordmark on one line down to 320 px; a long address breaks
 * inside its box at 320 px and at 200 % text; the search field's clear sign in the site's palette;
 * her training hidden while it holds examples. One main action and one plan mark per screen are
 * checked on every route by layout.spec.ts; her portrait and training, on the site with her
 * photographs, in real-content/.
 */
import { locales } from '../../src/i18n/locales';
import { pathFor } from '../../src/i18n/routes';
import { dictionaries } from '../../src/i18n/ui';
import { TEXT_200, withStyle } from './a11y-probes';
import { expect, openDecided, scrollThrough, test } from './fixtures';

test('the wordmark holds on one line at 320 px, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const lang of locales) {
    await page.goto(pathFor('home', lang));
    await page.evaluate(() => document.fonts.ready);
    const name = page.locator('[data-site-header] [data-slot="logo"] > span');
    const lines = await name.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element.firstChild!);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, lang).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing past the screen').toBeLessThanOrEqual(320);
  }
});

test('an e-mail address breaks inside its box at 320 px, and at 200 % text on a desktop', async ({ page }) => {
  const spills = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main a[href^="mailto:"], footer a[href^="mailto:"]')]
        .filter((link) => link.getClientRects().length > 0)
        .flatMap((link) => {
          // The box it stands in: the nearest ancestor drawn as one (a border or a background), else its parent.
          let box = link.parentElement!;
          for (let node: HTMLElement | null = box; node && node !== document.body; node = node.parentElement) {
            const style = getComputedStyle(node);
            if (parseFloat(style.borderRightWidth) > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)') {
              box = node;
              break;
            }
          }
          const edge = box.getBoundingClientRect().right;
          return [...link.getClientRects()].some((rect) => rect.right > edge + 1) ? [link.textContent ?? ''] : [];
        }),
    );
  await openDecided(page, pathFor('home', 'fr'));
  for (const path of [pathFor('press', 'fr'), pathFor('contact', 'en')]) {
    await page.goto(path);
    await page.setViewportSize({ width: 320, height: 700 });
    await scrollThrough(page);
    expect(await spills(), `${path} at 320 px`).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await withStyle(page, TEXT_200, spills), `${path}, 1280 px, text at 200 %`).toEqual([]);
  }
});

test('the search field’s clear sign is the site’s: clay, not the browser’s blue, and it empties the field', async ({ page }) => {
  await openDecided(page, pathFor('recherche', 'fr'));
  const field = page.getByRole('searchbox');
  await page.keyboard.type('lumière');
  const clear = page.getByRole('button', { name: dictionaries.fr['search.clear'] });
  await expect(clear).toBeVisible();
  // The browser's own sign is turned off by a rule of the stylesheet (no style of a
  // ::-webkit-search-cancel-button can be read back from the page).
  const browserSignOff = await field.evaluate((input) => {
    const rules = (list: CSSRuleList): CSSRule[] =>
      [...list].flatMap((rule) => [rule, ...('cssRules' in rule ? rules(rule.cssRules as CSSRuleList) : [])]);
    return [...document.styleSheets].some((sheet) =>
      rules(sheet.cssRules).some(
        (rule) =>
          rule instanceof CSSStyleRule &&
          rule.selectorText.endsWith('::-webkit-search-cancel-button') &&
          rule.style.appearance === 'none' &&
          input.matches(rule.selectorText.replace(/::-webkit-search-cancel-button$/, '')),
      ),
    );
  });
  expect(browserSignOff, 'the browser’s clear sign is turned off').toBe(true);
  expect(await clear.evaluate((button) => getComputedStyle(button).color)).toBe('rgb(154, 79, 46)');
  await clear.click();
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  await expect(page).toHaveURL(/\/recherche$/);
});

test('her training stays hidden while it holds examples (the shipped content)', async ({ page }) => {
  for (const path of [pathFor('formation', 'fr'), pathFor('about', 'en')]) {
    await page.goto(path);
    await expect(page.locator('#trainer')).toHaveCount(0);
  }
});

test('on a phone the pillars, services, clients’ words and podcast players are rows swiped sideways, each card reached by the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of locales) {
    // The banner is answered once, on the first language.
    await (lang === locales[0] ? openDecided(page, pathFor('home', lang)) : page.goto(pathFor('home', lang)));
    for (const selector of ['#approach ol', '#services ul', '[data-client-words]', '#podcast ul']) {
      const row = page.locator(selector);
      const shape = await row.evaluate((list) => {
        const items = [...list.children].map((item) => item.getBoundingClientRect());
        return {
          tops: new Set(items.map((item) => Math.round(item.top))).size,
          scrolls: list.scrollWidth > list.clientWidth,
          // The next card shows at the edge: the first one is narrower than the screen.
          firstWidth: items[0]!.width,
        };
      });
      expect(shape, `${lang} ${selector}`).toEqual({ tops: 1, scrolls: true, firstWidth: expect.any(Number) });
      expect(shape.firstWidth, `${lang} ${selector}: the next card peeks in`).toBeLessThan(390 - 40);
    }
    // Tabbing to the last service card's link, or the last episode's, brings that card into the screen.
    for (const list of ['#services ul', '#podcast ul']) {
      const lastLink = page.locator(`${list} > li`).last().getByRole('link').first();
      await lastLink.focus();
      await expect(lastLink).toBeInViewport({ ratio: 1 });
    }
    // A row without links (the pillars) takes the focus itself, so the keyboard can scroll it.
    expect(await page.locator('#approach ol').getAttribute('tabindex')).toBe('0');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${lang}: the page itself does not scroll sideways`,
    ).toBeLessThanOrEqual(390);
  }
  // From 640 px the same lists are grids again, every card in view down the page.
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const selector of ['#approach ol', '#services ul', '#podcast ul']) {
    const list = page.locator(selector);
    expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth), `${selector} at 1280 px`).toBe(true);
  }
});
