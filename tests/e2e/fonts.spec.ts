/**
 * The font files carry only part of the weight axis (src/config/fonts.ts): every page built (each
 * page of dist/, articles included, and the not-found page), banner and preferences
 * included, asks each family only for weights its file has. A new `font-bold` on a heading, say,
 * fails here with the page and the text, rather than rendering as a synthesised or clamped weight.
 *
 * The published files also carry only the characters the pages show (build/assets/font-subset.ts):
 * on the same pages, every character set in one of our families, once the page has run its scripts,
 * is in the file the page loads for it, when the family draws it at all. A character a script
 * writes that no page holds (and that `alwaysKept` lacks) fails here, naming it.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { builtRoutes } from '../../build/pages/built-pages';
import { charactersOfFont } from '../../build/assets/font-subset';
import { fontFiles } from '../../src/config/fonts';
import { expect, test } from './fixtures';

const RANGES = { Fraunces: fontFiles.fraunces.weight, 'DM Sans': fontFiles.dmSans.weight };
const SOURCES = { Fraunces: fontFiles.fraunces.file, 'DM Sans': fontFiles.dmSans.file };

const drawable = Object.fromEntries(Object.entries(SOURCES).map(([family, file]) => [family, charactersOfFont(readFileSync(file))]));

/** For each of the page's font families: its file (from the `@font-face` rules) and the text set in it. */
async function textByFont(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const files = new Map<string, string>();
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const url = /url\("?([^")]+)/.exec(rule.style.getPropertyValue('src'))?.[1];
        if (url) files.set(rule.style.getPropertyValue('font-family').replace(/["']/g, ''), new URL(url, location.href).pathname);
      }
    }
    const text = new Map<string, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      // A <noscript>'s content is text (its markup) while scripts run, and not shown.
      if (!node.textContent || !element || element.closest('script, style, template, noscript, [hidden]')) continue;
      const style = getComputedStyle(element);
      const family = style.fontFamily.split(',')[0]!.replace(/["']/g, '');
      // What is drawn: `uppercase` draws capitals the text does not hold.
      const transform = style.textTransform;
      const drawn =
        transform === 'uppercase' || transform === 'capitalize'
          ? node.textContent + node.textContent.toUpperCase()
          : transform === 'lowercase'
            ? node.textContent.toLowerCase()
            : node.textContent;
      text.set(family, (text.get(family) ?? '') + drawn);
    }
    return [...text].flatMap(([family, shown]) =>
      files.has(family) ? [{ family: family.replace(/-[0-9a-f]+$/, ''), file: files.get(family)!, shown }] : [],
    );
  });
}

/** "DM Sans: "ï" (U+00EF) is not in /_astro/fonts/….woff2", for each character a file lacks. */
function missingCharacters(fonts: { family: string; file: string; shown: string }[]) {
  return fonts.flatMap(({ family, file, shown }) => {
    const published = charactersOfFont(readFileSync(`dist${file}`));
    const lacking = [...new Set(shown)].filter((c) => drawable[family]?.has(c) && !published.has(c));
    return lacking.map((c) => `${family}: "${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) is not in ${file}`);
  });
}

const paths = builtRoutes().concat(['/404']);

/** Each (family, weight) the page renders text in, with an example of the text. */
async function weightsInUse(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const seen = new Map<string, { family: string; weight: number; sample: string }>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, template, [hidden], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      const family = style.fontFamily
        .split(',')[0]!
        .replace(/["']/g, '')
        .replace(/-[0-9a-f]+$/, '');
      const key = `${family} ${style.fontWeight}`;
      if (!seen.has(key)) seen.set(key, { family, weight: Number(style.fontWeight), sample: text.slice(0, 40) });
    }
    return [...seen.values()];
  });
}

function outOfRange(used: { family: string; weight: number; sample: string }[]) {
  return used
    .filter(({ family, weight }) => {
      // Only the families we ship: system fonts (the monospace of a cookie name) come in every weight.
      const range = RANGES[family as keyof typeof RANGES];
      return range !== undefined && (weight < range.min || weight > range.max);
    })
    .map(({ family, weight, sample }) => `${family} ${weight} ("${sample}")`);
}

test.describe('text is set only in the weights and characters the font files carry', () => {
  for (const path of paths) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#cc-main .cm')).toBeVisible();
      expect(outOfRange(await weightsInUse(page))).toEqual([]);
      expect(missingCharacters(await textByFont(page))).toEqual([]);
    });
  }

  // The search results are the pages' own words (excerpts, titles, categories, dates): every
  // character they can show is one the pages show, and so in the cut files.
  test('the search results', async ({ page }) => {
    for (const path of ['/recherche?q=lumi%C3%A8re%20chambre', '/en/recherche?q=bedroom%20light', '/recherche?q=architecture']) {
      await page.goto(path);
      await expect(page.locator('[data-search-results] > li').first()).toBeVisible();
      expect(missingCharacters(await textByFont(page)), path).toEqual([]);
    }
  });

  test('the consent preferences', async ({ page }) => {
    await page.goto('/');
    await page.locator('#cc-main .cm [data-role="show"]').click();
    await expect(page.locator('#cc-main .pm')).toBeVisible();
    expect(outOfRange(await weightsInUse(page))).toEqual([]);
    expect(missingCharacters(await textByFont(page))).toEqual([]);
  });
});
