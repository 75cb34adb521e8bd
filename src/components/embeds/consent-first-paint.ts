/**
 * The consent banner paints with the page, not after its script: the layout renders the banner's
 * first layer as HTML (ConsentBannerCopy), and this inline script, run before the first paint,
 * shows it when the visitor has not chosen yet, by setting the class the library itself uses
 * (`show--consent` on <html>). src/scripts/consent.ts then hands over to the library's live banner,
 * identical, in the same frame. With JavaScript off the copy stays hidden: nothing could store a
 * choice, and nothing third-party loads anyway.
 *
 * The CSP allows the script by its hash (the layout adds it to the page's policy).
 */
import { createHash } from 'node:crypto';
import { CONSENT_COOKIE } from './consent-constants';

export const firstVisitScript = `/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie)||document.documentElement.classList.add("show--consent")`;

export const firstVisitScriptHash = `sha256-${createHash('sha256').update(firstVisitScript).digest('base64')}` as const;
