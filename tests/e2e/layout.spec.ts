/**
 * Details every page shares, on one route of each template (route-sample.ts), at phone and desktop widths:
 * - one grid: the header's logo and the page's h1 start at the same x (within 1 px);
 * - no button or button-styled link has its label on two lines (unless it already fills its
 *   container's width: then it wraps rather than being cut off), or wider than its button;
 * - at the end of the page, the chat button covers no text;
 * - restraint: no heading that wraps leaves a word of four letters or fewer alone on a
 *   line; no consent gate and no action repeated down a list wears the filled clay of a page's main
 *   action; at 1280 px the hero's text box and its drawing each keep their own space.
 * And the conference carousel: a caption under each image and a visible "n / N" that follow it.
 * One page load per route and width, no fixed waits.
 */
import type { Page } from '@playwright/test';
import { pathFor, type PageId } from '../../src/i18n/routes';
import { routeSample } from './route-sample';
import { locales } from '../../src/i18n/locales';
import { mainActionColour } from './a11y-probes';
import { expect, openDecided, scrollThrough, test, waitForIsland } from './fixtures';

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/**
 * The left edge of the text of the header's logo and of the page's h1. A heading centred by design,
 * or set in a cartouche (the framed title block of the home's and the `sheet` heroes, which steps in
 * from the drawing it overlaps), is compared by the left edge of the page grid it sits in (the
 * `page-container` content box) instead, the way the header's logo sits in the same grid; the
 * cartouche itself must then stand inside that grid.
 */
function edges(page: Page) {
  return page.evaluate(() => {
    const contentLeft = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.left + parseFloat(getComputedStyle(element).paddingLeft);
    };
    const logo = document.querySelector('[data-site-header] [data-slot="logo"]')!;
    const h1 = document.querySelector('main h1')!;
    const centred = getComputedStyle(h1).textAlign === 'center';
    const cartouche = h1.closest('.cartouche');
    const grid = h1.closest('.page-container');
    const byGrid = (centred || cartouche !== null) && grid !== null;
    return {
      logo: logo.getBoundingClientRect().left,
      h1: byGrid ? contentLeft(grid) : h1.getBoundingClientRect().left,
      centred: byGrid,
      cartoucheInside: cartouche === null || grid === null || cartouche.getBoundingClientRect().left >= contentLeft(grid) - 1,
    };
  });
}

/**
 * Every visible button, and every link drawn as one (a pill: a background or a border, fully
 * rounded: a card is not), outside the consent banner, with the number of lines its visible label takes and
 * whether that label overflows the button or the screen. Screen-reader-only words are left out.
 */
function buttonLabels(page: Page) {
  return page.evaluate(() => {
    const isButtonLike = (element: HTMLElement) => {
      if (element.tagName === 'BUTTON') return true;
      const style = getComputedStyle(element);
      const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0;
      const pill = parseFloat(style.borderTopLeftRadius) >= element.getBoundingClientRect().height / 2 - 1;
      return filled && pill && style.display.includes('flex');
    };
    const found: { label: string; lines: number; overflow: boolean }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('button, a')) {
      if (element.closest('#cc-main') || element.getClientRects().length === 0 || !isButtonLike(element)) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!node.textContent?.trim() || parent.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      if (tops.size === 0) continue;
      const box = element.getBoundingClientRect();
      // A label wraps rather than being cut off, but only once its button has taken all
      // the width its container offers: a second line beside free room is a layout fault.
      const parent = element.parentElement!;
      const parentStyle = getComputedStyle(parent);
      const room = parent.getBoundingClientRect().width - parseFloat(parentStyle.paddingLeft) - parseFloat(parentStyle.paddingRight);
      const full = box.width >= room - 4;
      // In a row that scrolls sideways inside itself (the blog's filter on a phone), a link past the
      // screen's edge is scrolled to, not cut off: only its own label must fit it.
      let scroller: HTMLElement | null = element.parentElement;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      const offScreen = box.right > document.documentElement.clientWidth + 1 || box.left < -1;
      found.push({
        label: element.innerText.trim().replace(/\s+/g, ' '),
        lines: full ? 1 : tops.size,
        overflow: element.scrollWidth > element.clientWidth + 1 || (!scroller && offScreen),
      });
    }
    return found;
  });
}

