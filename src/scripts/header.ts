/**
 * Progressive enhancement of the header; without it the header still works (see Header.tsx).
 * - the scrolled style once the page has scrolled more than 50 px (spec §2.2, §9);
 * - aria-expanded on the menu toggle, kept in step with the popover;
 * - the mobile menu closes on any link click (spec §4), which matters for same-page anchors.
 */
const SCROLL_THRESHOLD = 50;

const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) {
  const update = () => header.toggleAttribute('data-scrolled', window.scrollY > SCROLL_THRESHOLD);
  window.addEventListener('scroll', update, { passive: true });
  update();
}

const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
const menu = toggle?.popoverTargetElement;
if (toggle && menu instanceof HTMLElement) {
  toggle.setAttribute('aria-expanded', 'false');
  menu.addEventListener('toggle', (event) => {
    const open = (event as ToggleEvent).newState === 'open';
    toggle.setAttribute('aria-expanded', String(open));
    if (open) menu.querySelector<HTMLAnchorElement>('a')?.focus();
  });
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) menu.hidePopover();
  });
}
