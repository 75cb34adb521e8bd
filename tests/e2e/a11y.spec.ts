/**
 * Accessibility beyond what axe judges, on every route of the table, as the W3C's and
 * GOV.UK's manual procedures test it:
 * - reflow (1.4.10): at 320, 390 and 1280 px the page never scrolls sideways and cuts no text;
 * - text spacing (1.4.12): the same, with the bookmarklet's spacing forced on every element;
 * - resize text (1.4.4): the same at 1280 px with the text at 200 % (see TEXT_200 for how), and
 *   the header holds its content (it folds into the menu instead of spilling over the page);
 * - a Tab walk on a first visit, consent banner open, at 320, 390 and 1280 px: at each stop a
 *   focus indicator of at least 3:1 against the colour around it, and the element not hidden
 *   under the banner, the sticky header or the chat button; the walk leaves the banner (no trap);
 * - forced colours: every filled control, the consent banner's included, keeps a border.
 * The walk and forced colours once per template (route-sample.ts); reflow on every route.
 * Then, where they live: the quiz keeps the focus as its island hydrates, the press-logo strip
 * stops with its switch (keyboard and touch) and while focus is in it, and Escape leaves the banner.
 *
 * The search page is opened with results shown (tests/search-words.ts). One page load per route
 * and family: the widths and styles change in place.
 */
import type { Page } from '@playwright/test';
import { pathFor, routes } from '../../src/i18n/routes';
import { routeSample } from './route-sample';
import { locales } from '../../src/i18n/locales';
import { dictionaries } from '../../src/i18n/ui';
import { shownAddress } from '../search-words';
import { consentBanner, expect, isolate, openDecided, rejectAll, settle, test } from './fixtures';
import {
  focusStop,
  layoutFaults,
  markFilledControls,
  TEXT_200,
  TEXT_SPACING,
  unframedControls,
  withStyle,
  type FocusStop,
} from './a11y-probes';

const widths = [320, 390, 1280] as const;
const height = 720;

async function expectNoLayoutFaults(page: Page, context: string, { header = false } = {}) {
  const faults = await layoutFaults(page);
  expect(faults.sideways, `${context}: sideways scroll (sticking out: ${faults.wide.join('; ')})`).toBeLessThanOrEqual(0);
  expect(faults.clipped, `${context}: text cut off`).toEqual([]);
  expect(faults.spilling, `${context}: labels wider or taller than their button`).toEqual([]);
  if (header) expect(faults.headerSpill, `${context}: header content outside the header`).toEqual([]);
}

/** Tabs through the whole page once, from where the focus is, and returns every stop. */
async function tabWalk(page: Page, limit = 400): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  const seen = new Set<string>();
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (!stop) continue;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    stops.push(stop);
  }
  return stops;
}

for (const route of routes) {
  test.describe(route.path, () => {
    test('reflows at 320 px, keeps its text with text spacing and at 200 % text', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height });
      await openDecided(page, shownAddress(route));
      for (const width of widths) {
        await page.setViewportSize({ width, height });
        await expectNoLayoutFaults(page, `${width} px`, { header: true });
        await withStyle(page, TEXT_SPACING, () => expectNoLayoutFaults(page, `${width} px, text spacing`));
      }
      await withStyle(page, TEXT_200, () => expectNoLayoutFaults(page, '1280 px, text at 200 %', { header: true }));
    });

    // A template's controls: once per template (route-sample.ts).
    if (routeSample.includes(route))
      test('on a first visit, Tab reaches every control with a 3:1 focus ring, none hidden; filled controls keep a border in forced colours', async ({
        page,
      }) => {
        // Instant scrolling: a smooth one would still be under way when the stop is measured.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.setViewportSize({ width: 390, height });
        await page.goto(shownAddress(route));
        // The search page's results, with their links and the field's clear sign, are in before the
        // walk: coming in the middle of it on a busy machine, they moved the stops under it.
        if (route.page === 'recherche') await expect(page.locator('[data-search-results] li').first()).toBeVisible();
        // The library's live banner, not the copy painted with the page: it takes the focus as it comes.
        await expect(page.locator('#cc-main:not([data-first-paint]) .cm')).toBeVisible();
        await expect(page.locator('#cc-main[data-first-paint]')).toHaveCount(0);
        // The banner takes the focus once it has slid in, unless the page has given it to a field on
        // arrival (the search page's): on a busy machine that can come after the walk below has
        // begun, sending it back to a stop it has seen (the walk then ended after one stop on the
        // page, once in a while). Start once it has.
        await expect
          .poll(
            () => page.evaluate(() => !!document.activeElement?.closest('#cc-main') || !!document.activeElement?.matches('[autofocus]')),
            { message: 'the banner, or the field focused on arrival, has the focus' },
          )
          .toBe(true);
        await settle(page);

        await markFilledControls(page);
        await page.emulateMedia({ forcedColors: 'active' });
        expect(await unframedControls(page), 'filled controls without a border under forced colours').toEqual([]);
        await page.emulateMedia({ forcedColors: 'none' });

        for (const width of widths) {
          await page.setViewportSize({ width, height });
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          const stops = await tabWalk(page);
          const context = `${width} px`;
          expect(
            stops.filter((stop) => !stop.inBanner).length,
            `${context}: the walk leaves the banner and goes through the page (stops: ${stops.map((stop) => stop.element).join(' → ')})`,
          ).toBeGreaterThan(3);
          expect(
            stops.filter((stop) => stop.contrast < 3).map((stop) => `${stop.element}: ${stop.contrast}:1 (${stop.outline})`),
            `${context}: focus rings under 3:1`,
          ).toEqual([]);
          expect(
            stops.filter((stop) => stop.coveredBy).map((stop) => `${stop.element} under ${stop.coveredBy}`),
            `${context}: focused controls hidden`,
          ).toEqual([]);
        }
      });
  });
}

