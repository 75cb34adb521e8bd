/**
 * Consistent components, on one route of each template (route-sample.ts):
 * - two button sizes: at 390 and at 1280 px, every element styled as a button (`data-slot="button"`
 *   or the classes of `buttonVariants`) is as tall as one of the two sizes, measured on the page
 *   itself from a button of each size added for the purpose;
 * - card rows align: at 1280 px, in every list whose items are cards, the cards side by side start
 *   their titles, prices and actions at the same height (within 2 px);
 * - at 390 px nothing is wider than the screen, and a card keeps the page's side margins.
 * One page load per route and width, no fixed waits.
 */
import type { Page } from '@playwright/test';
import { buttonVariants } from '../../src/components/ui/Button';
import { routeSample } from './route-sample';
import { expect, openDecided, revealHeldBack, scrollThrough, test } from './fixtures';
import { layoutFaults, TEXT_200, withStyle } from './a11y-probes';

/**
 * The classes every button carries whatever its variant and size: an element with all of them
 * (but for the alignment a caller may change, e.g. a ghost link set flush left) is drawn as a button.
 */
const sizes = ['sm', 'default'] as const;
const variants = ['primary', 'secondary', 'ghost'] as const;
const baseClasses = [
  ...variants
    .flatMap((variant) => sizes.map((size) => new Set(buttonVariants({ variant, size }).split(/\s+/))))
    .reduce((common, classes) => new Set([...common].filter((name) => classes.has(name)))),
].filter((name) => !/^(justify|items|self|gap)-/.test(name));

/** The page's side margin on a phone (`page-container`: 1.25rem). */
const PHONE_GUTTER = 20;

/**
 * The height of every visible element styled as a button, outside the consent banner, with its
 * label; and the heights of one button of each size, added to the page and removed again.
 */
function buttonHeights(page: Page) {
  return page.evaluate(
    ({ baseClasses, probes }) => {
      const isButton = (element: Element) =>
        element.getAttribute('data-slot') === 'button' || baseClasses.every((name) => element.classList.contains(name));
      const measure = (element: Element) => Math.round(element.getBoundingClientRect().height * 2) / 2;
      const host = document.createElement('div');
      host.className = 'page-container';
      const reference = probes.map((className) => {
        const probe = document.createElement('a');
        probe.href = '#';
        probe.className = className;
        probe.textContent = 'Mesure';
        host.append(probe);
        return probe;
      });
      document.querySelector('main')!.append(host);
      const sizes = reference.map(measure);
      host.remove();
      const found: { label: string; height: number }[] = [];
      for (const element of document.querySelectorAll('a, button')) {
        if (!isButton(element) || element.closest('#cc-main') || element.getClientRects().length === 0) continue;
        // A label longer than the screen is wide wraps once its button has all the width its
        // container offers (as layout.spec.ts allows): the button is then as tall as its lines.
        const parent = element.parentElement!;
        const room =
          parent.getBoundingClientRect().width -
          parseFloat(getComputedStyle(parent).paddingLeft) -
          parseFloat(getComputedStyle(parent).paddingRight);
        const box = element.getBoundingClientRect();
        if (box.width >= room - 4 && box.height > Math.max(...sizes)) continue;
        const label =
          (element as HTMLElement).innerText.trim().replace(/\s+/g, ' ') ||
          element.getAttribute('aria-label') ||
          element.outerHTML.slice(0, 80);
        found.push({ label, height: measure(element) });
      }
      return { sizes, found };
    },
    { baseClasses, probes: sizes.map((size) => buttonVariants({ size })) },
  );
}

