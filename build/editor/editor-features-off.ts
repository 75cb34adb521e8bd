/**
 * The editor's features that cannot work on this site, taken out of its bundle at build (Sveltia
 * CMS 0.221 has no setting for them):
 * - machine translation: a "Traduire depuis…" button on every text field and on each language's
 *   pane, which sends the text to Google, OpenAI, Anthropic, … with a key of the owner's own. None
 *   is reachable (the editor's CSP allows GitHub only) and the site's English is written, not
 *   machine-translated. The button's component renders nothing;
 * - the settings panels that hold nothing but those services' keys: "Internationalisation" (the
 *   translation service and its key) and "Médias" (keys of stock-photo libraries and cloud
 *   storage; the libraries themselves are off in the configuration, `stock_assets: false`).
 * Each rewrite must match exactly once (editor-patch.ts).
 */
import { matchOnce } from './editor-patch';

/** The translate button: a component that reads `size` and `keyPath` first, and translates (`translate:!0`). */
const TRANSLATE_BUTTON = /function ([\w$]+)\(([\w$]+),([\w$]+)\)\{([\w$]+)\(\3,!0\);let [\w$]+=[\w$]+\(\),[\w$]+=[\w$]+\(\3,`size`,3,`medium`\),[\w$]+=[\w$]+\(\3,`keyPath`,3,``\)/;
/** A settings panel in the list of panels: `{key:`i18n`,icon:`translate`,component:X,…}`. */
const panel = (key: string) => new RegExp(`\\{key:\`${key}\`,icon:\`\\w+\`,component:[\\w$]+(,enabled:[^}]*)?\\}`);

export function switchOffFeatures(bundle: string): string {
  const button = matchOnce(bundle, TRANSLATE_BUTTON, 'translate button');
  const body = bundle.slice(button.index, button.index + 1500);
  if (!body.includes('translate:!0') || !body.includes('translate_from_x')) throw new Error('editor: the component found as the translate button does not translate; check it before upgrading Sveltia CMS');
  let out = bundle.replace(button[0], () => button[0].replace('{', '{return;'));
  for (const key of ['i18n', 'media']) {
    const found = matchOnce(out, panel(key), `"${key}" settings panel`);
    out = out.replace(found[0], () => found[0].replace(/(,enabled:[^}]*)?\}$/, ',enabled:!1}'));
  }
  return out;
}
