/**
 * Training and conferences pages, in both languages: the figures and prices,
 * the plan anchors, the programme and FAQ accordions (with and without JavaScript), the external
 * links, and the nine-image carousel (buttons, keys, announcement, swipe, reduced motion, no JS).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { site } from '../../src/config/site';
import { formatPriceExclVat } from '../../src/components/ui/Price';
import { formatEuros } from '../../src/lib/money';
import { pageContent, shownAs } from '../content';
import { expect, LOCAL_ORIGIN, openDecided, test, waitForIsland } from './fixtures';

const languages = [
  { lang: 'fr', prefix: '', position: (n: number) => `Image ${n} sur 9`, previous: 'Image précédente', next: 'Image suivante' },
  { lang: 'en', prefix: '/en', position: (n: number) => `Image ${n} of 9`, previous: 'Previous image', next: 'Next image' },
] as const;

/** A context with JavaScript off, kept off third-party hosts. */
async function withoutJs(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route(
    (url) => !LOCAL_ORIGIN.test(url.href),
    (route) => route.abort(),
  );
  return context;
}

/** Opening one item opens it; opening another closes the first; clicking the open one closes it. */
async function expectExclusive(items: Locator) {
  const open = items.locator('xpath=self::*[@open]');
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open');
  await items.nth(3).locator('summary').click();
  await expect(items.nth(3)).toHaveAttribute('open');
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await expect(open).toHaveCount(1);
  await items.nth(3).locator('summary').click();
  await expect(open).toHaveCount(0);
}