/** The text under the chat button once the page is scrolled to its very end. */
function textUnderChat(page: Page) {
  return page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const chat = document.querySelector('[data-chat-button]')!.getBoundingClientRect();
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || parent.closest('[data-chat-button], #cc-main') || parent.getBoundingClientRect().width <= 1)
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const overlaps =
          rect.width > 0 && rect.left < chat.right && rect.right > chat.left && rect.top < chat.bottom && rect.bottom > chat.top;
        if (overlaps) covered.push(node.textContent.trim());
      }
    }
    return covered;
  });
}

/**
 * The headings (h1–h3) of the page, outside the consent banner, that leave a word of four letters
 * or fewer alone on a line: each word (split at the spaces a line may break at) by the top of its
 * first box, grouped into lines.
 */
function strandedWords(page: Page) {
  return page.evaluate(() => {
    const stranded: string[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3')) {
      if (heading.closest('#cc-main') || heading.getClientRects().length === 0) continue;
      const lines = new Map<number, string[]>();
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const match of node.data.matchAll(/[^ \t\n\r]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const box = [...range.getClientRects()].find((rect) => rect.width > 0);
          if (!box) continue;
          const top = Math.round(box.top);
          lines.set(top, [...(lines.get(top) ?? []), match[0]]);
        }
      }
      if (lines.size < 2) continue;
      for (const words of lines.values()) {
        const letters = words.join('').replace(/[^\p{L}\p{N}]/gu, '').length;
        if (words.length === 1 && letters <= 4) stranded.push(`${heading.tagName} "${heading.textContent?.trim()}": "${words[0]}" alone`);
      }
    }
    return stranded;
  });
}

/**
 * The links and buttons of `<main>` in the filled clay of the page's main action (its computed
 * background) that should be quiet: a consent gate ("Afficher les avis", "Écouter ici", "Autoriser
 * les lecteurs", "Afficher le calendrier"), or an action repeated down a list (the same label in
 * another item of the same list).
 */
async function loudQuietActions(page: Page) {
  const clay = await mainActionColour(page);
  return page.evaluate((clay) => {
    const label = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return [...document.querySelectorAll('main a, main button')]
      .filter((element) => getComputedStyle(element).backgroundColor === clay)
      .flatMap((element) => {
        if (element.matches('[data-allow], [data-listen]')) return [`gate "${label(element)}"`];
        const item = element.closest('li');
        const siblings = item?.parentElement ? [...item.parentElement.children].filter((other) => other !== item) : [];
        const repeated = siblings.some((other) =>
          [...other.querySelectorAll('a, button')].some((action) => label(action) === label(element)),
        );
        return repeated ? [`repeated down a list "${label(element)}"`] : [];
      });
  }, clay);
}

/** At a desktop width: whether the hero's text box (its cartouche) and its picture overlap. */
function heroOverlap(page: Page) {
  return page.evaluate(() => {
    const hero = document.querySelector('#hero');
    const text = hero?.querySelector('.cartouche');
    const sheet = hero?.querySelector('[data-hero-picture]');
    if (!text || !sheet) return 0;
    const a = text.getBoundingClientRect();
    const b = sheet.getBoundingClientRect();
    return (
      Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
      Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))
    );
  });
}

/**
 * The background colours of the page's bands in `<main>`, and at a desktop width how far across the
 * container the closing band's content reaches (a fraction: its words and actions side by side
 * reach the right half).
 */
function bands(page: Page) {
  return page.evaluate(() => {
    const tones = new Set<string>();
    for (const band of document.querySelectorAll('main > *')) {
      const colour = getComputedStyle(band).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && band.getBoundingClientRect().height > 0) tones.add(colour);
    }
    const container = document.querySelector('#closing .page-container');
    let reach: number | undefined;
    if (container) {
      const box = container.getBoundingClientRect();
      const right = Math.max(
        ...[...container.querySelectorAll('h2, p, a, button')].map((element) => element.getBoundingClientRect().right),
      );
      reach = (right - box.left) / box.width;
    }
    return { tones: [...tones], reach };
  });
}