/** A card: a bordered, filled or shadowed box with rounded corners (a ruled line or a pill is not). */
const cardProbe = () => {
  const isCard = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const radius = parseFloat(style.borderTopLeftRadius);
    const drawn = parseFloat(style.borderTopWidth) > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.boxShadow !== 'none';
    return (
      drawn && radius >= 8 && radius < box.height / 2 - 1 && parseFloat(style.borderLeftWidth) > 0 === parseFloat(style.borderTopWidth) > 0
    );
  };
  /** The card an item of a list is, or holds as its only content (through wrappers). */
  const cardOf = (item: Element): Element | undefined => {
    for (let node: Element | undefined = item; node; node = node.children.length === 1 ? node.children[0] : undefined) {
      if (isCard(node)) return node;
    }
    return undefined;
  };
  const visibleItems = (list: Element) => [...list.children].filter((item) => item.getClientRects().length > 0);
  const isList = (items: Element[]) => items.length >= 2 && items.every((item) => item.tagName === 'LI');
  /** Every list of two or more items that are all cards, with the cards. */
  const cardLists = () =>
    [...document.querySelectorAll('main ul, main ol')]
      .map((list) => ({ list, items: visibleItems(list) }))
      .filter(({ items }) => isList(items))
      .map(({ list, items }) => ({ list, cards: items.map(cardOf) }))
      .filter((entry): entry is { list: Element; cards: Element[] } => entry.cards.every((card) => card !== undefined));
  /** Every other list of two or more items that each hold one heading (a timeline's steps): its items. */
  const headedLists = () =>
    [...document.querySelectorAll('main ul, main ol')]
      .map((list) => ({ list, cards: visibleItems(list) }))
      .filter(
        ({ cards }) =>
          isList(cards) && !cards.every((item) => cardOf(item)) && cards.every((item) => item.querySelectorAll('h2, h3, h4').length === 1),
      );
  const describe = (element: Element) => {
    const section = element.closest('section[id], [id]');
    return `${section ? `#${section.id} ` : ''}${element.tagName.toLowerCase()}`;
  };
  return { cardLists, headedLists, describe };
};

/**
 * In each row of cards, the tops of the cards' titles, prices and actions, for each kind that every
 * card of the row has; and in each row of a list of headed items, the tops of their headings.
 */
function cardRows(page: Page) {
  return page.evaluate(
    ({ probe, baseClasses }) => {
      const { cardLists, headedLists, describe } = new Function(`return (${probe})()`)() as ReturnType<typeof cardProbe>;
      const isButton = (element: Element) =>
        element.getAttribute('data-slot') === 'button' || baseClasses.every((name) => element.classList.contains(name));
      const top = (element: Element | null | undefined) => (element ? element.getBoundingClientRect().top : undefined);
      const parts = (card: Element) => ({
        title: top(card.querySelector('h2, h3, h4')),
        price: top(card.querySelector('[data-price-amount], [data-price]')),
        action: top([...card.querySelectorAll('a, button')].filter(isButton).at(-1)),
      });
      const rows: { list: string; kind: string; tops: number[] }[] = [];
      for (const { list, cards } of [...cardLists(), ...headedLists()]) {
        const byRow = new Map<number, Element[]>();
        for (const card of cards) {
          const y = Math.round(card.getBoundingClientRect().top);
          const key = [...byRow.keys()].find((other) => Math.abs(other - y) <= 2) ?? y;
          byRow.set(key, [...(byRow.get(key) ?? []), card]);
        }
        for (const row of byRow.values()) {
          if (row.length < 2) continue;
          const measured = row.map(parts);
          for (const kind of ['title', 'price', 'action'] as const) {
            const tops = measured.map((part) => part[kind]);
            if (tops.some((value) => value === undefined)) continue;
            rows.push({ list: describe(list), kind, tops: tops.map((value) => Math.round(value!)) });
          }
        }
      }
      return rows;
    },
    { probe: cardProbe.toString(), baseClasses },
  );
}

