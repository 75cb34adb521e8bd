/**
 * Consent (vanilla-cookieconsent, opt-in) and the embeds behind it: nothing third-party before a
 * choice, equal accept / reject / customise, the choice remembered 182 days, embeds that mount on
 * view and unmount off it, facades with working direct links, withdrawal from the footer.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { providers } from '../../src/config/providers';
import { site } from '../../src/config/site';
import { acceptAll, consentBanner, expect, rejectAll, settle, test } from './fixtures';

const external = (log: { external: string[] }, prefix: string) => log.external.filter((url) => url.startsWith(prefix));

async function scrollTo(page: Page, selector: string) {
  await page.locator(selector).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
}
async function scrollToTop(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

test.describe('banner', () => {
  test('offers accept all, reject all and customise with equal weight, in the page language', async ({ page }) => {
    for (const [path, labels] of [
      ['/', ['Tout accepter', 'Tout refuser', 'Personnaliser']],
      ['/en', ['Accept all', 'Reject all', 'Customise']],
    ] as const) {
      await page.context().clearCookies();
      await page.goto(path);
      const { banner, acceptAll: accept, rejectAll: reject, customise } = consentBanner(page);
      await expect(banner).toBeVisible();
      await expect(accept).toHaveText(labels[0]);
      await expect(reject).toHaveText(labels[1]);
      await expect(customise).toHaveText(labels[2]);
      const look = (button: typeof accept) =>
        button.evaluate((el) => {
          const style = getComputedStyle(el);
          return [style.backgroundColor, style.color, style.fontSize, style.fontWeight].join(' ');
        });
      expect(await look(reject)).toBe(await look(accept));
      expect(await look(customise)).toBe(await look(accept));
    }
  });

  test('banner and preferences pass axe (WCAG 2.2 AA) and announce themselves as dialogs', async ({ page }) => {
    await page.goto('/');
    const axe = async () => {
      await settle(page);
      return new AxeBuilder({ page }).include('#cc-main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    };
    await expect(consentBanner(page).banner).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Contenus de tiers et cookies' })).toBeVisible();
    expect((await axe()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + ' ' + n.failureSummary).join(' | ')}`)).toEqual([]);
    await consentBanner(page).customise.click();
    await expect(page.getByRole('dialog', { name: 'Préférences cookies' })).toBeVisible();
    expect((await axe()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + ' ' + n.failureSummary).join(' | ')}`)).toEqual([]);
    for (const name of ['Agenda de réservation', 'Lecteurs audio et vidéo', 'Avis clients']) {
      await expect(page.locator('#cc-main .pm').getByRole('button', { name, exact: true })).toBeVisible();
    }
    // Nothing is pre-ticked.
    for (const category of ['booking', 'media', 'reviews']) await expect(page.locator(`#cc-main input[value="${category}"]`)).not.toBeChecked();
  });

  test("on a phone, the live banner takes over from the page's copy without becoming a later largest paint", async ({ page }) => {
    // The copy is painted with the page; the library's banner replaces it once that paint has been
    // shown, in the same font and size, so the browser keeps the first paint as the largest.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/', '/en/podcast', '/formation']) {
      await page.context().clearCookies();
      await page.goto(path);
      await expect(page.locator('#cc-main:not([data-first-paint]) .cm')).toBeVisible();
      await expect(page.locator('#cc-main[data-first-paint]')).toHaveCount(0);
      const largestPaints = await page.evaluate(
        () =>
          new Promise<{ time: number; inLiveBanner: boolean }[]>((resolve) => {
            new PerformanceObserver((list) =>
              resolve(
                list.getEntries().map((entry) => {
                  const element = (entry as LargestContentfulPaint).element;
                  return { time: entry.startTime, inLiveBanner: Boolean(element?.isConnected && element.closest('#cc-main')) };
                }),
              ),
            ).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largestPaints.length, path).toBeGreaterThan(0);
      expect(largestPaints.filter((paint) => paint.inLiveBanner), `${path}: a largest paint in the live banner`).toEqual([]);
    }
  });

  test('is keyboard-operable and remembers the choice for 182 days', async ({ page, context }) => {
    await page.goto('/');
    const { banner, acceptAll: accept, rejectAll: reject } = consentBanner(page);
    // The banner takes the focus when it appears, so that it is announced; Tab then walks its choices.
    await expect.poll(() => page.evaluate(() => document.getElementById('cc-main')?.contains(document.activeElement) ?? false)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(reject).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cc_cookie');
    expect(cookie).toBeDefined();
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(181);
    expect(days).toBeLessThanOrEqual(182);
    await page.goto('/en');
    await expect(banner).toBeHidden();
  });

  test('is no cookie wall: after rejecting, every facade keeps a working direct link and nothing third-party loads', async ({ page, log }) => {
    for (const path of ['/', '/podcast', '/en/contact']) {
      await page.goto(path);
      if (path === '/') await rejectAll(page);
      const facades = page.locator('[data-facade]');
      expect(await facades.count()).toBeGreaterThan(0);
      for (const facade of await facades.all()) {
        await facade.scrollIntoViewIfNeeded();
        const link = facade.locator('[data-direct-link]');
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      }
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await page.waitForLoadState('networkidle');
    }
    expect(log.external).toEqual([]);
  });
});

test.describe('after accepting', () => {
  test('the French contact page mounts the 15-minute calendar on view and unmounts it off view', async ({ page, log }) => {
    await page.goto('/contact');
    await acceptAll(page);
    const embed = page.locator('[data-embed="booking"]');
    await scrollTo(page, '#booking');
    const frame = embed.locator('iframe[data-provider-frame="scheduling"]');
    await expect(frame).toBeVisible();
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin + src.pathname).toBe(site.widgets.schedulingFr15);
    expect(src.searchParams.get('embed_type')).toBe('Inline');
    expect(src.searchParams.get('embed_domain')).toBe('127.0.0.1');
    await expect(frame).toHaveAttribute('height', '700');
    expect(await frame.evaluate((el) => getComputedStyle(el).minWidth)).toBe('320px');
    await expect.poll(() => external(log, site.widgets.schedulingFr15).length).toBe(1);

    await scrollToTop(page);
    await expect(embed).toHaveAttribute('data-embed-state', 'unmounted');
    await expect(frame).toHaveCount(0);
    await expect(page.locator('[data-mail-fallback] a')).toHaveAttribute('href', `mailto:${site.contact.email}`);
  });

  test('the English contact page uses the 30-minute call', async ({ page, log }) => {
    await page.goto('/en/contact');
    await acceptAll(page);
    await scrollTo(page, '#booking');
    const frame = page.locator('iframe[data-provider-frame="scheduling"]');
    await expect(frame).toBeVisible();
    expect((await frame.getAttribute('src'))!.startsWith(`${site.widgets.schedulingEn30}?`)).toBe(true);
    expect(external(log, site.widgets.schedulingFr15)).toEqual([]);
  });

  test('the podcast page mounts its players, videos and reviews, and removes them off view', async ({ page, log }) => {
    await page.goto('/en/podcast');
    await acceptAll(page);

    await scrollTo(page, '#show');
    const show = page.locator('#show iframe[data-provider-frame="music"]');
    await expect(show).toHaveCount(1);
    await expect(show).toHaveAttribute('src', `${providers.music.embedBase}/show/${site.podcast.showId}`);

    await scrollTo(page, '#episodes');
    const episodes = page.locator('#episodes iframe[data-provider-frame="music"]');
    await expect(episodes).toHaveCount(4);
    for (const frame of await episodes.all()) {
      await expect(frame).toHaveAttribute('height', '352');
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(frame).toHaveAttribute('allow', /encrypted-media/);
    }

    await scrollTo(page, '#videos');
    const card = page.locator('[data-video-card]').first();
    await expect(card.locator('[data-duration]')).toHaveText('18 min');
    await card.locator('[data-play]').click();
    const video = card.locator('iframe[data-provider-frame="video"]');
    await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/VIDEOID0001\?/);
    await expect(video).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(page.locator('[data-duration]')).toHaveText(['18 min', '25 min', '32 min', '28 min']);

    await scrollTo(page, '#testimonials');
    const script = page.locator('script[data-provider-script="reviews"]');
    await expect(script).toHaveAttribute('src', `${providers.reviews.loaderUrl}?${site.widgets.reviewsPodcast}`);
    await expect.poll(() => external(log, providers.reviews.loaderUrl).length).toBe(1);

    await scrollToTop(page);
    await expect(script).toHaveCount(0);
    await expect(page.locator('iframe[data-provider-frame="video"]')).toHaveCount(0);
    await expect(episodes).toHaveCount(0);
    await expect(page.locator('#episodes [data-embed]')).toHaveAttribute('data-embed-state', 'unmounted');
  });

  test('the home page mounts its five players and its own reviews widget', async ({ page }) => {
    await page.goto('/');
    await acceptAll(page);
    await scrollTo(page, '#testimonials');
    await expect(page.locator('script[data-provider-script="reviews"]')).toHaveAttribute('src', `${providers.reviews.loaderUrl}?${site.widgets.reviewsHome}`);
    await scrollTo(page, '#podcast');
    await expect(page.locator('#podcast iframe[data-provider-frame="music"]')).toHaveCount(5);
  });
});

test.describe('per category', () => {
  test('allowing one embed from its facade allows its category only, and the banner goes', async ({ page, log }) => {
    await page.goto('/contact');
    await scrollTo(page, '#booking');
    await page.locator('[data-embed="booking"] [data-allow]').click();
    await expect(page.locator('iframe[data-provider-frame="scheduling"]')).toBeVisible();
    await expect(consentBanner(page).banner).toBeHidden();

    await page.goto('/podcast');
    await scrollTo(page, '#show');
    await expect(page.locator('#show [data-embed="media"]')).toHaveAttribute('data-embed-state', 'facade');
    await page.waitForLoadState('networkidle');
    expect(log.external.filter((url) => !url.startsWith(site.widgets.schedulingFr15))).toEqual([]);
  });

  test('withdrawing consent from the footer link unmounts the embeds', async ({ page }) => {
    await page.goto('/contact');
    await acceptAll(page);
    await scrollTo(page, '#booking');
    await expect(page.locator('iframe[data-provider-frame="scheduling"]')).toBeVisible();

    await page.locator('footer [data-cc="show-preferencesModal"]').click();
    const preferences = page.locator('#cc-main .pm');
    await expect(preferences).toBeVisible();
    await preferences.locator('[data-role="necessary"]').click();
    await expect(preferences).toBeHidden();
    await expect(page.locator('iframe[data-provider-frame="scheduling"]')).toHaveCount(0);
    await expect(page.locator('[data-embed="booking"]')).toHaveAttribute('data-embed-state', 'facade');
  });
});

test.describe('failures', () => {
  test.use({ expectedConsoleErrors: [/cdn\.trustindex\.io|ERR_FAILED|net::ERR/] });

  test('a reviews loader that fails brings the direct link back', async ({ page }) => {
    await page.route(`${providers.reviews.loaderUrl}**`, (route) => route.abort('failed'));
    await page.goto('/podcast');
    await acceptAll(page);
    await scrollTo(page, '#testimonials');
    const embed = page.locator('[data-embed="reviews"]');
    await expect(embed).toHaveAttribute('data-embed-state', 'fallback');
    await expect(embed.locator('[data-direct-link]')).toHaveAttribute('href', site.external.reviewPlatform);
  });
});

test.describe('video posters', () => {
  test.use({ expectedConsoleErrors: [/video-light.*404|status of 404/] });

  test('a poster that fails to load is replaced by the fallback image', async ({ page }) => {
    await page.route('**/_astro/video-light*', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/podcast');
    const card = page.locator('[data-video-card]').first();
    await card.scrollIntoViewIfNeeded();
    const poster = card.locator('img[data-poster]');
    await expect(poster).toHaveAttribute('data-poster', 'fallback');
    await expect(poster).toHaveAttribute('src', /video-fallback/);
    await expect.poll(() => poster.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });
});
