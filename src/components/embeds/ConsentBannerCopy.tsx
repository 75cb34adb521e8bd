/**
 * The consent banner's first layer as static HTML that BaseLayout paints with the page, copying the
 * consent library's own markup until its live banner takes over.
 */
import type { ConsentConfig } from '../../config/consent';

interface ConsentBannerCopyProps {
  texts: ConsentConfig['translation']['consentModal'];
}

/**
 * The consent banner's first layer as the page's own HTML, painted with the page on a first visit
 * (see consent-first-paint.ts): the markup the consent library builds for our configuration, with
 * its classes, so the library's stylesheet draws both the same. It is hidden from assistive
 * technology and out of the Tab order: src/client/consent.ts replaces it with the library's live,
 * focusable banner in the same frame, once the library has come (after the first paint). It is not
 * `inert`: a tap on it must not fall through to the page beneath; a tap on "accept" or "refuse" is
 * remembered and carried out on the live banner (consent.ts). tests/unit/components/embeds/consent-banner-copy.test.tsx compares the two.
 * The texts are the dictionary's own (escaped in consent-config.ts), set as the library sets them.
 */
export function ConsentBannerCopy({ texts }: ConsentBannerCopyProps) {
  const button = (role: string, label: string, secondary = false) => (
    <button type="button" className={secondary ? 'cm__btn cm__btn--secondary' : 'cm__btn'} data-role={role} tabIndex={-1}>
      <span dangerouslySetInnerHTML={{ __html: label }} />
    </button>
  );
  return (
    <div id="cc-main" data-nosnippet="" data-first-paint="" aria-hidden="true">
      <div className="cm-wrapper cc--anim">
        <div className="cm cm--box cm--bottom cm--left">
          <div tabIndex={-1}></div>
          <div className="cm__body">
            <div className="cm__texts">
              <h2 className="cm__title" dangerouslySetInnerHTML={{ __html: texts.title }} />
              <p className="cm__desc" dangerouslySetInnerHTML={{ __html: texts.description }} />
            </div>
            <div className="cm__btns">
              <div className="cm__btn-group">
                {button('all', texts.acceptAllBtn)}
                {button('necessary', texts.acceptNecessaryBtn)}
              </div>
              <div className="cm__btn-group">{button('show', texts.showPreferencesBtn, true)}</div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
