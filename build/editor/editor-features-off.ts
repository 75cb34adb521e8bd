/**
 * The editor's features that cannot work on this site, switched off in its code (Sveltia CMS 0.221
 * has no setting for them; pinned by editor-patch.ts):
 * - machine translation: a "Traduire depuis…" button on every text field and on each language's
 *   pane, which sends the text to Google, OpenAI, Anthropic, … with a key of the owner's own. None
 *   is reachable (the editor's CSP allows GitHub only) and the site's English is written, not
 *   machine-translated. The button's component renders nothing;
 * - the settings panels that hold nothing but those services' keys: "Internationalisation" (the
 *   translation service and its key) and "Médias" (keys of stock-photo libraries and cloud
 *   storage; the libraries themselves are off in the configuration, `stock_assets: false`).
 */
import type { Patch } from './editor-patch';

/** The changes, as texts of Sveltia CMS 0.221.1's `npm/index.js`. */
export const switchOffFeatures: readonly Patch[] = [
  {
    what: 'translate button',
    find: 'function K4(e,t){D(t,!0);let n=b4(),r=J(t,`size`,3,`medium`),i=J(t,`keyPath`,3,``)',
    replace: 'function K4(e,t){return;D(t,!0);let n=b4(),r=J(t,`size`,3,`medium`),i=J(t,`keyPath`,3,``)',
  },
  {
    what: '"i18n" settings panel',
    find: '{key:`i18n`,icon:`translate`,component:EVe,enabled:(MW.current?.i18n?.locales?.length??0)>1}',
    replace: '{key:`i18n`,icon:`translate`,component:EVe,enabled:!1}',
  },
  {
    what: '"media" settings panel',
    find: '{key:`media`,icon:`photo_library`,component:jVe}',
    replace: '{key:`media`,icon:`photo_library`,component:jVe,enabled:!1}',
  },
];