/** The cards of every card list that come closer to the screen's edges than the page's margin. */
function cardsInMargins(page: Page) {
  return page.evaluate(
    ({ probe, gutter }) => {
      const { cardLists, describe } = new Function(`return (${probe})()`)() as ReturnType<typeof cardProbe>;
      const width = document.documentElement.clientWidth;
      const faults: string[] = [];
      for (const { list, cards } of cardLists()) {
        // A row swiped sideways (ui/swipe-row.ts): each card is narrower than the margins, and the
        // first starts at the left one; the others come in as the row scrolls.
        const swiped = /auto|scroll/.test(getComputedStyle(list).overflowX) && list.scrollWidth > list.clientWidth;
        for (const [index, card] of cards.entries()) {
          const box = card.getBoundingClientRect();
          const outside = swiped
            ? box.width > width - 2 * gutter + 0.5 || (index === 0 && box.left < gutter - 0.5)
            : box.left < gutter - 0.5 || box.right > width - gutter + 0.5;
          if (outside) faults.push(`${describe(list)}: ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`);
        }
      }
      return faults;
    },
    { probe: cardProbe.toString(), gutter: PHONE_GUTTER },
  );
}

/** Every button of the page is one of two heights: the default size and the small one. */
async function expectTwoButtonHeights(page: Page) {
  const { sizes: reference, found } = await buttonHeights(page);
  expect(new Set(reference).size, `two sizes (${reference.join(', ')} px)`).toBe(2);
  expect
    .soft(
      found.filter((button) => !reference.includes(button.height)),
      `buttons neither ${reference.join(' nor ')} px tall`,
    )
    .toEqual([]);
}

// How the template is built: once per template (route-sample.ts).
for (const route of routeSample) {
  test.describe(route.path, () => {
    test('at 390 px: two button heights, nothing wider than the screen, cards inside the margins', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openDecided(page, route.path);
      await scrollThrough(page);
      await expectTwoButtonHeights(page);
      const faults = await layoutFaults(page);
      expect.soft(faults.wide, 'elements wider than the screen').toEqual([]);
      expect.soft(faults.sideways, 'sideways scrolling').toBeLessThanOrEqual(0);
      expect.soft(await cardsInMargins(page), `cards closer than ${PHONE_GUTTER} px to the screen's edges`).toEqual([]);
    });

    test('at 1280 px: two button heights, and the cards of a row line up their titles, prices and actions', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openDecided(page, route.path);
      await scrollThrough(page);
      await expectTwoButtonHeights(page);
      const rows = await cardRows(page);
      const misaligned = rows.filter((row) => Math.max(...row.tops) - Math.min(...row.tops) > 2);
      expect
        .soft(
          misaligned.map((row) => `${row.list} ${row.kind}s at ${row.tops.join(', ')}`),
          'card rows whose parts do not line up',
        )
        .toEqual([]);
    });
  });
}

/**
 * The footer's column headings, set in capitals with wide tracking, stay whole words on one line:
 * the two link columns sit side by side on a phone only where each heading fits its column, and
 * stack otherwise ("ACCOMPAGNEMEN TS" broke at 390 px). Checked from 320 px up, and with the
 * text at 200 % (WCAG 1.4.4), in both languages.
 */
