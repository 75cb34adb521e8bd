/**
 * Workshops and support pages, in both languages: the workshop figures of the
 * content file, written as the site writes them, external links in a new tab without opener, the hub's paths to its
 * sub-pages, the moving page's call to action, and FAQs that keep one answer open, with or
 * without JavaScript.
 */
import type { Page } from '@playwright/test';
import { site } from '../../src/config/site';
import { formatPriceExclVat } from '../../src/components/ui/Price';
import { useTranslations } from '../../src/i18n/ui';
import { formatDuration, isoDuration } from '../../src/lib/duration';
import { pageContent } from '../content';
import { LOCAL_ORIGIN, expect, openDecided, test } from './fixtures';

const languages = [
  { lang: 'fr', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const;

/**
 * The workshops of the content file, each price and duration as the site writes them, to the
 * character (the formatters' own cases are tests/unit/components/ui/pricing.test.tsx's and
 * tests/unit/lib/duration.test.ts's): a longer one reads "Plus de 3 h 30" / "Over 3 hr 30 min".
 */
function workshopFigures(lang: 'fr' | 'en') {
  const content = pageContent('ateliers', lang);
  const items = [...content.small.items, ...content.large.items];
  const [before = '', after = ''] = useTranslations(lang)('duration.over').split('{duration}');
  return {
    small: content.small.items.length,
    large: content.large.items.length,
    prices: items.map((item) => formatPriceExclVat(item.price, lang)),
    durations: items.map(({ duration }) =>
      duration.over ? `${before}${formatDuration(duration.minutes, lang)}${after}` : formatDuration(duration.minutes, lang),
    ),
    machineDurations: items.map(({ duration }) => isoDuration(duration.minutes)),
  };
}

const workshopPages = [
  site.external.workshopColours,
  site.external.workshopBedroom,
  site.external.workshopFengShui,
  site.external.workshopNeuroArchitecture,
];

const subPages = [
  { path: '/accompagnements/construction-renovation', crumb: { fr: 'Construction et rénovation', en: 'Building and renovation' } },
  { path: '/accompagnements/demenagement', crumb: { fr: 'Je déménage', en: 'Moving home' } },
  { path: '/accompagnements/feng-shui', crumb: { fr: 'Feng Shui', en: 'Feng Shui' } },
] as const;

for (const { lang, prefix } of languages) {
  test.describe(`${prefix}/ateliers (${lang})`, () => {
    test('shows the two groups and the workshops of its content file, with their exact prices and durations', async ({ page }) => {
      const figures = workshopFigures(lang);
      await page.goto(`${prefix}/ateliers`);
      await expect(page.locator('#small-workshops [data-workshop]')).toHaveCount(figures.small);
      await expect(page.locator('#large-workshops [data-workshop]')).toHaveCount(figures.large);
      // Exact characters, no-break spaces included, not just the same words.
      expect(await page.locator('[data-workshop] [data-price]').allTextContents()).toEqual(figures.prices);
      expect(await page.locator('[data-workshop] [data-duration]').allTextContents()).toEqual(figures.durations);
      const machineDurations = await page
        .locator('[data-duration] time')
        .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
      expect(machineDurations).toEqual(figures.machineDurations);
      // A picture, or its stand-in until it comes near the screen (ui/Picture whenNear): named either way.
      const pictures = page.locator('[data-workshop]').getByRole('img');
      await expect(pictures).toHaveCount(4);
      for (const picture of await pictures.all()) {
        expect((await picture.getAttribute('alt')) ?? (await picture.getAttribute('aria-label')) ?? '').toMatch(/^.{21,}$/s);
      }
    });

    test('opens every workshop order page in a new tab, without opener or referrer', async ({ page }) => {
      await openDecided(page, `${prefix}/ateliers`);
      const links = page.locator('[data-workshop] a');
      await expect(links).toHaveCount(4);
      for (const [index, href] of workshopPages.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
        await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/);
        const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
        await tab.waitForLoadState();
        expect(tab.url()).toBe(href);
        expect(await tab.evaluate(() => window.opener)).toBeNull();
        await tab.close();
      }
      await expect(page).toHaveURL(new RegExp(`${prefix}/ateliers$`));
    });

    test('ends with a link to the contact page in the same language, inside the main content', async ({ page }) => {
      await page.goto(`${prefix}/ateliers`);
      await expect(page.locator(`main #closing a[href="${prefix}/contact"]`)).toHaveCount(1);
    });

    test('keeps each workshop card inside its column at every width, with even margins on phones', async ({ page }) => {
      for (const width of [320, 360, 390, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}/ateliers`);
        const cards = await page.locator('[data-workshop]').evaluateAll((items) =>
          items.map((item) => {
            const box = item.getBoundingClientRect();
            const column = item.parentElement!.getBoundingClientRect();
            return {
              left: box.left - column.left,
              right: column.right - box.right,
              pageRight: document.documentElement.clientWidth - box.right,
            };
          }),
        );
        for (const card of cards) {
          expect(card.left, `${width} px`).toBeGreaterThanOrEqual(0);
          expect(card.right, `${width} px`).toBeGreaterThanOrEqual(-0.5);
          if (width === 390) expect(Math.round(card.pageRight), 'the right margin of a phone').toBe(20);
        }
      }
    });
  });

  test.describe(`${prefix}/accompagnements (${lang})`, () => {
    test('each of the three cards reaches its sub-page in the same language, which leads back by its trail', async ({ page }) => {
      await openDecided(page, `${prefix}/accompagnements`);
      await expect(page.locator('#paths li')).toHaveCount(3);
      for (const [index, sub] of subPages.entries()) {
        await page.locator('#paths li').nth(index).getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`${prefix}${sub.path}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const trail = page.locator('#hero [data-breadcrumbs]');
        await expect(trail.locator('[aria-current="page"]')).toHaveText(sub.crumb[lang]);
        await expect(trail.locator('a')).toHaveAttribute('href', `${prefix}/accompagnements`);
        await trail.locator('a').click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/accompagnements$`));
      }
    });

    test('lists the six "are you concerned" items, who it is for, and the free masterclass in a new tab', async ({ page }) => {
      await page.goto(`${prefix}/accompagnements`);
      await expect(page.locator('#concerned-title')).toHaveText(lang === 'fr' ? 'Êtes-\u2060vous concerné\u202f?' : 'Is this for you?');
      await expect(page.locator('#concerned [data-slot="check-list"] > li')).toHaveCount(6);
      await expect(page.locator('#concerned [data-slot="icon-list"] > li')).not.toHaveCount(0);
      await expect(page.locator('#timing [data-slot="check-list"] > li')).not.toHaveCount(0);
      const masterclass = page.locator(`#masterclass a[href="${site.external.masterclassConstruction}"]`);
      await expect(masterclass).toHaveAttribute('target', '_blank');
      await expect(masterclass).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.locator('#hero a[href$="#booking"]')).toHaveAttribute('href', `${prefix}/accompagnements#booking`);
      await expect(page.locator('main #booking')).toHaveCount(1);
    });
  });

  test.describe(`${prefix}/accompagnements/demenagement (${lang})`, () => {
    test('its call to action lands on the booking section of the same page', async ({ page }) => {
      await openDecided(page, `${prefix}/accompagnements/demenagement`);
      const cta = page.locator('#offer').getByRole('link', {
        name: lang === 'fr' ? 'Demander une offre par appel découverte' : 'Request a quote via a discovery call',
      });
      await expect(cta).toHaveAttribute('href', `${prefix}/accompagnements/demenagement#booking`);
      await cta.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/accompagnements/demenagement#booking$`));
      await expect(page.locator('#booking')).toBeInViewport();
    });

    test('gives five reasons and the viewing checklist to download in a new tab', async ({ page }) => {
      await page.goto(`${prefix}/accompagnements/demenagement`);
      await expect(page.locator('#reasons li')).toHaveCount(5);
      await expect(page.locator('#guide [data-slot="check-list"] > li')).not.toHaveCount(0);
      const download = page.locator(`#guide a[href="${site.external.movingChecklist}"]`);
      await expect(download).toHaveAttribute('target', '_blank');
      await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  test(`${prefix}/accompagnements/construction-renovation (${lang}) has its five criteria and booking`, async ({ page }) => {
    await page.goto(`${prefix}/accompagnements/construction-renovation`);
    await expect(page.locator('#eligibility [data-slot="check-list"] > li')).toHaveCount(5);
    await expect(page.locator('#timing')).toBeVisible();
    await expect(page.locator('#architect [data-slot="check-list"] > li')).not.toHaveCount(0);
    await expect(page.locator('main #booking')).toHaveCount(1);
  });

  test(`${prefix}/accompagnements/feng-shui (${lang}) has its title, three benefits, the luo pan drawing and contact button`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/accompagnements/feng-shui`);
    await expect(page.locator('h1')).toHaveText(
      lang === 'fr' ? 'Harmonisez votre espace, transformez votre vie' : 'Harmonise your space, transform your life',
    );
    await expect(page.locator('#benefits li h3')).toHaveCount(3);
    await page.locator('#expect').scrollIntoViewIfNeeded();
    await expect(page.locator('#expect img')).toHaveAttribute('src', /luo-pan/);
    await expect(page.locator('#expect').getByRole('link', { name: lang === 'fr' ? 'Prendre contact' : 'Get in touch' })).toHaveAttribute(
      'href',
      `${prefix}/contact`,
    );
    await expect(page.locator('main #booking')).toHaveCount(1);
  });

  for (const path of ['/accompagnements', '/accompagnements/feng-shui']) {
    test(`${prefix}${path} (${lang}) keeps one FAQ answer open at a time`, async ({ page }) => {
      await openDecided(page, `${prefix}${path}`);
      await expectExclusiveFaq(page);
    });

    test(`${prefix}${path} (${lang}) FAQ works without JavaScript`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.route(
        (url) => !LOCAL_ORIGIN.test(url.href),
        (route) => route.abort(),
      );
      const page = await context.newPage();
      await page.goto(`${prefix}${path}`);
      await expectExclusiveFaq(page);
      await context.close();
    });
  }
}

/** Opening one question closes the open one; opening the open one again closes it. */
async function expectExclusiveFaq(page: Page) {
  const items = page.locator('#faq details');
  expect(await items.count()).toBeGreaterThanOrEqual(4);
  await expect(page.locator('#faq details[open]')).toHaveCount(0);
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open');
  await items.nth(2).locator('summary').click();
  await expect(items.nth(2)).toHaveAttribute('open');
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await expect(items.nth(2).locator('p')).toBeVisible();
  await items.nth(2).locator('summary').click();
  await expect(page.locator('#faq details[open]')).toHaveCount(0);
}

test('the English workshop and support pages carry no French copy', async ({ page }) => {
  for (const path of ['/en/ateliers', '/en/accompagnements', ...subPages.map((sub) => `/en${sub.path}`)]) {
    await page.goto(path);
    const text = await page.locator('main').innerText();
    for (const word of [' vous ', ' votre ', ' et ', ' les ', 'Réserver', 'Découvrir', 'Accompagnements', ' HT'])
      expect(text, `${path}: "${word}"`).not.toContain(word);
  }
});
