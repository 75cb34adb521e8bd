/**
 * Starts the consent banner (vanilla-cookieconsent v3, opt-in) with the texts the layout put in
 * the page for its language. Nothing third-party loads until a category is accepted: the embeds
 * (components/embeds) read the choice through the same library and mount only then.
 *
 * Speed without changing what the visitor sees or can do:
 * - On a first visit the page already shows a copy of the banner, painted with the page
 *   (components/embeds/consent-first-paint.ts). The library's live banner takes its place in the
 *   same frame, at once visible (no fade-in: the copy was already there).
 * - The preferences dialog's stylesheet is fetched only when a visitor is about to open it.
 * - The library itself is fetched once the first paint has been shown, not with this script, so
 *   it does not share the connection with the first screen. The copy is on screen meanwhile.
 * - The live banner is built once the first paint has been shown (./first-paint.ts), so it never
 *   counts as a later "largest paint", and in three short tasks of its own (scripts, the stored
 *   choice, the banner) so none holds up a tap. Measurements: docs/performance.md.
 */
// Named imports: the library's ES build has no default export (see embeds/consent-client.ts).
import preferencesStylesheet from '../styles/cookieconsent-preferences.css?url';
import { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_LAYOUT, type ConsentConfig } from '../config/consent';
import { afterFirstPaint } from './first-paint';

const root = document.documentElement;
const firstPaintCopy = document.querySelector('#cc-main[data-first-paint]');

let preferencesStyles: Promise<void> | undefined;
/** Adds the preferences dialog's stylesheet once; resolves when it has loaded (or failed). */
function loadPreferencesStyles(): Promise<void> {
  preferencesStyles ??= new Promise((resolve) => {
    const done = () => {
      root.classList.add('cc-preferences-styled');
      resolve();
    };
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'stylesheet', href: preferencesStylesheet, onload: done, onerror: done }),
    );
  });
  return preferencesStyles;
}

/** The controls that open the preferences: the banner's "Customise" and the footer link. */
const PREFERENCES_OPENERS = '#cc-main [data-role="show"], [data-cc="show-preferencesModal"]';
const opener = (event: Event) => (event.target instanceof Element ? event.target.closest(PREFERENCES_OPENERS) : null);

// A hint of intent (pointer over, keyboard focus) starts the download; a click before it has
// arrived waits for it, then opens the dialog, styled. Listening on the document in the capture
// phase runs before the library's own listeners on those controls, which the click then skips.
for (const type of ['pointerover', 'focusin']) {
  document.addEventListener(type, (event) => void (opener(event) && loadPreferencesStyles()), { capture: true, passive: true });
}
document.addEventListener(
  'click',
  (event) => {
    if (!opener(event) || root.classList.contains('cc-preferences-styled')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // The library starts just after the first paint: a click before that waits for it too.
    void Promise.all([bannerStarted, loadPreferencesStyles()]).then(() => library?.showPreferences());
  },
  { capture: true },
);

/*
 * The banner is not a dialog: the page stays usable while it is open (WCAG 2.4.11, 2.1.2).
 * - Tab and Shift+Tab leave it like any part of the page: the library would cycle them inside it.
 *   Stopped on the document, before they reach its listener on the banner.
 * - Escape leaves it too, back to where the focus was before (or the main content).
 * - While it is shown, the page scrolls what gets the focus clear of it, and can scroll its end
 *   above it: a stylesheet of this script's own (no inline style, which the CSP forbids) sets the
 *   bottom scroll padding to the banner's height and the chat button's, lifts the button above it, and adds that
 *   height to the footer's bottom padding (which keeps the last line clear of the chat button).
 *   The chat button is lifted by a translation, not by its `bottom`: a fixed element whose
 *   position changes after the first paint counts as a layout shift (0.03 on a phone, three
 *   times the budget); a translation does not.
 */
const BANNER = '#cc-main .cm';
let focusBeforeBanner: HTMLElement | null = null;
document.addEventListener('focusin', (event) => {
  if (event.target instanceof HTMLElement && !event.target.closest('#cc-main')) {
    focusBeforeBanner = event.target;
    // Put on the page between the banner's building and its showing: the library would still take
    // it (see onModalReady).
    document.querySelector(`${BANNER}>[tabindex]`)?.removeAttribute('tabindex');
  }
});
document.addEventListener(
  'keydown',
  (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(BANNER)) return;
    if (event.key === 'Tab') event.stopImmediatePropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      (focusBeforeBanner?.isConnected ? focusBeforeBanner : document.getElementById('main'))?.focus();
    }
  },
  { capture: true },
);

const bannerRoom = new CSSStyleSheet();
document.adoptedStyleSheets = [...document.adoptedStyleSheets, bannerRoom];
const makeRoomFor = (banner: Element) =>
  new ResizeObserver(() => {
    // The banner's top edge, measured from the bottom of the screen, and a little air. offsetTop
    // ignores the slide-in translation, so the first measure is already the banner at rest.
    const room = Math.ceil(window.innerHeight - (banner as HTMLElement).offsetTop) + 16;
    // What gets the focus is scrolled clear of the chat button too, lifted to sit on the banner:
    // its 3.5 rem and 1 rem of air, as the page's own padding does (global.css).
    bannerRoom.replaceSync(
      `.show--consent{scroll-padding-bottom:calc(${room}px + 4.5rem)}` +
        `.show--consent [data-site-footer]{padding-bottom:calc(${room}px + 7rem)}` +
        `.show--consent [data-chat-button]{translate:0 calc(var(--chat-bottom) - ${room}px)}`,
    );
  }).observe(banner);

