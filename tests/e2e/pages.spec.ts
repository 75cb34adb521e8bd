/** Contact and podcast pages: what each must show, in both languages. */
import { site } from '../../src/config/site';
import { pageContent } from '../content';
import { expect, test } from './fixtures';

for (const [lang, prefix] of [
  ['fr', ''],
  ['en', '/en'],
] as const) {
  test.describe(`${prefix || '/'} contact (${lang})`, () => {
    test('shows the three contact cards, the hours and the reply time', async ({ page }) => {
      await page.goto(`${prefix}/contact`);
      await expect(page.locator('[data-contact-card]')).toHaveCount(3);
      await expect(page.locator('[data-contact-card="phone"] a')).toHaveAttribute('href', site.contact.phoneHref);
      await expect(page.locator('[data-contact-card="email"] a')).toHaveAttribute('href', `mailto:${site.contact.email}`);
      await expect(page.locator('[data-contact-card="location"]')).toContainText(lang === 'fr' ? 'Bruxelles' : 'Brussels');
      await expect(page.locator('[data-contact-card="phone"]')).toContainText(
        lang === 'fr' ? /lundi au vendredi, de 9\s?h à 18\s?h/ : /Monday to Friday, 9am to 6pm/,
      );
      await expect(page.locator('[data-contact-card="email"]')).toContainText(lang === 'fr' ? /24\s?h/ : /24\shours/);
    });

    test('offers three support options, one of them the free resources', async ({ page }) => {
      await page.goto(`${prefix}/contact`);
      await expect(page.locator('#options li')).toHaveCount(3);
      await expect(page.locator(`#options a[href="${prefix}/ressources"]`)).toHaveCount(1);
      await expect(page.locator('#options')).toContainText(lang === 'fr' ? '15' : '30');
    });

    test('has the four-question FAQ, one answer open at a time', async ({ page }) => {
      await page.goto(`${prefix}/contact`);
      const items = page.locator('#faq details');
      await expect(items).toHaveCount(4);
      await items.nth(0).locator('summary').click();
      await expect(items.nth(0)).toHaveAttribute('open');
      await items.nth(2).locator('summary').click();
      await expect(items.nth(2)).toHaveAttribute('open');
      await expect(items.nth(0)).not.toHaveAttribute('open');
      await items.nth(2).locator('summary').click();
      await expect(page.locator('#faq details[open]')).toHaveCount(0);
    });
  });

  test(`${prefix || '/'} podcast (${lang}) states its claims and leads to support and training`, async ({ page }) => {
    const content = pageContent('podcast', lang);
    await page.goto(`${prefix}/podcast`);
    await expect(page.locator('#hero dd')).toHaveText(content.hero.stats.map((stat) => stat.number));
    await expect(page.locator('[data-video-card]')).toHaveCount(content.videos.items.length);
    await expect(page.locator('[data-duration]')).toHaveText(content.videos.items.map((video) => video.duration.replace(' ', '\u00a0')));
    await expect(page.locator(`#closing a[href="${prefix}/accompagnements"]`)).toHaveCount(1);
    await expect(page.locator(`#closing a[href="${prefix}/formation"]`)).toHaveCount(1);
    await expect(page.locator(`#hero a[href="${site.external.podcastPlatform}"]`)).toHaveCount(1);
  });
}
