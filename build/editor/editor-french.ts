/**
 * The editor's French interface words: Sveltia CMS's own `locales/fr.json`, completed with the
 * strings it lacks (`locales/fr.yaml`, in its own format, to offer upstream) and a few said
 * otherwise for this site (`siteWording`). Applied as the editor is bundled (editor-bundle.ts), and
 * checked against the installed version: each added key must still be one the English file has and
 * the French one lacks, and each reworded key one the French file has.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkSveltiaVersion, editorPackageDir } from './editor-patch';

/** The French this site says otherwise than Sveltia's, by dotted key. */
export const siteWording: Readonly<Record<string, string>> = {
  // The links to the site follow the editor's address: the local site with `npm run edit`, a
  // draft's preview, the live site. "En ligne" said only the last.
  view_on_live_site: 'Voir la page sur le site',
  visit_live_site: 'Voir le site',
  live_site: 'Le site',
  // A save refused by the checks before saving (src/lib/editor/save-checks.ts) shows its reason
  // below this: Sveltia's own words ("Erreur", "réessayez plus tard") would say a retry could help.
  'saving_entry.error.title': 'Rien n’a été enregistré',
  'saving_entry.error.description': 'L’entrée n’a pas été enregistrée, et le site n’a pas changé.',
  // A number field without a number (editor-number-input.ts) says what to type.
  'validation.type_mismatch.number':
    'Écrivez un nombre en chiffres, par exemple 2499 ou 2 499,50. Un point ne sépare pas les milliers : 2.499 est refusé.',
};

type Words = { [key: string]: string | Words };

/** A message as Sveltia's build writes it into its JSON: a MessageFormat 2 block on one line. */
export function compiledMessage(message: string): string {
  if (!message.trimStart().startsWith('.')) return message;
  return message.trim().replace(/\s+/g, ' ').replace(/\{\{ /g, '{{').replace(/ \}\}/g, '}}');
}

/** Every message of a locale, by dotted key. */
export function flatWords(words: Words, prefix = ''): [string, string][] {
  return Object.entries(words).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatWords(value, `${prefix}${key}.`),
  );
}

/** The strings Sveltia's French lacks, by dotted key, as its JSON would hold them. */
export function missingFrench(): Map<string, string> {
  const words = parse(readFileSync(join(import.meta.dirname, 'locales/fr.yaml'), 'utf8')) as Words;
  return new Map(flatWords(words).map(([key, message]) => [key, compiledMessage(message)]));
}

const localeFile = (name: string) => JSON.parse(readFileSync(join(editorPackageDir(), 'locales', name), 'utf8')) as Words;

/** Sveltia's French (`json`, its `locales/fr.json`) with ours added and written over it. */
export function editorFrench(json: string): Words {
  checkSveltiaVersion();
  const words = JSON.parse(json) as Words;
  const french = new Map(flatWords(words));
  const english = new Map([...flatWords(localeFile('en-GB.json')), ...flatWords(localeFile('en-US.json'))]);
  const added = missingFrench();
  for (const key of added.keys()) {
    if (!english.has(key)) throw new Error(`editor: build/editor/locales/fr.yaml translates "${key}", which Sveltia CMS no longer has`);
    if (french.has(key)) throw new Error(`editor: Sveltia CMS's French now has "${key}"; remove it from build/editor/locales/fr.yaml`);
  }
  for (const key of Object.keys(siteWording)) {
    if (!french.has(key))
      throw new Error(`editor: Sveltia CMS's French has no "${key}" to say otherwise (siteWording, build/editor/editor-french.ts)`);
  }
  for (const [path, text] of [...added, ...Object.entries(siteWording)]) {
    const keys = path.split('.');
    let node = words;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Words;
    node[keys.at(-1)!] = text;
  }
  return words;
}