for (const lang of locales) {
  const t = dictionaries[lang];

  test(`the quiz keeps the keyboard focus as its island hydrates (${lang})`, async ({ page }) => {
    await openDecided(page, pathFor('home', lang));
    const quiz = page.locator('[data-quiz-button]');
    await expect(quiz.locator('xpath=ancestor::astro-island[1]'), 'not hydrated before it is reached').toHaveAttribute('ssr');
    // The control just before it, then Tab: the focus brings the quiz into view, which hydrates it.
    await page.locator('#quiz').evaluate((section) => {
      const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input')].filter(
        (element) => element.getClientRects().length > 0,
      );
      all[all.indexOf(section.querySelector('[data-quiz-button]')!) - 1]!.focus();
    });
    await page.keyboard.press('Tab');
    await expect(quiz.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
    await expect(quiz).toHaveJSProperty('tagName', 'BUTTON');
    await expect(quiz).toBeFocused();
  });

  test(`the press logos stop with their switch, by keyboard and touch, and while it has the focus (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 390, height: 844 } });
    await isolate(context, { external: [], consoleErrors: [], cspViolations: [] });
    const page = await context.newPage();
    await page.goto(pathFor('home', lang));
    await rejectAll(page);
    const track = page.locator('[data-logo-track]');
    const state = () => track.evaluate((element) => element.getAnimations()[0]?.playState);
    const toggle = page.getByRole('switch', { name: t['a11y.pauseLogos'] });
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toBeVisible();
    expect(await state()).toBe('running');

    await toggle.focus();
    await expect.poll(state, 'paused while the switch has the focus').toBe('paused');
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    await toggle.blur();
    await expect.poll(state, 'still paused once the focus has left').toBe('paused');
    await page.keyboard.press('Tab'); // keeps the page's focus away from the strip
    // The focus brings the next control into view with the site's smooth scroll: a tap during it
    // lands where the switch was a moment ago (seen once in CI: the tap missed it).
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          const y = window.scrollY;
          setTimeout(() => resolve(window.scrollY === y), 100);
        }),
    );
    await toggle.tap();
    await expect(toggle).not.toBeChecked();
    await toggle.blur();
    await expect.poll(state, 'moving again after a tap').toBe('running');
    await toggle.tap();
    await toggle.blur();
    await expect.poll(state, 'stopped by a tap').toBe('paused');
    await context.close();
  });
}

test('under reduced motion, the logos do not move and their switch is not offered', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDecided(page, '/');
  await expect(page.locator('[data-logo-pause]')).toBeHidden();
  expect(await page.locator('[data-logo-track]').evaluate((element) => element.getAnimations().length)).toBe(0);
});

test('Escape leaves the consent banner, back to where the focus was', async ({ page }) => {
  await page.goto('/');
  const { banner, acceptAll } = consentBanner(page);
  await expect(banner).toBeVisible();
  // The live banner, not the copy painted with the page: the script that sends Escape back is
  // the live banner's, and it notes where the focus is only once it runs (before it, a focus on
  // the logo went unseen and Escape went to the main content: failed once in CI). It then moves
  // the focus into the banner; the logo is focused after that.
  await expect(page.locator('#cc-main:not([data-first-paint]) .cm')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('#cc-main')), { message: 'the banner has the focus' })
    .toBe(true);
  await page.locator('[data-site-header] [data-slot="logo"]').focus();
  await acceptAll.focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-site-header] [data-slot="logo"]')).toBeFocused();
  await expect(banner, 'still offered: leaving it is not a choice').toBeVisible();
});
