/**
 * The consent banner paints with the page, not after its script: the layout renders the banner's
 * first layer as HTML (ConsentBannerCopy), and this inline script, run before the first paint,
 * shows it when the visitor has not chosen yet, by setting the class the library itself uses
 * (`show--consent` on <html>). src/client/consent.ts then hands over to the library's live banner,
 * identical, in the same frame. With JavaScript off the copy stays hidden: nothing could store a
 * choice, and nothing third-party loads anyway.
 *
 * The CSP allows the script by its hash (the layout adds it to the page's policy).
 */
import { createHash } from 'node:crypto';
import { CONSENT_COOKIE } from '../../config/consent';

/**
 * On a first visit: shows the copy, and remembers a tap on its "accept" or "refuse" (as
 * `data-cc-choice` on <html>) for src/client/consent.ts to carry out on the live banner. The
 * library comes after the first paint, and the layout script itself may not have run when a
 * visitor (or a test) taps: listening here, before the first paint, no tap on the copy is lost.
 * A press on one of them still held (`data-cc-pressed`, cleared when the finger lifts) lets the
 * live banner take a tap that the swap of the two cut in half: pressed on the copy, released on
 * the live banner, the browser sends its click to neither.
 */
export const firstVisitScript =
  `/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie)||(function(r,d,s){r.classList.add("show--consent");` +
  // Prerendered (Speculation Rules): a choice made meanwhile on the page being read hides the copy
  // as the page is shown, before its first paint (consent.ts starts the library only then).
  `d.prerendering&&d.addEventListener("prerenderingchange",function(){d.cookie&&r.classList.remove("show--consent")});` +
  `function f(e){return e.target.closest&&e.target.closest(s)}` +
  `d.addEventListener("click",function(e){var b=f(e);b&&(e.preventDefault(),r.dataset.ccChoice=b.dataset.role)},true);` +
  `d.addEventListener("pointerdown",function(e){var b=f(e);b&&(r.dataset.ccPressed=b.dataset.role)},true);` +
  `["pointerup","pointercancel"].forEach(function(t){d.addEventListener(t,function(){delete r.dataset.ccPressed},true)})` +
  `})(document.documentElement,document,'#cc-main[data-first-paint] [data-role="all"],#cc-main[data-first-paint] [data-role="necessary"]')`;

export const firstVisitScriptHash = `sha256-${createHash('sha256').update(firstVisitScript).digest('base64')}` as const;
