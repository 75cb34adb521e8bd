/**
 * The first screen first, on one route of each template (route-sample.ts) at phone and desktop
 * widths, as a visitor who has refused cookies sees it (the page's own largest paint, not the
 * banner's):
 * - when the largest paint is an image, it is loaded eagerly and with `fetchpriority="high"`;
 * - at most one image asks for high priority, and only one in the first screen;
 * - every image outside the first screen (below it, beside it in a carousel, or not shown at
 *   this width) is lazy.
 * The loading attributes are read as the page was served, before any script (src/client/load-near.ts
 * turns the press logos' and the carousel's lazy images eager as they come near). The
 * largest paint comes from a PerformanceObserver of 'largest-contentful-paint' entries, read
 * once the first screen's images have arrived. One page load per route and width.
 */
import type { BrowserContext, Cookie } from '@playwright/test';
import { routeSample } from './route-sample';
import { expect, isolate, rejectAll, test } from './fixtures';

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

interface ServedImage {
  /** What names the image in a failure: its file and its alternative text. */
  name: string;
  loading: string | null;
  fetchpriority: string | null;
  inFirstScreen: boolean;
  isLargestPaint: boolean;
}

declare global {
  interface Window {
    __paints?: LargestContentfulPaint[];
    __served?: WeakMap<HTMLImageElement, { loading: string | null; fetchpriority: string | null }>;
    __inFirstScreen?: (img: HTMLImageElement) => boolean;
  }
}

/**
 * Runs in the page before its own scripts: records the largest paints and each image's attributes
 * as the parser adds it, and says whether an image is drawn inside the first screen (at the top of
 * the page, before any scroll).
 */
function watchFirstScreen() {
  window.__inFirstScreen = (img) => {
    const box = img.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      getComputedStyle(img).visibility !== 'hidden' &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      box.right > 0 &&
      box.left < innerWidth
    );
  };
  window.__paints = [];
  new PerformanceObserver((list) => window.__paints!.push(...(list.getEntries() as LargestContentfulPaint[]))).observe({
    type: 'largest-contentful-paint',
    buffered: true,
  });
  const served = (window.__served = new WeakMap());
  const record = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const img of node instanceof HTMLImageElement ? [node] : node.querySelectorAll('img')) {
      if (!served.has(img)) served.set(img, { loading: img.getAttribute('loading'), fetchpriority: img.getAttribute('fetchpriority') });
    }
  };
  new MutationObserver((records) => records.forEach((change) => change.addedNodes.forEach(record))).observe(document, {
    childList: true,
    subtree: true,
  });
}

/** The cookie a visitor gets by refusing everything on the banner, taken once from the real banner. */
let refused: Cookie[] = [];
test.beforeAll(async ({ browser }) => {
  const context: BrowserContext = await browser.newContext();
  await isolate(context, { external: [], consoleErrors: [], cspViolations: [] });
  const page = await context.newPage();
  await page.goto('/');
  await rejectAll(page);
  refused = await context.cookies();
  await context.close();
});

// The first screen's priorities are the template's: once per template (route-sample.ts).
for (const route of routeSample) {
  for (const viewport of viewports) {
    test(`${route.path} on a ${viewport.name}: the largest paint first, nothing else prioritised`, async ({ page, context }) => {
      expect(refused.map((cookie) => cookie.name)).toContain('cc_cookie');
      await context.addCookies(refused);
      await page.setViewportSize(viewport);
      await page.addInitScript(watchFirstScreen);
      await page.goto(route.path);
      await page.waitForLoadState('load');
      // The first screen's pictures have arrived and been painted: the largest paint is final.
      await page.waitForFunction(() => [...document.images].filter(window.__inFirstScreen!).every((img) => img.complete));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

      const { largest, images } = await page.evaluate(() => {
        const paint = window.__paints!.at(-1);
        const list = [...document.images].map((img) => {
          const served = window.__served!.get(img) ?? {
            loading: img.getAttribute('loading'),
            fetchpriority: img.getAttribute('fetchpriority'),
          };
          return {
            name: `${new URL(img.currentSrc || img.src).pathname} "${img.alt}"`,
            ...served,
            inFirstScreen: window.__inFirstScreen!(img),
            isLargestPaint: !!paint && (paint.element === img || (paint.url !== '' && paint.url === img.currentSrc)),
          };
        });
        const element = paint?.element;
        return {
          largest: paint
            ? `${element?.tagName.toLowerCase() ?? 'removed element'} ${paint.url || element?.textContent?.trim().slice(0, 60) || ''}`
            : 'none',
          images: list,
        };
      });
      test.info().annotations.push({ type: 'largest paint', description: largest });

      const named = (list: ServedImage[]) => list.map((image) => image.name);
      const high = images.filter((image) => image.fetchpriority === 'high');
      expect(named(high), 'at most one image with fetchpriority="high"').toHaveLength(Math.min(high.length, 1));
      expect(named(high.filter((image) => !image.inFirstScreen)), 'high priority outside the first screen').toEqual([]);
      expect(
        named(images.filter((image) => !image.inFirstScreen && image.loading !== 'lazy')),
        'not lazy outside the first screen',
      ).toEqual([]);
      const paintImage = images.find((image) => image.isLargestPaint);
      if (paintImage) {
        expect({ largestPaint: paintImage.name, loading: paintImage.loading, fetchpriority: paintImage.fetchpriority }).toEqual({
          largestPaint: paintImage.name,
          loading: 'eager',
          fetchpriority: 'high',
        });
      }
    });
  }
}
