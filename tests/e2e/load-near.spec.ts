/**
 * The pictures outside the first screen (cards, a section's picture, a portrait vignette, the
 * podcast's thumbnails, the book's pages) come as they near the screen (src/client/load-near.ts),
 * not the 1,250–2,500 px ahead at which the browser alone fetches lazy pictures: far ones are
 * neither fetched nor in the page until the visitor scrolls towards them, then arrive, named as
 * their stand-in was and exactly its size (nothing moves). Without JavaScript they are all there.
 * A picture the layout leaves out at that width (display: none) is never fetched.
 */
import { nearScreens } from '../../src/lib/near-screen';
import { expect, test } from './fixtures';

const phone = { width: 390, height: 844 };

test.describe('pictures outside the first screen come as they near it', () => {
  /** Every file a stand-in's picture would ask for, read from its <noscript>. */
  const heldBack = (leftOut = false) => {
    const filesOf = (elements: Iterable<Element>) =>
      [...elements].flatMap((element) =>
        [
          element.getAttribute('src'),
          ...(element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0]),
        ]
          .filter((file): file is string => !!file)
          .map((file) => new URL(file, location.href).pathname),
      );
    // A file the page also shows at once (the book's cover, in its hero and by its order form)
    // is fetched for that one.
    const shown = new Set(filesOf(document.querySelectorAll('img, source')));
    // A stand-in the layout leaves out (a section's portrait on a phone) is never near: listed apart.
    return [...document.querySelectorAll<HTMLElement>('[data-near]')]
      .filter((standIn) => (standIn.getClientRects().length === 0) === leftOut)
      .map((standIn) => {
        const template = document.createElement('template');
        template.innerHTML = standIn.querySelector('noscript')?.textContent ?? '';
        const files = filesOf(template.content.querySelectorAll('img, source')).filter((file) => !shown.has(file));
        const box = standIn.getBoundingClientRect();
        const src = template.content.querySelector('img')?.getAttribute('src') ?? '';
        return { top: box.top, width: box.width, height: box.height, src, name: standIn.getAttribute('aria-label'), files };
      });
  };

  for (const path of [
    '/ressources',
    '/en/ateliers',
    '/',
    '/livre',
    '/accompagnements',
    '/accompagnements/feng-shui',
    '/en/conferences',
    '/en/podcast',
    '/blog/lumiere-et-productivite',
  ]) {
    test(`${path} on a phone: the far pictures wait, then come as the visitor scrolls`, async ({ page }) => {
      await page.setViewportSize(phone);
      const requested = new Set<string>();
      page.on('request', (request) => requested.add(new URL(request.url()).pathname));
      // Where each stand-in stood when its picture was let in (before scrolling: the screen's top).
      await page.addInitScript(() => {
        const replaceWith = Element.prototype.replaceWith;
        const cameAt: number[] = ((window as unknown as { cameAt: number[] }).cameAt = []);
        Element.prototype.replaceWith = function (...nodes) {
          if (this.hasAttribute('data-near')) cameAt.push(this.getBoundingClientRect().top + scrollY);
          replaceWith.apply(this, nodes);
        };
      });
      await page.goto(path);
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.waitForTimeout(300);

      const waiting = await page.evaluate(heldBack, false);
      const leftOut = await page.evaluate(heldBack, true);
      expect(waiting.length + leftOut.length, 'some pictures far below the first screen wait, or are left out on a phone').toBeGreaterThan(
        0,
      );
      for (const standIn of waiting) {
        expect(standIn.top, `${standIn.name} waits only when far from the screen`).toBeGreaterThan(phone.height * (1 + nearScreens) - 2);
        expect(
          standIn.files.filter((file) => requested.has(file)),
          `${standIn.name}: none of its files fetched yet`,
        ).toEqual([]);
      }
      // And no nearer: a picture more than half a screen below the first one is not part of the
      // first visit (on a phone that is the second card of a list, up to 50 kB of photograph).
      for (const top of await page.evaluate(() => (window as unknown as { cameAt: number[] }).cameAt)) {
        expect(top, 'a picture let in with the page lies within half a screen below it').toBeLessThanOrEqual(
          phone.height * (1 + nearScreens) + 2,
        );
      }
      const names = waiting.flatMap((standIn) => (standIn.name ? [standIn.name] : []));

      const shownStandIns = page.locator('[data-near]:visible');
      for (let step = 0; step < 60 && (await shownStandIns.count()) > 0; step++) await page.mouse.wheel(0, 400);
      // A row swiped sideways on a phone (ui/swipe-row.ts, the home's podcast players) lets each
      // picture in as its card is swiped near: the visitor swipes it to its end.
      await page.evaluate(async () => {
        for (const row of document.querySelectorAll<HTMLElement>('main :is(ul, ol)')) {
          if (row.scrollWidth <= row.clientWidth) continue;
          row.scrollIntoView({ block: 'center', behavior: 'instant' });
          for (let left = 0; left <= row.scrollWidth; left += 200) {
            row.scrollTo({ left, behavior: 'instant' });
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      });
      await expect(shownStandIns).toHaveCount(0);
      for (const standIn of leftOut) {
        expect(
          standIn.files.filter((file) => requested.has(file)),
          `${standIn.name ?? standIn.src}, left out at this width: never fetched`,
        ).toEqual([]);
      }
      for (const name of names) {
        const picture = page.getByRole('img', { name, exact: true }).first();
        await picture.scrollIntoViewIfNeeded();
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
      // Each picture takes exactly its stand-in's box: nothing below it moved when it came.
      const boxes = await page.evaluate(() =>
        [...document.images].map((img) => ({
          src: img.getAttribute('src'),
          width: img.getBoundingClientRect().width,
          height: img.getBoundingClientRect().height,
        })),
      );
      for (const standIn of waiting) {
        const sizes = boxes.filter((box) => box.src === standIn.src).map((box) => `${Math.round(box.width)}×${Math.round(box.height)}`);
        expect(sizes, `${standIn.name ?? standIn.src}: the picture is its stand-in's size`).toContain(
          `${Math.round(standIn.width)}×${Math.round(standIn.height)}`,
        );
      }
    });
  }

  test('/ressources on a phone: a picture comes half a screen ahead, not sooner', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/ressources');
    await page.waitForLoadState('load');
    const last = page.locator('[data-near]').last();
    await last.evaluate((standIn) => standIn.setAttribute('data-watched', ''));
    const standIn = page.locator('[data-watched]');
    const top = await standIn.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    const near = phone.height * (1 + nearScreens);
    // Just beyond the distance: it waits (a larger margin would bring the second card of a list
    // with the first screen).
    await page.evaluate((y) => scrollTo(0, y), top - near - 24);
    await page.waitForTimeout(300);
    await expect(standIn, 'just beyond half a screen below, the picture waits').toHaveCount(1);
    // Just within it: it comes.
    await page.evaluate((y) => scrollTo(0, y), top - near + 24);
    await expect(standIn, 'within half a screen below, the picture comes').toHaveCount(0);
  });

  test("/ressources: a card's stand-in keeps the card's frame whatever the photo's own ratio", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/ressources');
    const standIn = page.locator('[data-near]').last();
    const before = (await standIn.boundingBox())!;
    // A portrait photo on a 3 : 2 card (its files are cut to the card, its stand-in's sizer is
    // not): the card's aspect class decides the box, so nothing moves when the picture comes.
    await standIn.evaluate((element) => element.querySelector('svg')!.setAttribute('viewBox', '0 0 1000 3000'));
    const after = (await standIn.boundingBox())!;
    expect(Math.round(after.height)).toBe(Math.round(before.height));
    expect(Math.round(before.height)).toBe(Math.round((before.width * 2) / 3));
  });

  test('/blog/lumiere-et-productivite, printed before it is scrolled: every picture comes for the paper', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/blog/lumiere-et-productivite');
    await page.waitForLoadState('load');
    expect(await page.locator('[data-slot="prose"] [data-near]').count(), 'the picture in the text waits on screen').toBeGreaterThan(0);
    // What the browser sends as it starts printing.
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    await expect(page.locator('[data-near]')).toHaveCount(0);
    await expect(page.locator('img[loading="lazy"]')).toHaveCount(0);
    const picture = page.locator('[data-slot="prose"] img').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('/ressources on a phone: every card has its picture', async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto('/ressources');
      const cards = page.locator('[data-near]');
      expect(await cards.count()).toBeGreaterThan(2);
      await expect(cards.locator('img')).toHaveCount(await cards.count());
      const last = cards.locator('img').last();
      await last.scrollIntoViewIfNeeded();
      await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });
  });
});
