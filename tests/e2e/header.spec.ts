/** The shared header's behaviour: mobile menu, scrolled style, call button. */
import { dictionaries } from '../../src/i18n/ui';
import { expect, openDecided, test } from './fixtures';

const phone = { width: 390, height: 844 };

test.describe('mobile menu', () => {
  test.use({ viewport: phone });

  test('opens and closes with the toggle, Escape returns focus to it', async ({ page }) => {
    await openDecided(page, '/');
    const toggle = page.locator('[data-menu-toggle]');
    const menu = page.locator('#mobile-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.locator('a').first()).toBeFocused();
    await expect(menu.getByRole('link', { name: dictionaries.fr['page.construction'] })).toBeVisible();
    await expect(menu.getByRole('link', { name: dictionaries.fr['header.callButton'] })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.press('Enter');
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Fermer');
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAccessibleName('Menu');
  });

  test('covers the whole screen under the header, opaque, with the blog and the resources in it', async ({ page }) => {
    await openDecided(page, '/formation');
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.locator('[data-menu-toggle]').click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    const header = await page.locator('[data-site-header]').boundingBox();
    const box = await menu.boundingBox();
    expect(box && header).toBeTruthy();
    // From the header's bottom edge to the screen's, edge to edge: no strip of the page is left
    // showing (and undimmed) below or beside it.
    expect(Math.abs(box!.y - (header!.y + header!.height))).toBeLessThanOrEqual(1);
    expect(box!.y + box!.height).toBeGreaterThanOrEqual(phone.height - 1);
    expect(box!.x).toBe(0);
    expect(box!.width).toBe(phone.width);
    expect(await menu.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(247, 243, 236)');
    const more = page.getByRole('navigation', { name: dictionaries.fr['header.moreNav'] });
    await expect(more.getByRole('link', { name: dictionaries.fr['page.blog'] })).toHaveAttribute('href', '/blog');
    await expect(more.getByRole('link', { name: dictionaries.fr['page.ressources'] })).toHaveAttribute('href', '/ressources');
  });

  test('closes on any link click: at once when the page stays, with the page when it goes', async ({ page, context }) => {
    await page.goto('/en');
    const menu = page.locator('#mobile-menu');
    const toggle = page.locator('[data-menu-toggle]');
    // Opened in a new tab, the page stays: the menu closes at the click.
    await toggle.click();
    await expect(menu).toBeVisible();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      menu.getByRole('link', { name: dictionaries.en['page.ateliers'] }).click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await tab.close();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // A link to another page leaves the menu as it is until the page goes (so that Chromium
    // shows the page it prerendered for the link: tests/engines/prerender.test.ts); Back finds
    // it closed.
    await toggle.click();
    await menu.getByRole('link', { name: dictionaries.en['page.ateliers'] }).click();
    await expect(page).toHaveURL(/\/en\/ateliers$/);
    await expect(menu).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/en$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('works without JavaScript: the native popover opens from the header and a sub-menu link leads to its page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    await page.goto('/');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await page.locator('header [data-menu-toggle]').click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: dictionaries.fr['page.ateliers'] })).toHaveAttribute('href', '/ateliers');

    // Podcast sits in the book's sub-menu, a list nested in the menu's list.
    const subMenuLink = menu.locator('ul ul').getByRole('link', { name: dictionaries.fr['page.podcast'] });
    const landing = page.waitForResponse((response) => response.request().isNavigationRequest());
    await subMenuLink.click();
    expect((await landing).status()).toBe(200);
    await expect(page).toHaveURL(/\/podcast$/);
    await expect(page.locator('h1')).toBeVisible();
    await expect(menu).toBeHidden();

    await page.locator('header [data-menu-toggle]').click();
    await expect(menu.getByRole('link', { name: dictionaries.fr['page.podcast'] })).toHaveAttribute('aria-current', 'page');
    await context.close();
  });
});

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lists the header items, with sub-menus opening on hover and on keyboard focus', async ({ page }) => {
    const t = dictionaries.fr;
    await openDecided(page, '/');
    const nav = page.getByRole('navigation', { name: t['header.mainNav'] });
    const top = nav.locator(':scope > ul > li > a');
    await expect(top).toHaveText(
      (['formation', 'ateliers', 'accompagnements', 'livre', 'conferences', 'contact'] as const).map((id) => t[`page.${id}`]),
    );
    const podcast = nav.getByRole('link', { name: t['page.podcast'] });
    await expect(podcast).toBeHidden();
    await nav.getByRole('link', { name: t['page.livre'] }).hover();
    await expect(podcast).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(podcast).toBeHidden();
    await nav.getByRole('link', { name: t['page.contact'] }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: t['page.about'] })).toBeFocused();
  });

  test('in English, every item leads to an English page, Training included', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: dictionaries.en['header.mainNav'] });
    await expect(nav.getByRole('link', { name: dictionaries.en['page.formation'] })).toHaveAttribute('href', '/en/formation');
    const hrefs = await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBe(10);
    for (const href of hrefs) expect(href).toMatch(/^\/en(\/|$)/);
  });

  test('the logo and the call button lead home and to contact, in the page language', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('header [data-slot="logo"]')).toHaveAttribute('href', '/en');
    await expect(page.locator('header').getByRole('link', { name: dictionaries.en['header.callButton'] }).first()).toHaveAttribute(
      'href',
      '/en/contact',
    );
    await page.goto('/');
    await expect(page.locator('header [data-slot="logo"]')).toHaveAttribute('href', '/');
    await expect(page.locator('header').getByRole('link', { name: dictionaries.fr['header.callButton'] }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

test('the header takes its scrolled style past 50 px, and drops it back at the top', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('[data-site-header]');
  await expect(header).not.toHaveAttribute('data-scrolled');
  await page.evaluate(() => window.scrollTo(0, 40));
  await page.waitForTimeout(100);
  await expect(header).not.toHaveAttribute('data-scrolled');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute('data-scrolled');
});

test('a page opened at an anchor further down has the scrolled header at once', async ({ page }) => {
  await page.goto('/formation#booking');
  await expect(page.locator('[data-site-header]')).toHaveAttribute('data-scrolled');
});

test('the skip link is the first focus stop and leads to the main content', async ({ page }) => {
  await openDecided(page, '/en');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: dictionaries.en['header.skipLink'] });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await skip.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('the language switch leads to the same page in the other language', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-language-switch]').click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('[data-language-switch]').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