/**
 * Two sections of the same colour in a row that the plan rule does not part (global.css draws it
 * on the second's top edge when it directly follows the first: anything between them, a script of
 * the build's included, keeps it from being drawn).
 */
function unpartedBands(page: Page) {
  return page.evaluate(() => {
    const sections = [...document.querySelectorAll<HTMLElement>('main > section[data-tone]')];
    return sections
      .slice(1)
      .filter((section, index) => section.dataset.tone === sections[index]!.dataset.tone)
      .filter((section) => getComputedStyle(section, '::before').content === 'none')
      .map((section) => `#${section.id} after #${section.previousElementSibling?.id || section.previousElementSibling?.tagName}`);
  });
}

/**
 * The section pictures (in their sheet) shown narrower than 80 px: her portrait is a vignette beside
 * its heading on a phone, 90 px inside its sheet; anything smaller shows nothing.
 */
function vignettes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main section [data-slot="sheet"] :is(img, [data-near])')]
      .map((picture) => picture.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.width < 80)
      .map((box) => Math.round(box.width)),
  );
}

interface Found {
  text: string;
  top: number;
  bottom: number;
}

/**
 * The page's filled controls (a background of their own, dark enough for white text), by where they
 * are in the page; `fixed`: those that stay on screen whatever the scroll. The skip link, drawn only
 * once focused, and the consent banner's choices are not counted.
 */
function filledControls(page: Page): Promise<{ flow: Found[]; fixed: string[] }> {
  return page.evaluate(() => {
    const flow: { text: string; top: number; bottom: number }[] = [];
    const fixed: string[] = [];
    const staysOnScreen = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (/fixed|sticky/.test(getComputedStyle(node).position)) return true;
      return false;
    };
    for (const element of document.querySelectorAll<HTMLElement>('a, button, summary, [role="button"]')) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (
        box.width <= 1 ||
        box.height <= 1 ||
        style.visibility === 'hidden' ||
        element.matches('[href="#main"]') ||
        element.closest('#cc-main')
      )
        continue;
      const rgb = style.backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
      const [red = 255, green = 255, blue = 255, alpha = 1] = rgb;
      if (style.backgroundColor === 'rgba(0, 0, 0, 0)' || alpha < 0.9 || 0.2126 * red + 0.7152 * green + 0.0722 * blue > 150) continue;
      const text = element.innerText.trim().replace(/\s+/g, ' ').slice(0, 40);
      if (staysOnScreen(element)) fixed.push(text);
      else flow.push({ text, top: box.top + scrollY, bottom: box.bottom + scrollY });
    }
    return { flow: flow.sort((a, b) => a.top - b.top), fixed };
  });
}

/** Each pair of things closer than a screen's height: some scroll position shows both. */
function sharingAScreen(found: readonly Found[], height: number): string[] {
  const pairs: string[] = [];
  for (const [index, first] of found.entries()) {
    for (const second of found.slice(index + 1))
      if (second.top - first.bottom < height)
        pairs.push(`"${first.text}" (${Math.round(first.top)}) and "${second.text}" (${Math.round(second.top)})`);
  }
  return pairs;
}

/** Where the floor-plan marks before the kickers are. */
function planMarks(page: Page): Promise<Found[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main [data-slot="plan-mark"]')]
      .filter((mark) => mark.getClientRects().length > 0)
      .map((mark) => {
        const box = mark.getBoundingClientRect();
        return { text: mark.parentElement?.textContent?.trim() ?? '', top: box.top + scrollY, bottom: box.bottom + scrollY };
      }),
  );
}

/** The pages of text alone: the legal texts and the search page, whose only button comes with a search. */
const textPages: readonly PageId[] = ['mentionsLegales', 'confidentialite', 'cgv', 'accessibilite', 'recherche'];