for (const l of languages) {
  const formation = `${l.prefix}/formation`;
  const conferences = `${l.prefix}/conferences`;

  test.describe(`${formation} training (${l.lang})`, () => {
    test('states the figures and the plans of its content file, each price as the site writes it', async ({ page }) => {
      const content = pageContent('formation', l.lang);
      await page.goto(formation);
      await expect(page.locator('#hero dd')).toHaveText(content.hero.stats.map((stat) => shownAs(stat.number)));

      const plans = page.locator('#formules [data-plan]');
      await expect(plans).toHaveCount(content.plans.items.length);
      expect(await plans.evaluateAll((cards) => cards.map((c) => c.id))).toEqual(content.plans.items.map((plan) => plan.id));

      for (const plan of content.plans.items) {
        const card = page.locator(`#${plan.id}`);
        // A former price puts hidden words before each amount ("Prix actuel :").
        await expect(card.locator('[data-price-amount]')).toHaveText(
          shownAs(formatPriceExclVat(plan.price.amount, l.lang), { within: plan.price.was !== undefined }),
        );
        if (plan.price.was === undefined) await expect(card.locator('del')).toHaveCount(0);
        else await expect(card.locator('del')).toContainText(shownAs(formatPriceExclVat(plan.price.was, l.lang), { within: true }));
        const installments = card.locator('[data-plan-installments]');
        await expect(installments).toContainText(String(plan.installments.count));
        if (plan.installments.amount !== undefined) {
          const amount =
            plan.installments.exclVat === false
              ? formatEuros(plan.installments.amount, l.lang)
              : formatPriceExclVat(plan.installments.amount, l.lang);
          await expect(installments).toContainText(shownAs(amount, { within: true }));
        }
        await expect(card.locator('[data-plan-duration]')).toHaveText(shownAs(plan.duration));
        for (const feature of plan.features) await expect(card.locator('li').filter({ hasText: shownAs(feature) })).toHaveCount(1);
        const seats = card.locator('[data-plan-seats]');
        if (plan.seats) {
          await expect(seats).toContainText(new RegExp(`\\b${plan.seats.left}\\b[\\s\\S]*\\b${plan.seats.total}\\b`));
          const bar = card.locator('progress');
          await expect(bar).toHaveAttribute('value', String(plan.seats.total - plan.seats.left));
          await expect(bar).toHaveAttribute('max', String(plan.seats.total));
          await expect(bar).toHaveAccessibleName((await seats.locator('p').textContent())!.trim());
        } else await expect(seats).toHaveCount(0);
      }
      // The featured plan is the one with the badge.
      const featured = content.plans.items.find((plan) => plan.badge)!;
      await expect(page.locator(`#${featured.id}`)).toHaveAttribute('data-featured', 'true');

      const faq = page.locator('#faq details');
      await expect(faq).toHaveCount(content.faq.items.length);
      for (const item of content.faq.items) await expect(page.locator('#faq')).toContainText(shownAs(item.answer, { within: true }));
    });

    test('shows the plans side by side on a desktop and stacked on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(formation);
      const tops = () =>
        page.locator('#formules [data-plan]').evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
      const prices = () =>
        page.locator('#formules [data-price-amount]').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().bottom)));
      const [first, ...others] = await tops();
      for (const top of others) expect(top).toBe(first);
      // Titles, prices and lists share rows: the prices of the three plans sit on one line.
      expect(new Set(await prices()).size).toBe(1);

      await page.setViewportSize({ width: 390, height: 844 });
      const stacked = await tops();
      expect(stacked[1]!).toBeGreaterThan(stacked[0]!);
      expect(stacked[2]!).toBeGreaterThan(stacked[1]!);
    });

    for (const anchor of ['formules', 'complete', 'autonome', 'couleur', 'booking']) {
      test(`#${anchor} lands on its section`, async ({ page }) => {
        await page.goto(`${formation}#${anchor}`);
        const target = page.locator(`#${anchor}`);
        await expect(target).toBeInViewport();
        // Below the sticky header, not under it.
        const header = (await page.locator('[data-site-header]').boundingBox())!;
        await expect.poll(async () => (await target.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      });
    }

    test('opened at an anchor, is shown there at once; a link within the page then scrolls smoothly', async ({ page }) => {
      await page.addInitScript(() => {
        const seen: number[] = ((window as unknown as { scrolls: number[] }).scrolls = []);
        addEventListener('scroll', () => seen.push(scrollY));
      });
      await page.goto(`${formation}#couleur`);
      await expect(page.locator('#couleur')).toBeInViewport();
      await page.waitForTimeout(1000);
      const arrival = await page.evaluate(() => ({ final: scrollY, seen: (window as unknown as { scrolls: number[] }).scrolls.splice(0) }));
      expect(arrival.final).toBeGreaterThan(500);
      // Smoothly, it went through the page from the top, 30-odd steps after load.
      expect(
        arrival.seen.filter((y) => y < arrival.final / 2),
        'positions on the way',
      ).toEqual([]);

      await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
      await page.locator(`#hero a[href="${formation}#formules"]`).click();
      await expect(page.locator('#formules')).toBeInViewport();
      await page.waitForTimeout(1000);
      const within = await page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls.filter((y) => y > 0));
      expect(within.length, 'steps of the scroll to #formules').toBeGreaterThan(3);
    });

    test('leads to the plans, the order pages, the free resources and the podcast', async ({ page }) => {
      await openDecided(page, formation);
      await page.locator(`#hero a[href="${formation}#formules"]`).click();
      await expect(page.locator('#formules')).toBeInViewport();
      await expect(page.locator(`#hero a[href="${formation}#booking"]`)).toHaveCount(1);

      for (const [plan, id] of [
        ['complete', 'trainingOrderComplete'],
        ['autonome', 'trainingOrderAutonome'],
        ['couleur', 'trainingOrderCouleur'],
      ] as const) {
        await expect(page.locator(`#${plan} a[href="${site.external[id]}"]`)).toHaveCount(1);
      }
      await expect(page.locator(`#resources a[href="${site.external.workshopReplay}"]`)).toHaveCount(1);
      await expect(page.locator(`#resources a[href="${site.external.masterclassNeuroArchitecture}"]`)).toHaveCount(1);
      await expect(page.locator(`#resources a[href="${l.prefix}/podcast"]`)).toHaveCount(1);
    });

    test('sets the Pro plan’s key elements under the plans, without repeating its card’s list', async ({ page }) => {
      await page.goto(formation);
      const keys = page.locator('#formules #pro li');
      await expect(keys).toHaveCount(4);
      const said = (await keys.allInnerTexts()).join('\n');
      const features = await page.locator('#complete [data-slot="check-list"] li').allInnerTexts();
      expect(features.length).toBeGreaterThanOrEqual(3);
      for (const feature of features) expect(said, 'a key element repeats the card word for word').not.toContain(feature.trim());
    });

    test('has the demo video and the video testimonials with their moments', async ({ page }) => {
      await page.goto(formation);
      await expect(page.locator('#demo [data-embed="media"]')).toHaveCount(1);
      const testimonials = page.locator('[data-video-testimonial]');
      await expect(testimonials).toHaveCount(2);
      for (const testimonial of await testimonials.all()) {
        await expect(testimonial.locator('[data-embed="media"]')).toHaveCount(1);
        const times = testimonial.locator('li time');
        expect(await times.count()).toBeGreaterThanOrEqual(2);
        await expect(times.first()).toHaveAttribute('datetime', /^PT\d+[HMS]/);
      }
    });

    test('programme: Module 1 to Module 8, the bonus modules and the exercises, one open at a time', async ({ page }) => {
      await openDecided(page, formation);
      const items = page.locator('#programme details');
      await expect(items).toHaveCount(11);
      const titles = await items.locator('summary').allInnerTexts();
      titles.slice(0, 8).forEach((title, index) => expect(title).toMatch(new RegExp(`^Module ${index + 1}\\s?:`)));
      expect(titles.slice(8, 10).every((title) => title.startsWith('Bonus'))).toBe(true);
      await expectExclusive(items);
      await expectExclusive(page.locator('#faq details'));
    });

    test('programme and FAQ stay one-open-at-a-time with JavaScript off', async ({ browser }) => {
      const context = await withoutJs(browser);
      const page = await context.newPage();
      await page.goto(formation);
      await expectExclusive(page.locator('#programme details'));
      await expectExclusive(page.locator('#faq details'));
      await context.close();
    });
  });

  test.describe(`${conferences} conferences (${l.lang})`, () => {
    test('has six themes, the speaker, three talks leading to contact, the text block and #booking', async ({ page }) => {
      await page.goto(`${conferences}#booking`);
      await expect(page.locator('#booking')).toBeInViewport();
      await expect(page.locator('#themes li')).toHaveCount(6);
      // The themes a short ruled list, the talks on the same subjects the detailed cards.
      await expect(page.locator('#themes [data-slot="feature-list"] li')).toHaveCount(6);
      await expect(page.locator('#themes [data-slot="card"]')).toHaveCount(0);
      await expect(page.locator('#talks [data-slot="card"]')).toHaveCount(3);
      await expect(page.locator(`#speaker a[href="${l.prefix}/about"]`)).toHaveCount(1);
      expect(await page.locator('[data-event-types] li').count()).toBeGreaterThanOrEqual(4);
      await expect(page.locator('#talks li h3')).toHaveCount(3);
      await expect(page.locator(`#talks a[href="${l.prefix}/contact"]`)).toHaveCount(3);
      await expect(page.locator('#format p').first()).toBeVisible();
      await expect(page.locator(`#hero a[href="${conferences}#talks"]`)).toHaveCount(1);
    });

    test('carousel: nine images with alt text, the buttons named and wrapping both ways, the position announced', async ({ page }) => {
      await openDecided(page, conferences);
      const carousel = page.locator('[data-carousel]');
      const next = carousel.getByRole('button', { name: l.next });
      await waitForIsland(page.locator('[data-carousel-strip]'));
      const images = carousel.locator('[data-carousel-slide] img');
      await expect(images).toHaveCount(9);
      for (const alt of await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? '')))
        expect(alt.length).toBeGreaterThan(15);
      // Near the screen, every slide loads at once (the page itself sends them all lazy).
      for (const image of await images.all()) await expect(image).toHaveAttribute('loading', 'eager');

      const status = carousel.locator('[data-carousel-status]');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      const previous = carousel.getByRole('button', { name: l.previous });
      await previous.click();
      await expect(status).toHaveText(l.position(9));
      await expectShown(page, 8);
      await next.click();
      await expect(status).toHaveText(l.position(1));
      await expectShown(page, 0);
      await next.click();
      await expect(status).toHaveText(l.position(2));
      await expectShown(page, 1);
    });

    test('carousel: the buttons work with Enter and Space, the arrow keys when it has focus', async ({ page }) => {
      await openDecided(page, conferences);
      const carousel = page.locator('[data-carousel]');
      const status = carousel.locator('[data-carousel-status]');
      const next = carousel.getByRole('button', { name: l.next });
      await waitForIsland(page.locator('[data-carousel-strip]'));
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText(l.position(2));
      await page.keyboard.press('Space');
      await expect(status).toHaveText(l.position(3));
      await carousel.getByRole('button', { name: l.previous }).focus();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText(l.position(2));

      const strip = carousel.getByRole('region');
      await strip.focus();
      await page.keyboard.press('ArrowRight');
      await expect(status).toHaveText(l.position(3));
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(status).toHaveText(l.position(9));
      await page.keyboard.press('ArrowRight');
      await expect(status).toHaveText(l.position(1));
      await page.keyboard.press('End');
      await expect(status).toHaveText(l.position(9));
      await expectShown(page, 8);
    });

    test('carousel: a move whose smooth scroll the browser drops still arrives', async ({ page }) => {
      await openDecided(page, conferences);
      const carousel = page.locator('[data-carousel]');
      const strip = page.locator('[data-carousel-strip]');
      await waitForIsland(strip);
      // What Chromium did once in CI (End right after a wrap to the first slide): the smooth scroll
      // asked for never happened, no scroll event came, and the position said 9 over slide 1.
      await strip.evaluate((node) => {
        const scrollTo = node.scrollTo.bind(node) as (options: ScrollToOptions) => void;
        let dropped = false;
        node.scrollTo = ((options: ScrollToOptions) => {
          if (!dropped && options.behavior === 'smooth') {
            dropped = true;
            return;
          }
          scrollTo(options);
        }) as typeof node.scrollTo;
      });
      await carousel.getByRole('region').focus();
      await page.keyboard.press('End');
      await expect(carousel.locator('[data-carousel-status]')).toHaveText(l.position(9));
      await expectShown(page, 8);
    });

    test('carousel: a swipe (native scrolling) moves it, and the position follows', async ({ page }) => {
      await openDecided(page, conferences);
      const strip = page.locator('[data-carousel-strip]');
      await waitForIsland(strip);
      await strip.evaluate((el) => el.scrollTo({ left: el.clientWidth * 4, behavior: 'instant' }));
      await expect(page.locator('[data-carousel-status]')).toHaveText(l.position(5));
      await expect(page.locator('[data-carousel-counter]')).toHaveText('5 / 9');
    });

    test('carousel: no animation under reduced motion, and no autoplay', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openDecided(page, conferences);
      const strip = page.locator('[data-carousel-strip]');
      const next = page.locator('[data-carousel-next]');
      await waitForIsland(page.locator('[data-carousel-strip]'));
      expect(await strip.evaluate((el) => getComputedStyle(el).scrollBehavior)).toBe('auto');
      await next.click();
      // Instant: the strip is already at the second slide when the click returns.
      expect(await strip.evaluate((el) => el.scrollLeft / el.clientWidth)).toBeCloseTo(1, 1);
      await page.waitForTimeout(1500);
      expect(await strip.evaluate((el) => el.scrollLeft / el.clientWidth)).toBeCloseTo(1, 1);
    });

    test('carousel without JavaScript: all nine images reachable by scrolling and the keyboard, same height once hydrated', async ({
      browser,
      page,
    }) => {
      const context = await withoutJs(browser);
      const noJs = await context.newPage();
      await noJs.setViewportSize({ width: 390, height: 844 });
      await noJs.goto(conferences);
      const strip = noJs.locator('[data-carousel-strip]');
      await expect(strip).toHaveAttribute('tabindex', '0');
      await expect(noJs.locator('[data-carousel-controls]')).toContainText(l.lang === 'fr' ? '9' : 'all 9');
      const images = strip.locator('img');
      await expect(images).toHaveCount(9);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect(image).toBeInViewport({ ratio: 0.9 });
        expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
      await strip.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
      await strip.focus();
      await noJs.keyboard.press('ArrowRight');
      await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      const before = (await noJs.locator('[data-carousel]').boundingBox())!.height;
      await context.close();

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(conferences);
      await waitForIsland(page.locator('[data-carousel-strip]'));
      await expect(page.locator('[data-carousel-next]')).toBeVisible();
      expect((await page.locator('[data-carousel]').boundingBox())!.height).toBe(before);
    });
  });

  test(`${l.prefix || '/'} training and conferences open every external link in a new tab with noopener`, async ({ page }) => {
    for (const path of [formation, conferences]) {
      await page.goto(path);
      const external = await page
        .locator('a[href^="http"]')
        .evaluateAll((links) =>
          links
            .filter((a) => new URL((a as HTMLAnchorElement).href).origin !== location.origin)
            .map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') ?? '' })),
        );
      expect(external.length).toBeGreaterThan(0);
      for (const link of external) {
        expect(link.target, link.href ?? '').toBe('_blank');
        expect(link.rel.split(' '), link.href ?? '').toContain('noopener');
      }
    }
  });
}

/** The strip has come to rest on slide `index` (0-based). */
async function expectShown(page: Page, index: number) {
  const strip = page.locator('[data-carousel-strip]');
  await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(index);
}
