/**
 * A page's sections from the third on, and its footer, are styled, laid out and painted only as they
 * come near the screen (content-visibility: auto, src/styles/global.css): the first render of a long
 * page covers its first screen, not the whole page. These checks take the pages as shipped; every
 * other browser test lays all sections and the footer out from the start (fixtures.ts) so that its
 * measures see them.
 */
import { expect, test } from './fixtures';

test.use({ sectionsAsShipped: true, viewport: { width: 390, height: 844 } });

/** Whether the browser has laid the element out, rather than kept its section's placeholder. */
const laidOut = (element: Element) => element.checkVisibility({ contentVisibilityAuto: true });

test('the home lays out its first sections at once, and a far one as it comes near, at its own height', async ({ page }) => {
  await page.goto('/');
  // A section's heading: the section's own box is always there, its content is what waits.
  for (const near of ['#hero h1', '#projects h2']) expect(await page.locator(near).evaluate(laidOut), near).toBe(true);
  const far = page.locator('#podcast');
  const heading = far.locator('h2');
  expect(await heading.evaluate(laidOut)).toBe(false);
  await far.evaluate((section) => section.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await expect.poll(() => heading.evaluate(laidOut)).toBe(true);
  // Once laid out, the section is as tall as its content, not its 700 px placeholder.
  const height = await far.evaluate((section) => section.getBoundingClientRect().height);
  const content = await far.evaluate((section) =>
    [...section.children].reduce((sum, child) => sum + child.getBoundingClientRect().height, 0),
  );
  expect(height).toBeGreaterThan(content);
  expect(height).not.toBe(700);
});

test('an address pointing into a far section opens on it, below the header', async ({ page }) => {
  await page.goto('/formation#faq');
  const heading = page.locator('#faq h2');
  await expect(heading).toBeInViewport();
  await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(844 / 3);
  expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(0);
});

test('a link in a far section, reached from the keyboard, is laid out and on screen', async ({ page }) => {
  await page.goto('/');
  const link = page.locator('#closing a').first();
  await link.focus();
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  expect(await link.evaluate(laidOut)).toBe(true);
});

test('the footer waits on every page until it comes near, and its links work from the keyboard', async ({ page }) => {
  for (const path of ['/', '/en/contact']) {
    await page.goto(path);
    const heading = page.locator('footer h2').first();
    expect(await heading.evaluate(laidOut), path).toBe(false);
  }
  // Focused as the keyboard reaches it: the browser lays the footer out and brings the link on screen.
  const link = page.locator('footer [data-cc="show-preferencesModal"]');
  await link.focus();
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  expect(await link.evaluate(laidOut)).toBe(true);
});

test('a waiting section clips no more and no less than the plan rule drawn over its top edge', async ({ page }) => {
  // Wider, the clip margin would bring far sections into the first frame (global.css); narrower,
  // it would cut the rule parting two sections of the same colour (/formation: the programme after
  // the pricing, both white).
  await page.goto('/formation');
  const sections = await page.locator('main > section:nth-of-type(n + 3)').evaluateAll((all) =>
    all.map((section) => {
      const rule = getComputedStyle(section, '::before');
      return {
        id: section.id,
        clip: parseFloat(getComputedStyle(section).overflowClipMargin),
        overhang: rule.content === 'none' ? null : -parseFloat(rule.top),
      };
    }),
  );
  const overhangs = sections.flatMap((section) => (section.overhang === null ? [] : [section.overhang]));
  expect(overhangs.length).toBeGreaterThan(0);
  for (const section of sections) expect(section.clip, `#${section.id}`).toBe(Math.max(...overhangs));
});