// How the template is built: once per template (route-sample.ts).
for (const route of routeSample) {
  test.describe(`${route.path}`, () => {
    for (const viewport of viewports) {
      test(`shares the page grid and keeps button labels on one line (${viewport.width} px)`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(route.path);

        const { logo, h1, centred, cartoucheInside } = await edges(page);
        expect(Math.abs(logo - h1), `logo at ${logo}, ${centred ? 'grid of the centred or framed h1' : 'h1'} at ${h1}`).toBeLessThanOrEqual(
          1,
        );
        expect(cartoucheInside, 'the title cartouche stands inside the page grid').toBe(true);

        const labels = await buttonLabels(page);
        // On a phone the header's controls are signs: a text page may have no labelled button there.
        if (viewport.width >= 1280 || !textPages.includes(route.page))
          expect(labels.length, 'the page has buttons to check').toBeGreaterThan(0);
        expect(
          labels.filter((button) => button.lines > 1).map((b) => b.label),
          'labels on more than one line',
        ).toEqual([]);
        expect(
          labels.filter((button) => button.overflow).map((b) => b.label),
          'labels wider than their button or the screen',
        ).toEqual([]);

        expect(await textUnderChat(page), 'text under the chat button at the end of the page').toEqual([]);

        expect(await strandedWords(page), 'headings leaving a short word alone on a line').toEqual([]);
        expect(await loudQuietActions(page), 'gates and repeated actions in the filled clay of a main action').toEqual([]);
        if (viewport.width >= 1280) expect(await heroOverlap(page), 'area shared by the hero’s text box and its drawing').toBeFalsy();

        // Three tones for the bands: the pale sand that opens and closes the page, and white and linen
        // in turn or paired between them. Four switching every screen were restless.
        const { tones, reach } = await bands(page);
        expect(tones.length, `band colours in <main>: ${tones.join(', ')}`).toBeLessThanOrEqual(3);
        if (viewport.width >= 1280 && reach !== undefined)
          expect(reach, 'how far across its width the closing band reaches').toBeGreaterThan(0.6);
        expect(await unpartedBands(page), 'two bands of one colour in a row without the plan rule between them').toEqual([]);
        if (viewport.width < 640) expect(await vignettes(page), 'section pictures shrunk under 80 px on a phone').toEqual([]);

        // One main action per screen: no scroll position shows two filled buttons, and
        // nothing that stays on screen is filled; the floor-plan mark at most once a screen.
        await scrollThrough(page);
        const filled = await filledControls(page);
        expect(filled.fixed, 'filled controls that stay on screen').toEqual([]);
        expect(sharingAScreen(filled.flow, viewport.height), 'two filled buttons on one screen').toEqual([]);
        expect(sharingAScreen(await planMarks(page), viewport.height), 'the plan mark twice on one screen').toEqual([]);
      });
    }
  });
}

for (const lang of locales) {
  test(`conference carousel (${lang}): a caption under each image, and "n / N" following next and previous`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openDecided(page, pathFor('conferences', lang));
    const carousel = page.locator('[data-carousel]');
    await waitForIsland(carousel.locator('[data-carousel-strip]'));
    const captions = carousel.locator('[data-carousel-caption]');
    const counter = carousel.locator('[data-carousel-counter]');
    await expect(captions).toHaveCount(9);
    const texts = await captions.allInnerTexts();
    expect(new Set(texts.map((text) => text.trim())).size, 'nine different captions').toBe(9);

    const buttons = carousel.locator('[data-carousel-controls] button');
    await carousel.locator('[data-carousel-controls]').scrollIntoViewIfNeeded();
    // The strip clips the slides beside the one shown: only that one's caption is in view.
    const shows = async (index: number) => {
      await expect(counter).toHaveText(`${index + 1} / 9`);
      await expect(captions.nth(index)).toBeInViewport({ ratio: 0.6 });
      await expect(captions.nth((index + 1) % 9)).not.toBeInViewport();
    };
    await shows(0);
    await buttons.last().click();
    await shows(1);
    await buttons.first().click();
    await buttons.first().click();
    await shows(8);
  });
}
