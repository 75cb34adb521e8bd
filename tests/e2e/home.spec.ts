/** The home page's sections and behaviour, in both languages. */
import { chatHref, site } from '../../src/config/site';
import { useTranslations } from '../../src/i18n/ui';
import { pageContent, shownAs } from '../content';
import { expect, test, waitForIsland } from './fixtures';

test.describe('home sections', () => {
  for (const [path, lang] of [
    ['/', 'fr'],
    ['/en', 'en'],
  ] as const) {
    test(`${path} shows the eight sections with the figures of its content file, the quiz inside its close`, async ({ page }) => {
      const content = pageContent('home', lang);
      const figures = (stats: { number: string }[]) => stats.map((stat) => shownAs(stat.number));
      await page.goto(path);
      for (const id of ['hero', 'approach', 'services', 'founder', 'press', 'testimonials', 'podcast', 'quiz']) {
        await expect(page.locator(`main #${id}`), id).toHaveCount(1);
      }
      const hero = page.locator('#hero');
      await expect(hero.getByRole('link', { name: content.hero.cta.label })).toHaveAttribute(
        'href',
        path === '/' ? '/contact' : '/en/contact',
      );
      await expect(hero.locator(`a[href="${site.external.conferenceVideo}"]`)).toHaveCount(1);
      await expect(page.locator('#approach li h3')).toHaveCount(3);
      // One block of large figures on the page: the hero's claims and the founder's,
      // each once, in the founder's section.
      await expect(page.locator('main [data-slot="stats"]')).toHaveCount(1);
      await expect(page.locator('#founder [data-slot="stats"] dd')).toHaveText(figures(content.founder.stats));
      await expect(hero.locator('dd')).toHaveCount(0);
      await expect(page.locator('#podcast dd')).toHaveText(figures(content.podcast.stats));
      // The show's title links to the podcast platform; no button beside it repeats that link.
      await expect(page.locator(`#podcast [data-podcast-card] a[href="${site.external.podcastPlatform}"][data-podcast-link]`)).toHaveCount(
        1,
      );
      await expect(
        page.locator(`#podcast a[href="${site.external.podcastPlatform}"]:not([data-direct-link]):not([data-podcast-link])`),
      ).toHaveCount(0);
      await expect(page.locator(`#podcast a[href="${path === '/' ? '/podcast' : '/en/podcast'}"]`)).toHaveCount(1);
      await expect(page.locator(`#testimonials a[href="${site.external.reviewPlatform}"]:not([data-direct-link])`)).toHaveCount(1);
      await expect(page.locator('#quiz dd')).toHaveText(figures(content.quiz.stats));
      // The quiz is the closing band's lighter way forward, not a call of its own before it.
      await expect(page.locator('#closing #quiz')).toHaveCount(1);
    });
  }

  test('English service cards lead to support, training and talks', async ({ page }) => {
    await page.goto('/en');
    const hrefs = await page.locator('#services a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/en/accompagnements', '/en/formation', '/en/conferences']);
  });

  test('English home carries no French copy', async ({ page }) => {
    await page.goto('/en');
    const text = await page.locator('body').innerText();
    for (const word of [' vous ', ' votre ', 'Réserver', 'Accompagnements', ' et ', 'Découvrir']) expect(text).not.toContain(word);
  });
});

