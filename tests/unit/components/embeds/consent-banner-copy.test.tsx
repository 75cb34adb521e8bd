// @vitest-environment jsdom
/**
 * The banner the page paints first (ConsentBannerCopy) must be the banner the consent library then
 * puts in its place, element for element, class for class, word for word: otherwise the swap would
 * show (a jump, a flash, a second largest paint). The library runs here for real, with the site's
 * layout and texts, and the two trees are compared.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { run as runConsent } from 'vanilla-cookieconsent';
import { describe, expect, it } from 'vitest';
import { ConsentBannerCopy } from '../../../../src/components/embeds/ConsentBannerCopy';
import { consentConfig } from '../../../../src/components/embeds/consent-config';
import { CONSENT_LAYOUT } from '../../../../src/config/consent';

/** What the eye sees of a tree: elements, classes, the attributes that style or label, text. */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return '';
  const classes = [...node.classList]
    .filter((c) => c !== 'cc--anim')
    .sort()
    .join('.');
  const attributes = ['type', 'data-role', 'tabindex']
    .map((name) => (node.hasAttribute(name) ? ` ${name}=${node.getAttribute(name)}` : ''))
    .join('');
  return `<${node.tagName.toLowerCase()}${classes ? '.' + classes : ''}${attributes}>${[...node.childNodes].map(shape).join('')}</>`;
}

describe('the first-paint copy of the consent banner', () => {
  const config = consentConfig('fr');
  document.documentElement.lang = 'fr';

  it('is the banner the library builds for the same layout and texts', async () => {
    const copyHost = document.createElement('div');
    copyHost.innerHTML = renderToStaticMarkup(<ConsentBannerCopy texts={config.translation.consentModal} />);
    const copy = copyHost.querySelector('#cc-main')!;

    await runConsent({
      mode: 'opt-in',
      autoShow: true,
      guiOptions: CONSENT_LAYOUT,
      categories: { necessary: { enabled: true, readOnly: true }, ...Object.fromEntries(config.categories.map((c) => [c, {}])) },
      language: { default: 'fr', translations: { fr: config.translation } },
    });
    const live = document.querySelector('#cc-main')!;
    expect(live.querySelector('.cm')).not.toBeNull();
    // The copy's buttons are out of the Tab order (the live banner's come in their place).
    expect(shape(copy)).toBe(shape(live).replaceAll(/(data-role=\w+)>/g, '$1 tabindex=-1>'));
  });

  it('is hidden from assistive technology and out of the Tab order, yet takes taps (not inert: they would fall through to the page), visible at once', () => {
    const html = renderToStaticMarkup(<ConsentBannerCopy texts={config.translation.consentModal} />);
    expect(html).toMatch(/^<div id="cc-main" data-nosnippet="" data-first-paint="" aria-hidden="true">/);
    expect(html.match(/<button [^>]*>/g)?.every((button) => button.includes('tabindex="-1"'))).toBe(true);
    expect(html).toContain('class="cm-wrapper cc--anim"');
    expect(html).not.toMatch(/\sid="cm__/);
  });
});