for (const lang of ['fr', 'en'] as const) {
  test(`footer headings (${lang}): each on one line inside its column, at every width and at 200 % text`, async ({ page }) => {
    await page.goto(lang === 'fr' ? '/' : '/en');
    const headings = () =>
      page.locator('footer h2').evaluateAll((elements) =>
        elements
          .filter((heading) => heading.getClientRects().length > 0 && getComputedStyle(heading).clipPath !== 'inset(50%)')
          .map((heading) => {
            const range = document.createRange();
            range.selectNodeContents(heading);
            const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
            return { text: heading.textContent, lines, overflow: heading.scrollWidth > heading.clientWidth + 1 };
          }),
      );
    for (const width of [320, 360, 390, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const found = await headings();
      expect(found.length).toBeGreaterThan(2);
      expect(
        found.filter((heading) => heading.lines > 1 || heading.overflow),
        `${width} px`,
      ).toEqual([]);
    }
    await withStyle(page, TEXT_200, async () => {
      const found = await headings();
      expect(
        found.filter((heading) => heading.lines > 1 || heading.overflow),
        '1280 px, text at 200 %',
      ).toEqual([]);
    });
  });
}

/**
 * A play mark over the centre of every video poster and every episode thumbnail,
 * hidden from screen readers (the buttons beside it are named), and still drawn in forced colours:
 * there the disc's fill gives way to the system's, and its ring and triangle must differ from it.
 */
for (const path of ['/', '/podcast', '/en/podcast', '/formation', '/en/formation']) {
  test(`${path}: a play mark over every video poster and episode thumbnail, in forced colours too`, async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await openDecided(page, path);
    await scrollThrough(page);
    await revealHeldBack(page);
    const marks = await page.locator('img[data-poster], [data-podcast-thumbnail] img').evaluateAll((pictures) =>
      pictures.map((picture) => {
        const mark =
          picture.closest('[data-podcast-thumbnail]')?.querySelector('[data-play-mark]') ??
          (picture.closest('picture') ?? picture).parentElement?.querySelector(':scope > [data-play-mark]');
        if (!mark) return { picture: picture.getAttribute('alt'), mark: false };
        const box = picture.getBoundingClientRect();
        const disc = mark.getBoundingClientRect();
        const style = getComputedStyle(mark);
        const triangle = getComputedStyle(mark.querySelector('path')!);
        return {
          picture: picture.getAttribute('alt'),
          mark: true,
          hidden: mark.getAttribute('aria-hidden') === 'true',
          centred:
            Math.abs(box.left + box.width / 2 - (disc.left + disc.width / 2)) <= 2 &&
            Math.abs(box.top + box.height / 2 - (disc.top + disc.height / 2)) <= 2,
          drawn:
            parseFloat(style.borderTopWidth) > 0 &&
            style.borderTopColor !== style.backgroundColor &&
            triangle.fill !== style.backgroundColor,
        };
      }),
    );
    expect(marks.length, 'pictures to mark').toBeGreaterThan(0);
    expect(marks.filter((mark) => !(mark.mark && mark.hidden && mark.centred && mark.drawn))).toEqual([]);
  });
}

/**
 * An island is as tall before it hydrates as after (for a visitor who refused the embeds, so the
 * facades show): one that grew as it hydrated, in view since `client:visible`, pushed everything
 * below it down while the visitor read (the facades' allow button came only then, 52–56 px).
 */
for (const path of ['/', '/formation', '/en/podcast', '/contact', '/en/conferences']) {
  test(`${path} on a phone: every island keeps its height as it hydrates`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDecided(page, path);
    const heights = () =>
      page.locator('astro-island').evaluateAll((islands) =>
        islands.map((island) => ({
          name: island.getAttribute('component-export'),
          hydrated: !island.hasAttribute('ssr'),
          height: Math.round(island.firstElementChild?.getBoundingClientRect().height ?? 0),
        })),
      );
    const before = await heights();
    expect(before.filter((island) => !island.hydrated).length, 'islands still waiting below the first screen').toBeGreaterThan(0);
    // Each island scrolled to in turn, instantly (the site scrolls smoothly where motion is
    // allowed), and given time to hydrate; one hidden at this width never does.
    const count = await page.locator('astro-island').count();
    for (let index = 0; index < count; index++) {
      await page
        .locator('astro-island')
        .nth(index)
        .evaluate((island) => island.firstElementChild?.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(1000);
    const after = await heights();
    const hydratedOnTheWay = before.flatMap((island, index) => (!island.hydrated && after[index]!.hydrated ? [index] : []));
    expect(hydratedOnTheWay.length, 'islands hydrated on the way down').toBeGreaterThan(0);
    const grew = hydratedOnTheWay.flatMap((index) =>
      after[index]!.height !== before[index]!.height
        ? [`${before[index]!.name}: ${before[index]!.height} → ${after[index]!.height} px`]
        : [],
    );
    expect(grew).toEqual([]);
  });
}
