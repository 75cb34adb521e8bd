/**
 * The font files carry only part of the weight axis (src/config/fonts.ts): every page built (each
 * `<loc>` of dist/sitemap.xml, articles included, and the not-found page), banner and preferences
 * included, asks each family only for weights its file has. A new `font-bold` on a heading, say,
 * fails here with the page and the text, rather than rendering as a synthesised or clamped weight.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { fontFiles } from '../../src/config/fonts';
import { expect, test } from './fixtures';

const RANGES = { Fraunces: fontFiles.fraunces.weight, 'DM Sans': fontFiles.dmSans.weight };

const sitemap = readFileSync('dist/sitemap.xml', 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).concat(['/404']);

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
      const family = style.fontFamily.split(',')[0]!.replace(/["']/g, '').replace(/-[0-9a-f]+$/, '');
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

test.describe('text is set only in the weights the font files carry', () => {
  for (const path of paths) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#cc-main .cm')).toBeVisible();
      expect(outOfRange(await weightsInUse(page))).toEqual([]);
    });
  }

  test('the consent preferences', async ({ page }) => {
    await page.goto('/');
    await page.locator('#cc-main .cm [data-role="show"]').click();
    await expect(page.locator('#cc-main .pm')).toBeVisible();
    expect(outOfRange(await weightsInUse(page))).toEqual([]);
  });
});
