/**
 * What the accessibility spec (a11y.spec.ts) measures inside a page, each in one `page.evaluate`
 * so a route costs a handful of round trips. Every function here runs in the browser: it may use
 * only what it declares inside itself.
 */
import type { Page } from '@playwright/test';

/** The text-spacing procedure (WCAG 1.4.12), the values of the W3C's bookmarklet, forced on every element. */
export const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/**
 * The text at 200 %, as a browser's text size setting or text-only zoom gives it: the root font
 * size doubles and, every size being in rem, the text with it, while the viewport keeps its width.
 * Media queries keep reading the screen's width in the default 16 px rem, so this is the harder
 * case: a layout must respond to the text through rem-sized containers and wrapping, not the
 * screen's breakpoints. (The issue's figures were taken this way: the header's full navigation,
 * shown from 80rem of screen, ran past the header.)
 */
export const TEXT_200 = 'html { font-size: 200% !important; }';

/**
 * Runs `check` with `css` added to the page, as a constructed stylesheet: the page's CSP refuses
 * a `<style>` element from a script, not the CSS object model.
 */
export async function withStyle<T>(page: Page, css: string, check: () => Promise<T>): Promise<T> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
  try {
    return await check();
  } finally {
    await page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
    });
  }
}

export interface LayoutFaults {
  /** How far the page scrolls sideways, in px (0 when it does not). */
  sideways: number;
  /** The elements that stick out on the right, outermost first. */
  wide: string[];
  /** Text cut off by a box that hides its overflow. */
  clipped: string[];
  /** Buttons and button-like links whose label is wider or taller than they are. */
  spilling: string[];
  /** Parts of the header drawn outside it (over the page). */
  headerSpill: string[];
}

/**
 * Reflow, resize-text and text-spacing faults of the page as it is laid out now. A carousel, or
 * any box the visitor can scroll, may hold more than it shows; screen-reader-only text is 1 px on
 * purpose; the press logos slide in and out of their strip.
 */
