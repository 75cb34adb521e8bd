/**
 * What every visitor's browser must do, checked the same way in Firefox and in WebKit (Safari's
 * engine): every route loads at phone width with no error, one visible h1, no sideways scrolling,
 * the web fonts, no CSP violation, and every card picture come once scrolled near, and Back to it
 * is served from the back/forward cache; the consent banner (answered on another page, it stays
 * away on Back), the phone menu, the exclusive accordions, the carousel, the quiz button, the
 * scrolled header, search (a word typed finds its article, a typo is forgiven and said, a word
 * the site does not use lists nothing, "more results" gives the focus to the first new one) and a
 * project's before and after by keyboard work. Chromium runs the full suite
 * (tests/e2e/); this one guards what differs between engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '../../src/config/consent';
import { pathFor, projectPath, routes } from '../../src/i18n/routes';
import { projects } from '../../src/lib/projects';
import { builtVocabulary, distinctiveWord, madeUpWord, shownAddress, typoOf } from '../search-words';
import { openEngine, type EngineName, type EnginePage } from './browsers';
import { startTestSite, type TestSite } from './site';

const PHONE = { width: 390, height: 844 };

/** What a browser asks for by itself, whatever the page (Firefox's remote settings): not the site's doing. */
const BROWSER_OWN_HOSTS = /(^|\.)(mozilla\.(com|net|org)|firefox\.com)(:\d+)?$/;

declare global {
  interface Window {
    __engine?: { errors: string[]; csp: string[]; shows: boolean[] };
  }
}

/**
 * Polls a condition in the page until it holds (or fails the test after `timeout` ms, naming it).
 * The condition runs in the page: it can use only its own code and its arguments.
 */