/** Resolves in a later task: the browser may paint or answer a tap in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Clicks the live banner's `role` button if the press held across the swap is released over it. */
function carryPressOver(role: string) {
  document.addEventListener(
    'pointerup',
    (event) => {
      // Where the finger lifts, not the event's target: a touch stays captured by the pressed element.
      const button = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>(`${BANNER} [data-role="${role}"]`);
      if (button) setTimeout(() => button.click(), 0);
    },
    { capture: true, once: true },
  );
}

/**
 * The stored choice as this page's library last read it, for a page restored by Back (below): the
 * whole cookie string, as the consent cookie is the only cookie of the site.
 */
let choiceRead = '';
/** What this script calls of the library later, once the banner has started it (every page does). */
let library: Pick<typeof import('vanilla-cookieconsent'), 'reset' | 'showPreferences'> | undefined;

async function startBanner(config: ConsentConfig) {
  // Prerendered (Speculation Rules, build/host/host-config.ts): the page runs its scripts
  // before the visitor sees it, and may never be seen. Nothing until it is shown: no banner is
  // built and the library does not start, so no embed mounts (they read the choice through it)
  // and nothing third-party is asked for. A choice made meanwhile on the page being read hides
  // the copy painted with the page as it is shown (components/embeds/consent-first-paint.ts).
  if (document.prerendering) await new Promise((shown) => document.addEventListener('prerenderingchange', shown));
  await afterFirstPaint();
  const { run, reset, showPreferences } = await import('./consent-library');
  // Evaluating the library and its first run were one task of 7–10 ms (×8 on a starved phone).
  await nextTask();
  library = { reset, showPreferences };
  choiceRead = document.cookie;
  let bannerShown = false;
  await run({
    mode: 'opt-in',
    autoShow: true,
    guiOptions: CONSENT_LAYOUT,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax' },
    categories: {
      necessary: { enabled: true, readOnly: true },
      ...Object.fromEntries(config.categories.map((category) => [category, {}])),
    },
    language: {
      default: config.lang,
      autoDetect: 'document',
      // Handed over a task later: the library reads the stored choice first, then waits for its
      // texts, then builds and shows the banner. The wait splits its work in two shorter tasks.
      translations: { [config.lang]: () => nextTask().then(() => config.translation) },
    },
    onModalReady: ({ modalName, modal }) => {
      if (modalName !== 'consentModal') return;
      // Built but not yet in the page: swap it for the copy before the next paint.
      modal.parentElement?.classList.add('cc--anim');
      firstPaintCopy?.remove();
      makeRoomFor(modal);
      // The library then moves the focus into the banner (its first element), so that a screen
      // reader announces it: only if nothing has the focus yet. A visitor typing in a field
      // focused on arrival (the search page's) or who has tabbed into the page keeps it (WCAG
      // 3.2.1; the search's keys went nowhere). Without its tabindex that element takes no focus.
      if (document.activeElement !== document.body) modal.firstElementChild?.removeAttribute('tabindex');
    },
    onModalShow: ({ modalName }) => {
      if (modalName !== 'consentModal') return;
      bannerShown = true;
      // "Accept" or "refuse" tapped on the copy before now (recorded by the first-visit script,
      // components/embeds/consent-first-paint.ts): pressed here, a task later, once shown.
      const early = root.dataset.ccChoice;
      if (early) setTimeout(() => document.querySelector<HTMLElement>(`${BANNER} [data-role="${early}"]`)?.click(), 0);
      // Or a press on the copy, still held as the live banner took its place: released on the same
      // choice there, it is a tap (the browser sends no click: the pressed element is gone).
      else if (root.dataset.ccPressed) carryPressOver(root.dataset.ccPressed);
    },
  }).finally(() => {
    // The library showed nothing (a choice was stored, or it hides from a crawler): nor do we.
    firstPaintCopy?.remove();
    if (!bannerShown) root.classList.remove('show--consent');
  });
}

const source = document.getElementById('consent-config');
const config = source?.dataset.config ? (JSON.parse(source.dataset.config) as ConsentConfig) : undefined;
const bannerStarted = config ? startBanner(config) : Promise.resolve();

/*
 * Back/forward cache: a page comes back as it was left, its library's state with it. A choice made
 * since (on another page: the banner answered, a category allowed or withdrawn) is read again: the
 * library starts over from the stored choice, hides a banner answered elsewhere and tells the
 * embeds (`cc:onConsent`), which mount or leave as on any page. (A choice made on this page itself
 * is read again too: nothing changes then.)
 */
addEventListener('pageshow', (event) => {
  if (!event.persisted || !library || document.cookie === choiceRead) return;
  library.reset();
  void startBanner(config!);
});