export function layoutFaults(page: Page): Promise<LayoutFaults> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    // Thousands of text nodes share their ancestors: read each element's style once.
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (element: Element) => {
      let style = styles.get(element);
      if (!style) styles.set(element, (style = getComputedStyle(element)));
      return style;
    };
    const name = (element: Element) => {
      const text = (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 4).join('.') : '';
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${text ? ` "${text}"` : ''}`;
    };
    const scrollsItself = (element: Element) => /auto|scroll/.test(styleOf(element).overflowX);
    /** Screen-reader-only text (Tailwind's sr-only, under any variant) is clipped to 1 px on purpose. */
    const visuallyHidden = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = styleOf(node);
        if (style.clipPath === 'inset(50%)' || style.getPropertyValue('clip') === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    const exempt = (element: Element) => !!element.closest('[data-logo-track], [data-carousel-strip], #cc-main') || visuallyHidden(element);
    const isHidden = (element: Element) => styleOf(element).visibility === 'hidden' || element.closest('[popover]:not(:popover-open)');

    const wide: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (exempt(element) || isHidden(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Inside a box that scrolls or clips, an element may lie beyond the screen: that box is what counts.
      let parent = element.parentElement;
      let contained = false;
      while (parent && parent !== document.body) {
        const style = styleOf(parent);
        if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) {
          contained = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (!contained && !wide.some((outer) => outer === name(element.parentElement!))) wide.push(name(element));
    }

    const clipped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || exempt(parent) || isHidden(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (rects.length === 0) continue;
      for (let box = parent as Element | null; box && box !== document.body; box = box.parentElement) {
        const style = styleOf(box);
        const clipsX = /hidden|clip/.test(style.overflowX);
        const clipsY = /hidden|clip/.test(style.overflowY);
        if (scrollsItself(box) || (!clipsX && !clipsY)) continue;
        const edge = box.getBoundingClientRect();
        const outside = rects.some(
          (rect) =>
            (clipsX && (rect.left < edge.left - 1 || rect.right > edge.right + 1)) ||
            (clipsY && (rect.top < edge.top - 1 || rect.bottom > edge.bottom + 1)),
        );
        if (outside) {
          clipped.push(`${node.textContent.trim().slice(0, 40)} (in ${name(box)})`);
          break;
        }
      }
    }

    const spilling: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('a, button, label')) {
      if (exempt(element) || isHidden(element) || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const drawn = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0;
      if (!drawn || !style.display.includes('flex')) continue;
      if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) spilling.push(name(element));
    }

    const header = document.querySelector('[data-site-header]')!;
    const headerBox = header.getBoundingClientRect();
    const headerSpill: string[] = [];
    for (const element of header.querySelectorAll('*')) {
      if (isHidden(element) || element.closest('[popover], .sr-only, nav li ul')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.bottom > headerBox.bottom + 1 || box.right > headerBox.right + 1 || box.left < headerBox.left - 1)
        headerSpill.push(name(element));
    }

    return { sideways: root.scrollWidth - width, wide: wide.slice(0, 8), clipped, spilling, headerSpill: headerSpill.slice(0, 8) };
  });
}

export interface FocusStop {
  element: string;
  /** The indicator's contrast with the colour around it (the outline is drawn outside the element). */
  contrast: number;
  outline: string;
  /** What entirely hides the element (a sticky header, the chat button, the banner), if anything. */
  coveredBy: string | null;
  /** Where the stop is, to tell the banner's buttons from the page's. */
  inBanner: boolean;
  /** A key for the element, to see the walk come back to where it started. */
  key: string;
}

/** The focused element, its focus indicator's contrast and whether anything covers it. */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || !(element instanceof HTMLElement)) return null;

    type Rgba = [number, number, number, number];
    // Any CSS colour (Tailwind writes oklab() and color-mix()) to sRGB, as a canvas paints it.
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const paint = canvas.getContext('2d', { willReadFrequently: true })!;
    const parse = (colour: string): Rgba => {
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = colour;
      paint.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = paint.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrastOf = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    /** The colour behind an element's outside: its ancestors' backgrounds, composed from the page down. */
    const surfaceAround = (start: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = start; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] === 1) break;
      }
      return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
    };

    const style = getComputedStyle(element);
    const outlineWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    const outsideOffset = parseFloat(style.outlineOffset) >= 0;
    const ring = parse(style.outlineColor);
    const behind = surfaceAround(outsideOffset ? element.parentElement : element);
    const contrast = outlineWidth >= 2 ? contrastOf(over(ring, behind), behind) : 0;

    // Hidden means entirely hidden (WCAG 2.4.11): the centre and four points near the corners all
    // under something else, or off the screen. A control taller than the room left is then fine.
    const box = element.getBoundingClientRect();
    const inset = (size: number) => Math.min(4, size / 4);
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset(box.width), box.top + inset(box.height)],
      [box.right - inset(box.width), box.top + inset(box.height)],
      [box.left + inset(box.width), box.bottom - inset(box.height)],
      [box.right - inset(box.width), box.bottom - inset(box.height)],
    ] as const;
    const mine = (onTop: Element | null) =>
      !!onTop &&
      (element.contains(onTop) ||
        onTop.contains(element) ||
        (element instanceof HTMLInputElement && [...(element.labels ?? [])].some((label) => label.contains(onTop))));
    let coveredBy: string | null = 'off screen';
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const onTop = document.elementFromPoint(x, y);
      if (mine(onTop)) {
        coveredBy = null;
        break;
      }
      coveredBy = onTop
        ? `${onTop.tagName.toLowerCase()}${onTop.id ? `#${onTop.id}` : ''}.${String(onTop.className).slice(0, 40)}`
        : 'nothing';
    }

    const label = (element.innerText || element.getAttribute('aria-label') || element.getAttribute('href') || element.tagName)
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 50);
    const path: number[] = [];
    for (let node: Element | null = element; node?.parentElement; node = node.parentElement)
      path.push([...node.parentElement.children].indexOf(node));
    return {
      element: `${element.tagName.toLowerCase()} "${label}"`,
      contrast: Math.round(contrast * 100) / 100,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} on rgb(${behind.slice(0, 3).map(Math.round).join(', ')})`,
      coveredBy,
      inBanner: !!element.closest('#cc-main'),
      key: path.join('/'),
    };
  });
}

/**
 * The controls drawn as filled shapes (a background of their own, not the page's), and whether
 * each, under forced colours, still has a border: the system drops backgrounds then, and a
 * control without a border reads as plain text. Call once with forced colours off to mark them,
 * once with them on to read their borders.
 */
export function markFilledControls(page: Page): Promise<number> {
  return page.evaluate(() => {
    let count = 0;
    for (const element of document.querySelectorAll<HTMLElement>('a, button, summary, [role="button"], input[type="checkbox"]')) {
      if (element.getClientRects().length === 0 || element.closest('.sr-only')) continue;
      const target = element.matches('input') ? (element.closest('label') ?? element) : element;
      // rgb(…), rgba(…, a) or Tailwind's oklab(… / a): only the alpha matters here.
      const background = getComputedStyle(target).backgroundColor;
      const alpha = background === 'rgba(0, 0, 0, 0)' ? 0 : Number(background.match(/(?:,|\/)\s*([\d.]+)\)$/)?.[1] ?? 1);
      if (alpha < 0.5) continue;
      target.dataset.filledControl = '';
      count += 1;
    }
    return count;
  });
}

export function unframedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-filled-control]')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.borderTopStyle === 'none' || parseFloat(style.borderTopWidth) < 1 || style.borderTopColor === 'rgba(0, 0, 0, 0)';
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.innerText.trim().replace(/\s+/g, ' ').slice(0, 40)}"`),
  );
}

/**
 * The colour a page's main action is filled with, as computed colours read (`rgb(…)`): the clay of
 * the primary button (`--color-clay-deep`), for the checks of what wears it (layout.spec.ts,
 * projects.spec.ts).
 */
export function mainActionColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-clay-deep)';
    document.body.append(probe);
    const clay = getComputedStyle(probe).color;
    probe.remove();
    return clay;
  });
}