test.describe('logo strip', () => {
  test('shows its logos twice, the copy hidden from assistive tech, pausing on hover', async ({ page }) => {
    const logos = pageContent('home', 'fr').logos.items;
    await page.goto('/');
    const copies = page.locator('[data-logo-copy]');
    await expect(copies).toHaveCount(2);
    await expect(copies.nth(0).locator('img')).toHaveCount(logos.length);
    await expect(copies.nth(1).locator('img')).toHaveCount(logos.length);
    await expect(copies.nth(1)).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('img', { name: logos[0]!.alt, exact: true })).toHaveCount(1);
    const track = page.locator('[data-logo-track]');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('marquee');
    // The track never stands still, so point at it through its section's box.
    await page.locator('#press').evaluate((section) => section.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const box = (await track.boundingBox())!;
    await page.mouse.move(640, box.y + box.height / 2);
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
  });

  test('requests no logo on the first screen, then all seven at once as the strip comes near', async ({ page }) => {
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (/\/logo-\d/.test(request.url())) requested.add(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    // A phone's 4G, as DevTools' "Fast 4G": Chromium's lazy pictures load 1,250 px ahead on 4G but
    // 3,000 px ahead on a connection it cannot name (a test's loopback), which the home's strip,
    // some 2,800 px down, is within.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: (9 * 1024 * 1024) / 8,
      uploadThroughput: (1.5 * 1024 * 1024) / 8,
      connectionType: 'cellular4g',
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect([...requested], 'logos requested before the strip came near').toEqual([]);
    // Only the first marks are near the screen inside the strip's clipping box: the others come with them.
    await page.locator('#press').evaluate((section) => section.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const loaded = () =>
      page
        .locator('[data-logo-copy] img')
        .evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 0).length);
    await expect.poll(loaded).toBe(14);
    expect(requested.size).toBe(7);
  });

  test('does not move under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    expect(await page.locator('[data-logo-track]').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});

test.describe('quiz button', () => {
  test('says it is redirecting, disables itself, then opens the quiz in a new tab and is enabled again', async ({ page, context, log }) => {
    await page.goto('/en');
    const button = page.locator('[data-quiz-button]');
    await waitForIsland(button);
    await expect(button).toHaveJSProperty('tagName', 'BUTTON');
    await expect(button).toHaveText(/Take the free quiz/);

    const popup = context.waitForEvent('page');
    await button.click();
    await expect(button).toHaveText('Redirecting...');
    await expect(button).toBeDisabled();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(site.external.quiz);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(button).toBeEnabled();
    await expect(button).toHaveText(/Take the free quiz/);
    expect(log.external).toEqual([site.external.quiz]);
  });

  test('is a plain new-tab link to the quiz without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const link = page.locator('a[data-quiz-button]');
    await expect(link).toHaveAttribute('href', site.external.quiz);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveText(/Faire le quiz gratuit/);
    await context.close();
  });
});

test.describe('chat button', () => {
  test('is a wa.me link with the prefilled French message, on every language', async ({ page }) => {
    for (const path of ['/', '/en']) {
      await page.goto(path);
      const chat = page.locator('[data-chat-button]');
      await expect(chat).toHaveAttribute('href', chatHref);
      await expect(chat).toHaveAttribute('target', '_blank');
      await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
      const url = new URL(chatHref);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${site.chat.phoneDigits}`);
      expect(url.searchParams.get('text')).toBe(site.chat.prefilledMessage);
    }
  });

  test('is quiet: still, and not filled, so it never competes with the screen’s one filled button', async ({ page }) => {
    await page.goto('/');
    const chat = page.locator('[data-chat-button]');
    expect(await chat.evaluate((element) => element.getAnimations().length)).toBe(0);
    expect(await chat.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
  });
});

test.describe('footer', () => {
  for (const [path, lang] of [
    ['/', 'fr'],
    ['/en', 'en'],
  ] as const) {
    test(`${path} footer has every spec link, contact details, socials and the copyright year`, async ({ page }) => {
      await page.goto(path);
      const footer = page.locator('footer');
      const prefix = lang === 'fr' ? '' : '/en';
      const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const slug of [
        '/accompagnements/construction-renovation',
        '/accompagnements/demenagement',
        '/accompagnements/feng-shui',
        '/accompagnements',
        '/formation',
        '/ressources',
        '/livre',
        '/podcast',
        '/about',
        `/press-${site.pressSlug}`,
        '/mentions-legales',
        '/politique-confidentialite',
        '/cgv',
        '/accessibilite',
      ]) {
        expect(hrefs, slug).toContain(prefix + slug);
      }
      for (const href of [
        site.external.quiz,
        site.social.instagram,
        site.social.linkedin,
        site.social.youtube,
        site.contact.phoneHref,
        `mailto:${site.contact.email}`,
      ]) {
        expect(hrefs, href).toContain(href);
      }
      await expect(footer).toContainText(useTranslations(lang)('footer.location'));
      await expect(footer).toContainText(site.contact.phoneDisplay);
      await expect(footer).toContainText(`© ${site.copyrightYear}`);
    });
  }
});

test('every image loads once the visitor reaches it', async ({ page }) => {
  await page.goto('/');
  const images = await page.locator('main img').all();
  expect(images.length).toBeGreaterThan(10);
  for (const image of images) {
    await image.evaluate((img) => img.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), {
        message: `image ${await image.getAttribute('src')}`,
      })
      .toBe(true);
  }
});
