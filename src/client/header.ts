/**
 * Progressive enhancement of the header; without it the header still works (see Header.tsx).
 * - the scrolled style once the page has scrolled more than 50 px;
 * - aria-expanded on the menu toggle, kept in step with the popover;
 * - smooth scrolling within the page from the visitor's first click (not on arrival);
 * - the mobile menu closes on any link click: at once for a new tab or an anchor of the
 *   page, with the page for a link to another page; and always when the page is left (a page
 *   restored by Back shows it closed).
 */
const SCROLL_THRESHOLD = 50;

const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) {
  // An observer on the page's first 50 px rather than a scroll listener reading window.scrollY:
  // reading scrollY makes the browser lay out the whole page on the spot. This script runs while
  // the page loads, so that read could pull the first layout of a long page (~100 ms on a slow
  // phone) into the script, ahead of the first paint's own frame. The observer is told after each
  // frame instead, at no extra cost, and also covers a page opened already scrolled (#anchor).
  const topOfPage = document.createElement('div');
  topOfPage.setAttribute('aria-hidden', 'true');
  Object.assign(topOfPage.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: '1px',
    height: `${SCROLL_THRESHOLD}px`,
    pointerEvents: 'none',
  });
  document.body.prepend(topOfPage);
  // Scrolled by exactly 50 px, the strip only touches the viewport's edge, which still counts
  // as intersecting: the style comes past 50 px, no sooner.
  // When the page moves fast (opened at an #anchor while loading), one call can bring several
  // entries, oldest first: the last one is the current state.
  new IntersectionObserver((entries) => header.toggleAttribute('data-scrolled', !entries.at(-1)?.isIntersecting)).observe(topOfPage);
}

// Links within the page scroll smoothly from the visitor's first click on (styles/global.css): set
// as the click starts, before the link's default action scrolls.
addEventListener('click', () => (document.documentElement.dataset.pressed = ''), { once: true, capture: true });

const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
const menu = toggle?.popoverTargetElement;
if (toggle && menu instanceof HTMLElement) {
  toggle.setAttribute('aria-expanded', 'false');
  menu.addEventListener('toggle', (event) => {
    const open = (event as ToggleEvent).newState === 'open';
    toggle.setAttribute('aria-expanded', String(open));
    if (open) menu.querySelector<HTMLAnchorElement>('a')?.focus();
  });
  // A click on a link that keeps this page (a new tab or window, an anchor of the page) closes the
  // menu at once; a plain click on a link to another page leaves it until the page goes
  // (`pagehide` below). Hidden at the click, the link would no longer count for the speculation
  // rules, and Chromium would drop the page it had prerendered for it and load it again.
  menu.addEventListener('click', (event) => {
    const link = event.target instanceof Element && event.target.closest('a');
    if (!link) return;
    const keepsPage =
      event.button ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      event.altKey ||
      link.target ||
      link.pathname + link.search === location.pathname + location.search;
    if (keepsPage) menu.hidePopover();
  });
  // Left open by Back or Forward, it would come back open with the page from the back/forward cache.
  addEventListener('pagehide', () => menu.togglePopover(false));
}