async function waitFor<A extends unknown[]>(
  page: EnginePage,
  what: string,
  condition: (...args: A) => boolean,
  args: A = [] as unknown as A,
  timeout = 10_000,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (await page.evaluate(condition, ...args).catch(() => false)) return;
    if (Date.now() - started > timeout) throw new Error(`${page.engine}: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the page recorded (tests/engines/person.js), emptied for the next check. */
const takeRecord = (page: EnginePage) =>
  page.evaluate(() => {
    const record = window.__engine ?? { errors: ['person.js did not run'], csp: [] };
    const copy = { errors: [...record.errors], csp: [...record.csp] };
    record.errors.length = 0;
    record.csp.length = 0;
    return copy;
  });

/**
 * Scrolls down the page a screen at a time, so visible-only islands hydrate and lazy images load,
 * then brings each island the page lays out that has not hydrated yet (a busy machine may render
 * no frame while one passes) into view until it has. Astro removes `ssr` from a hydrated island;
 * one inside a part hidden at this width (a desktop-only column) is never laid out, and left.
 * Resolves with the islands still not hydrated after 15 s.
 */
const scrollThrough = async () => {
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const step = Math.max(200, window.innerHeight * 0.8);
  for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
    window.scrollTo({ top: y, behavior: 'instant' });
    await frames();
  }
  const waiting = () =>
    [...document.querySelectorAll('astro-island[ssr]')].filter((island) =>
      [...island.children].some((child) => child.getClientRects().length > 0),
    );
  const started = Date.now();
  while (waiting().length > 0 && Date.now() - started < 15_000) {
    waiting()[0]!.firstElementChild?.scrollIntoView({ block: 'center', behavior: 'instant' });
    await frames();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return waiting().map((island) => island.getAttribute('component-url') ?? '?');
};

const isShown = (selector: string) => {
  const element = document.querySelector(selector);
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
};

export function engineSuite(engine: EngineName): void {
  describe(engine, () => {
    let site: TestSite;
    let page: EnginePage;

    beforeAll(async () => {
      site = await startTestSite();
      page = await openEngine(engine, site);
      await page.goto('/');
      await page.setViewport(PHONE.width, PHONE.height);
    }, 120_000);

    afterAll(async () => {
      await page?.close();
      await site?.close();
    });

    it('shows the consent banner on a first visit, and remembers "Tout refuser"', async () => {
      await page.evaluate((name) => (document.cookie = `${name}=; max-age=0; path=/`), CONSENT_COOKIE);
      await page.goto('/');
      // The library's own banner, not the copy painted with the page (data-first-paint).
      const banner = '#cc-main:not([data-first-paint]) .cm';
      await waitFor(page, 'the consent banner', isShown, [banner]);
      await page.click(`${banner} [data-role="necessary"]`);
      await waitFor(page, 'the banner to go', () => !document.documentElement.classList.contains('show--consent'));
      expect(await page.evaluate((name) => document.cookie.includes(`${name}=`), CONSENT_COOKIE)).toBe(true);
      await page.goto('/contact');
      await waitFor(page, 'the page to load', () => document.readyState === 'complete');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await page.evaluate(isShown, '#cc-main .cm'), 'the banner stays away once answered').toBe(false);
      expect((await takeRecord(page)).errors).toEqual([]);
    });

    it('keeps the banner away on Back to a page left with it open, once answered on the next page', async () => {
      await page.evaluate((name) => (document.cookie = `${name}=; max-age=0; path=/`), CONSENT_COOKIE);
      const banner = '#cc-main:not([data-first-paint]) .cm';
      await page.goto(pathFor('about', 'fr'));
      await waitFor(page, 'the consent banner', isShown, [banner]);
      await page.goto('/contact');
      await waitFor(page, 'the consent banner on the next page', isShown, [banner]);
      await page.click(`${banner} [data-role="necessary"]`);
      await waitFor(page, 'the banner to go', () => !document.documentElement.classList.contains('show--consent'));
      await page.back();
      await waitFor(
        page,
        'the first page again, from the cache',
        (path) => location.pathname === path && (window.__engine?.shows.at(-1) ?? false),
        [pathFor('about', 'fr')],
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await page.evaluate(isShown, '#cc-main .cm'), 'the banner answered elsewhere stays away').toBe(false);
      expect(await page.evaluate(() => document.documentElement.classList.contains('show--consent'))).toBe(false);
      expect((await takeRecord(page)).errors).toEqual([]);
    });

    routes.forEach((route, index) => {
      it(`loads ${route.path} at 390 px with no error, one h1, no sideways scrolling, its fonts and no CSP violation; Back to it comes from the back/forward cache`, async () => {
        await page.goto(shownAddress(route));
        // The manifest link is added last, once the page is loaded, painted and idle (src/client/manifest.ts):
        // its arrival says every script of the page has run.
        const scriptsRan = await waitFor(
          page,
          'the manifest link',
          () => document.querySelector('head > link[rel="manifest"]') !== null,
        ).then(
          () => true,
          () => false,
        );
        expect((await takeRecord(page)).errors, 'page errors while loading').toEqual([]);
        expect(scriptsRan, 'the manifest link, added once the page has loaded, painted and idled').toBe(true);
        expect(await page.evaluate(scrollThrough), 'islands laid out but never hydrated').toEqual([]);
        // A card's picture waits in its stand-in until it nears the screen (src/client/load-near.ts).
        const cardPicturesCame = await waitFor(page, 'every card picture', () =>
          [...document.querySelectorAll('[data-near]')].every((standIn) => standIn.getClientRects().length === 0),
        ).then(
          () => true,
          () => false,
        );
        expect(cardPicturesCame, 'card pictures still held back after scrolling through the page').toBe(true);
        const facts = await page.evaluate(async () => {
          await document.fonts.ready;
          const h1 = [...document.querySelectorAll('h1')];
          const box = h1[0]?.getBoundingClientRect();
          return {
            h1: h1.length,
            h1Shown: !!box && box.width > 0 && box.height > 0,
            width: document.documentElement.clientWidth,
            overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            fonts: [
              ...new Set([...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family.replace(/["']/g, ''))),
            ],
          };
        });
        const record = await takeRecord(page);
        expect(record.errors, 'page errors, unhandled rejections, console errors').toEqual([]);
        expect(record.csp, 'CSP violations').toEqual([]);
        expect(facts.h1, 'one h1').toBe(1);
        expect(facts.h1Shown, 'the h1 is visible').toBe(true);
        expect(facts.width, 'the viewport is a phone’s').toBe(PHONE.width);
        expect(facts.overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
        expect(
          facts.fonts.some((family) => family.startsWith('Fraunces')),
          `Fraunces loaded (${facts.fonts.join(', ')})`,
        ).toBe(true);
        expect(
          facts.fonts.some((family) => family.startsWith('DM Sans')),
          `DM Sans loaded (${facts.fonts.join(', ')})`,
        ).toBe(true);

        // The search page (opened with a query) leaves once its results are in: a page left with a
        // request under way is not kept for Back (Firefox), as a visitor's would not be either.
        if (route.page === 'recherche')
          await waitFor(page, 'the search results', () => document.querySelector('[data-search-results] li') !== null);
        // Leave for the next route, come Back: the page, its islands hydrated, is shown again from
        // the cache (`pageshow` persisted) rather than loaded again.
        // The address as the page left it (the search page writes its query back in its own form).
        const left = await page.evaluate(() => {
          (window as { __stayed?: boolean }).__stayed = true;
          return location.pathname + location.search;
        });
        await page.goto(shownAddress(routes[(index + 1) % routes.length]!));
        await page.back();
        const restored = await waitFor(
          page,
          `${route.path} again`,
          (expected) => location.pathname + location.search === expected && (window.__engine?.shows.at(-1) ?? false),
          [left],
        ).then(
          () => true,
          () => false,
        );
        const after = await page.evaluate(() => ({
          shows: window.__engine?.shows ?? [],
          stayed: (window as { __stayed?: boolean }).__stayed === true,
          at: location.pathname,
        }));
        expect(restored && after.stayed, `Back to ${route.path} restored from the back/forward cache (${JSON.stringify(after)})`).toBe(
          true,
        );
        expect((await takeRecord(page)).errors, 'page errors once restored').toEqual([]);
      });
    });

    it('asked no other host for anything, on any page', () => {
      expect(site.attempts.filter((host) => !BROWSER_OWN_HOSTS.test(host))).toEqual([]);
    });

    it('keeps the workshop cards inside their column, 20 px from each edge', async () => {
      for (const path of ['/ateliers', '/en/ateliers']) {
        await page.goto(path);
        const cards = await page.evaluate(() =>
          [...document.querySelectorAll('[data-workshop]')].map((card) => {
            const box = card.getBoundingClientRect();
            return { left: Math.round(box.left), right: Math.round(document.documentElement.clientWidth - box.right) };
          }),
        );
        expect(cards.length, path).toBeGreaterThan(0);
        for (const card of cards) expect(card, path).toEqual({ left: 20, right: 20 });
      }
    });

    it('opens the phone menu, and a link in it leads to its page', async () => {
      await page.goto('/');
      await page.click('[data-menu-toggle]');
      await waitFor(page, 'the menu to open', () => document.querySelector('#mobile-menu')?.matches(':popover-open') ?? false);
      expect(await page.evaluate(() => document.querySelector('[data-menu-toggle]')?.getAttribute('aria-expanded'))).toBe('true');
      await page.click('#mobile-menu a[href="/ateliers"]');
      await waitFor(page, 'the workshops page', () => location.pathname === '/ateliers' && document.readyState === 'complete');
      expect(await page.evaluate(isShown, 'h1')).toBe(true);
    });

    it('keeps one accordion item open at a time', async () => {
      await page.goto('/politique-confidentialite');
      const items = '#rubriques details';
      await page.click(`${items}:nth-of-type(1) > summary`);
      await waitFor(
        page,
        'the first item to open',
        () => document.querySelector<HTMLDetailsElement>('#rubriques details:nth-of-type(1)')?.open ?? false,
      );
      await page.click(`${items}:nth-of-type(2) > summary`);
      await waitFor(
        page,
        'the second item to open',
        () => document.querySelector<HTMLDetailsElement>('#rubriques details:nth-of-type(2)')?.open ?? false,
      );
      const open = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLDetailsElement>('#rubriques details')].map((details) => details.open),
      );
      expect(open).toEqual([false, true, false, false, false]);
    });

    it('wraps the carousel both ways', async () => {
      await page.goto('/conferences');
      const counter = () => page.evaluate(() => document.querySelector('[data-carousel-counter]')?.textContent?.trim());
      await page.evaluate(() => document.querySelector('[data-carousel]')?.scrollIntoView({ block: 'center', behavior: 'instant' }));
      // The buttons and the counter come with hydration (before it, a hint to swipe).
      await waitFor(page, 'the carousel to hydrate', () => document.querySelector('[data-carousel-counter]') !== null);
      expect(await counter()).toBe('1 / 9');
      await page.click('[data-carousel-previous]');
      await waitFor(page, 'the last slide', () => document.querySelector('[data-carousel-counter]')?.textContent?.trim() === '9 / 9');
      await page.click('[data-carousel-next]');
      await waitFor(
        page,
        'the first slide again',
        () => document.querySelector('[data-carousel-counter]')?.textContent?.trim() === '1 / 9',
      );
    });

    it('shows the quiz button busy, then opens the quiz and is ready again', async () => {
      await page.goto('/');
      await page.evaluate(() => document.querySelector('[data-quiz-button]')?.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await waitFor(page, 'the quiz button to hydrate', () => document.querySelector('[data-quiz-button]')?.tagName === 'BUTTON');
      // Every state the button goes through, recorded by the page itself: the busy one lasts 500 ms.
      await page.evaluate(() => {
        const states: string[] = [];
        const button = document.querySelector<HTMLButtonElement>('[data-quiz-button]')!;
        const note = () => states.push(`${button.disabled ? 'disabled' : 'enabled'}: ${button.textContent?.trim()}`);
        new MutationObserver(note).observe(button, { attributes: true, childList: true, subtree: true, characterData: true });
        (window as unknown as { __quizStates: string[] }).__quizStates = states;
      });
      await page.click('[data-quiz-button]');
      await waitFor(page, 'the button to be ready again', () => {
        const states = (window as unknown as { __quizStates: string[] }).__quizStates;
        return states.some((state) => state.startsWith('disabled')) && states.at(-1)!.startsWith('enabled');
      });
      const states = await page.evaluate(() => (window as unknown as { __quizStates: string[] }).__quizStates);
      expect(states.find((state) => state.startsWith('disabled'))).toMatch(/^disabled: Redirection/);
      expect(states.at(-1)).toMatch(/^enabled: Faire le quiz gratuit/);
      // The quiz's own tab: its host is refused by the proxy, and the tab is closed.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await page.closeOtherTabs()).toBe(1);
      site.attempts.length = 0;
    });

    for (const lang of ['fr', 'en'] as const) {
      it(`searches (${lang}): a word typed lists the article that holds it first, in the page's language, and Back brings the results back`, async () => {
        const { path, word } = distinctiveWord(lang);
        const searchPath = pathFor('recherche', lang);
        await page.goto(searchPath);
        // The search island gives its field the focus as it hydrates.
        await waitFor(page, 'the field to have the focus', () => document.activeElement?.id === 'search-field');
        await page.type('#search-field', word);
        const first = '[data-search-results] > li:first-child a';
        // The list follows the typing: its first result is the article, with the whole word marked,
        // once the last key's search has answered (a shorter prefix may list the same article first,
        // with another word marked: Firefox on CI read that intermediate state once).
        await waitFor(
          page,
          `${path} first among the results, "${word}" marked`,
          (selector, target, typed) =>
            document.querySelector(selector)?.getAttribute('href') === target &&
            (document.querySelector('[data-search-results] > li:first-child mark')?.textContent ?? '').toLowerCase().includes(typed),
          [first, path, word],
        );
        const shown = await page.evaluate(
          (selector) => ({
            first: document.querySelector(selector)?.getAttribute('href'),
            mark: document.querySelector('[data-search-results] > li:first-child mark')?.textContent,
            all: [...document.querySelectorAll('[data-search-results] a')].map((link) => link.getAttribute('href') ?? ''),
            address: location.search,
          }),
          first,
        );
        expect(shown.first).toBe(path);
        expect(shown.mark?.toLowerCase()).toContain(word);
        expect(
          shown.all.filter((href) => (lang === 'en') !== href.startsWith('/en/')),
          'results in the page’s language only',
        ).toEqual([]);
        expect(shown.address).toBe(`?q=${encodeURIComponent(word)}`);
        await page.click(first);
        await waitFor(page, 'the article', (target) => location.pathname === target && document.readyState === 'complete', [path]);
        await page.back();
        await waitFor(page, 'the results again', (selector, target) => document.querySelector(selector)?.getAttribute('href') === target, [
          first,
          path,
        ]);
        const record = await takeRecord(page);
        expect(record.errors, 'page errors').toEqual([]);
        expect(record.csp, 'CSP violations').toEqual([]);
      });
    }

    for (const lang of ['fr', 'en'] as const) {
      it(`searches (${lang}): a typo is forgiven and said, a word the site does not use lists nothing but ways on, and "more" focuses the first new result`, async () => {
        const vocabulary = builtVocabulary(lang);
        const { word, typo } = typoOf(vocabulary);
        const status = () => document.querySelector('[role="status"]')?.textContent ?? '';
        await page.goto(pathFor('recherche', lang));
        await waitFor(page, 'the field to have the focus', () => document.activeElement?.id === 'search-field');
        await page.type('#search-field', typo);
        await waitFor(
          page,
          `the results for "${word}", typed "${typo}"`,
          (said, typed) => {
            const sentence = document.querySelector('[role="status"]')?.textContent ?? '';
            return sentence.includes(said) && sentence.includes(typed) && document.querySelector('[data-search-results] mark') !== null;
          },
          [word, typo],
        );

        await page.goto(`${pathFor('recherche', lang)}?q=${madeUpWord}`);
        await waitFor(
          page,
          'the sentence that nothing was found, and the ways on',
          (typed) => {
            const sentence = document.querySelector('[role="status"]')?.textContent ?? '';
            return sentence.includes(typed) && document.querySelectorAll('[data-search-ways-on] a').length > 0;
          },
          [madeUpWord],
        );
        expect(await page.evaluate(() => document.querySelectorAll('[data-search-results] li').length), 'no result listed').toBe(0);
        expect(await page.evaluate(status)).toContain(madeUpWord);

        // The most used word of the site lists more than a step of results.
        await page.goto(`${pathFor('recherche', lang)}?q=${encodeURIComponent(vocabulary[0]!)}`);
        const more = '[data-search-more]';
        await waitFor(page, 'the "more results" button', (selector) => document.querySelector(selector) !== null, [more]);
        const before = await page.evaluate(() => document.querySelectorAll('[data-search-results] a').length);
        await page.click(more);
        await waitFor(
          page,
          'the first new result to have the focus',
          (index) => {
            const links = document.querySelectorAll('[data-search-results] a');
            return links.length > index && document.activeElement === links[index];
          },
          [before],
        );
        const record = await takeRecord(page);
        expect(record.errors, 'page errors').toEqual([]);
        expect(record.csp, 'CSP violations').toEqual([]);
      });
    }

    it('shows a project’s before and after by keyboard: Tab to its choice, an arrow to switch, and back', async () => {
      const project = projects.find((p) => p.lang === 'fr')!;
      await page.goto(projectPath(project.slug, 'fr'));
      const banner = '#cc-main:not([data-first-paint]) .cm';
      if (await page.evaluate(isShown, banner)) {
        await page.click(`${banner} [data-role="necessary"]`);
        await waitFor(page, 'the banner to go', () => !document.documentElement.classList.contains('show--consent'));
      }
      // Which of the two photographs is drawn: [before, after].
      const shown = () =>
        page.evaluate(() => [...document.querySelectorAll('[data-before-after] img')].map((img) => img.getBoundingClientRect().height > 0));
      expect(await shown()).toEqual([false, true]);
      // From the link just before it (the trail's way up), Tab lands on the chosen radio, "Après".
      await page.evaluate(() => document.querySelector<HTMLElement>('#hero [data-breadcrumbs] a')?.focus());
      await page.press('Tab');
      await waitFor(page, 'the focus on "Après"', () => document.activeElement?.matches('[data-compare="after"]') ?? false);
      await page.press('ArrowLeft');
      await waitFor(page, '"Avant" chosen', () => document.querySelector<HTMLInputElement>('[data-compare="before"]')?.checked ?? false);
      await waitFor(page, 'the focus on "Avant"', () => document.activeElement?.matches('[data-compare="before"]') ?? false);
      expect(await shown()).toEqual([true, false]);
      await page.press('ArrowRight');
      await waitFor(
        page,
        '"Après" chosen again',
        () => document.querySelector<HTMLInputElement>('[data-compare="after"]')?.checked ?? false,
      );
      expect(await shown()).toEqual([false, true]);
      expect((await takeRecord(page)).errors).toEqual([]);
    });

    it('gives the header its scrolled style past 50 px, and takes it back at the top', async () => {
      await page.goto('/');
      await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
      await waitFor(page, 'the scrolled style', () => document.querySelector('[data-site-header]')?.hasAttribute('data-scrolled') ?? false);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await waitFor(page, 'the top style', () => !(document.querySelector('[data-site-header]')?.hasAttribute('data-scrolled') ?? true));
      expect((await takeRecord(page)).errors).toEqual([]);
    });
  });
}
