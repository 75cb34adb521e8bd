/**
 * The studio's design rules (issue 49), on every route at a phone's and a desktop's width, as a
 * visitor who refused cookies sees the page:
 * - one main action per screen: no screen-high slice of the page shows two filled buttons, and
 *   nothing that stays on screen (the header, the chat button) is filled;
 * - the floor-plan mark before a kicker at most once per screen;
 * - no heading line holding a lone short word;
 * - the wordmark on one line down to 320 px; a long address breaks inside its box at 320 px and at
 *   200 % text; the search field's clear sign in the site's palette.
 * Her portrait and training, on the site with her photographs, are checked in real-content/.
 */
import type { Page } from '@playwright/test';
import { locales } from '../../src/i18n/locales';
import { pathFor, routes } from '../../src/i18n/routes';
import { dictionaries } from '../../src/i18n/ui';
import { shownAddress } from '../search-words';
import { TEXT_200, withStyle } from './a11y-probes';
import { expect, openDecided, scrollThrough, test } from './fixtures';

const screens = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** A word this short, alone on a heading's line, reads as fallen off the line before. */
const SHORT = 4;

interface Found {
  text: string;
  top: number;
  bottom: number;
}

/**
 * The page's filled controls (a background of their own, dark enough for white text), by where they
 * are in the page; `fixed`: those that stay on screen whatever the scroll. The skip link, drawn only
 * once focused, is not one.
 */
function filledControls(page: Page): Promise<{ flow: Found[]; fixed: string[] }> {
  return page.evaluate(() => {
    const flow: { text: string; top: number; bottom: number }[] = [];
    const fixed: string[] = [];
    const staysOnScreen = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) if (/fixed|sticky/.test(getComputedStyle(node).position)) return true;
      return false;
    };
    for (const element of document.querySelectorAll<HTMLElement>('a, button, summary, [role="button"]')) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || element.matches('[href="#main"]')) continue;
      const rgb = style.backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
      const [red = 255, green = 255, blue = 255, alpha = 1] = rgb;
      if (style.backgroundColor === 'rgba(0, 0, 0, 0)' || alpha < 0.9 || 0.2126 * red + 0.7152 * green + 0.0722 * blue > 150) continue;
      const text = element.innerText.trim().replace(/\s+/g, ' ').slice(0, 40);
      if (staysOnScreen(element)) fixed.push(text);
      else flow.push({ text, top: box.top + scrollY, bottom: box.bottom + scrollY });
    }
    return { flow: flow.sort((a, b) => a.top - b.top), fixed };
  });
}

/** Each pair of things closer than a screen's height: some scroll position shows both. */
function sharingAScreen(found: readonly Found[], height: number): string[] {
  const pairs: string[] = [];
  for (const [index, first] of found.entries()) {
    for (const second of found.slice(index + 1)) if (second.top - first.bottom < height) pairs.push(`"${first.text}" (${Math.round(first.top)}) and "${second.text}" (${Math.round(second.top)})`);
  }
  return pairs;
}

/** Where the floor-plan marks before the kickers are. */
function planMarks(page: Page): Promise<Found[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main [data-slot="plan-mark"]')]
      .filter((mark) => mark.getClientRects().length > 0)
      .map((mark) => {
        const box = mark.getBoundingClientRect();
        return { text: mark.parentElement?.textContent?.trim() ?? '', top: box.top + scrollY, bottom: box.bottom + scrollY };
      }),
  );
}

/** The lines of the page's headings made of one short word alone. */
function loneShortWords(page: Page, short: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const found: string[] = [];
    for (const heading of document.querySelectorAll('main h1, main h2, main h3')) {
      if (heading.getClientRects().length === 0) continue;
      const words: { text: string; top: number }[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const match of node.data.matchAll(/[^\s\u00a0\u202f]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rect = range.getClientRects()[0];
          if (rect) words.push({ text: match[0], top: rect.top });
        }
      }
      const lines: string[][] = [];
      let lineTop = Number.NaN;
      for (const word of words) {
        if (Math.abs(word.top - lineTop) < 6) lines.at(-1)!.push(word.text);
        else {
          lines.push([word.text]);
          lineTop = word.top;
        }
      }
      if (lines.length < 2) continue;
      for (const line of lines) {
        if (line.length === 1 && line[0]!.replace(/[^\p{L}\p{N}]/gu, '').length <= limit) found.push(`"${heading.textContent?.trim()}": "${line[0]}" alone`);
      }
    }
    return found;
  }, short);
}

for (const route of routes) {
  test(`${route.path}: one filled button per screen, the plan mark once, no short word alone on a heading's line, at 390 and 1280 px`, async ({ page }) => {
    await openDecided(page, shownAddress(route));
    for (const screen of screens) {
      await page.setViewportSize(screen);
      await scrollThrough(page);
      await page.evaluate(() => document.fonts.ready);
      const at = `${route.path} at ${screen.width} px`;
      const filled = await filledControls(page);
      expect(filled.fixed, `${at}: filled controls that stay on screen`).toEqual([]);
      expect(sharingAScreen(filled.flow, screen.height), `${at}: two filled buttons on one screen`).toEqual([]);
      expect(sharingAScreen(await planMarks(page), screen.height), `${at}: the plan mark twice on one screen`).toEqual([]);
      expect(await loneShortWords(page, SHORT), at).toEqual([]);
    }
  });
}

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
    const rules = (list: CSSRuleList): CSSRule[] => [...list].flatMap((rule) => [rule, ...('cssRules' in rule ? rules(rule.cssRules as CSSRuleList) : [])]);
    return [...document.styleSheets].some((sheet) =>
      rules(sheet.cssRules).some(
        (rule) => rule instanceof CSSStyleRule && rule.selectorText.endsWith('::-webkit-search-cancel-button') && rule.style.appearance === 'none' && input.matches(rule.selectorText.replace(/::-webkit-search-cancel-button$/, '')),
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
