/**
 * One-off conversion, kept so that it can be re-run when branches that still add words to the old
 * TypeScript dictionaries are merged: reads src/i18n/ui/fr.ts and en.ts and writes
 * src/content/ui/fr.yaml and en.yaml, nested by group (`'header.callButton'` → `header: callButton:`),
 * in the editor's form (scripts/normalise-content.ts).
 *
 * A key the schema (src/content/schemas/ui.ts) does not list yet is added to it, in its group (or a new
 * group at the end), with its French words as a provisional title: give it a real one (where the words
 * appear). Then delete the two .ts dictionaries and run `npm run build`.
 *
 *   node --import ./scripts/ts-resolve.ts scripts/ui-to-yaml.ts
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatYaml } from './normalise-content.ts';

const root = process.cwd();
const schemaFile = resolve(root, 'src/content/schemas/ui.ts');
type Words = Record<string, string>;

async function dictionary(lang: 'fr' | 'en'): Promise<Words> {
  const file = resolve(root, `src/i18n/ui/${lang}.ts`);
  if (!existsSync(file)) throw new Error(`${file} not found: nothing to convert (the YAML files are already the source)`);
  const module = (await import(pathToFileURL(file).href)) as Record<string, Words>;
  return module[lang]!;
}

/** `group.key` → [group, key]; a key must have exactly one dot (the editor reads a dot as nesting). */
function split(key: string): [string, string] {
  const parts = key.split('.');
  if (parts.length !== 2 || !parts.every((part) => /^[A-Za-z][A-Za-z0-9]*$/.test(part))) {
    throw new Error(`UI key "${key}": write it group.name, letters and digits only, one dot`);
  }
  return parts as [string, string];
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, ' ')}'`;

/** Adds to the schema's source every key it does not list yet; returns the keys added. */
function addMissingKeys(keys: string[], fr: Words): string[] {
  let source = readFileSync(schemaFile, 'utf8');
  const added: string[] = [];
  for (const key of keys) {
    const [group, name] = split(key);
    const start = source.indexOf(`\n    ${group}: group(`);
    if (start >= 0) {
      // The group's object of keys ends at the first line that closes it, at 4 or 6 spaces.
      const end = source.slice(start).search(/\n( {4}\}\),| {6}\},\n {4}\),)/);
      const block = source.slice(start, start + end);
      if (new RegExp(`\\n {6,8}${name}: `).test(block)) continue;
      const indent = block.includes(`\n        `) && /group\(\n/.test(block) ? '        ' : '      ';
      source = `${source.slice(0, start + end)}\n${indent}${name}: ${quote(fr[key]!)},${source.slice(start + end)}`;
    } else {
      const anchor = source.indexOf('\n  })\n  .meta({ title: \'Mots de l’interface\'');
      if (anchor < 0) throw new Error(`${schemaFile}: cannot find where to add the group "${group}"`);
      source = `${source.slice(0, anchor)}\n    ${group}: group(${quote(group)}, 'À décrire : où ces mots apparaissent.', {\n      ${name}: ${quote(fr[key]!)},\n    }),${source.slice(anchor)}`;
    }
    added.push(key);
  }
  writeFileSync(schemaFile, source);
  return added;
}

/** The words nested by group, groups and keys in the schema's order, then any others in the dictionary's. */
function nested(words: Words, order: string[]): Record<string, Words> {
  const result: Record<string, Words> = {};
  for (const key of [...order.filter((k) => k in words), ...Object.keys(words).filter((k) => !order.includes(k))]) {
    const [group, name] = split(key);
    (result[group] ??= {})[name] = words[key]!;
  }
  return result;
}

const fr = await dictionary('fr');
const en = await dictionary('en');
const missingInEnglish = Object.keys(fr).filter((key) => !(key in en));
const extraInEnglish = Object.keys(en).filter((key) => !(key in fr));
if (missingInEnglish.length || extraInEnglish.length) {
  throw new Error(`the dictionaries differ: missing in en.ts: ${missingInEnglish.join(', ') || '-'}; only in en.ts: ${extraInEnglish.join(', ') || '-'}`);
}

const added = addMissingKeys(Object.keys(fr), fr);
const { uiSchema } = (await import(`${pathToFileURL(schemaFile).href}?${Date.now()}`)) as typeof import('../src/content/schemas/ui.ts');
const order = Object.entries(uiSchema.shape).flatMap(([group, schema]) => Object.keys(schema.shape).map((name) => `${group}.${name}`));
mkdirSync(resolve(root, 'src/content/ui'), { recursive: true });
for (const [lang, words] of [['fr', fr], ['en', en]] as const) {
  writeFileSync(resolve(root, `src/content/ui/${lang}.yaml`), formatYaml(nested(words, order)));
  console.log(`wrote src/content/ui/${lang}.yaml (${Object.keys(words).length} words)`);
}
const unused = order.filter((key) => !(key in fr));
if (added.length) console.log(`added to src/content/schemas/ui.ts, give each a French title saying where it appears: ${added.join(', ')}`);
if (unused.length) console.log(`listed in src/content/schemas/ui.ts but in no dictionary (remove them from the schema): ${unused.join(', ')}`);
