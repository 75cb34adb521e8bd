/**
 * What the editor checks when the owner saves, beyond each field's own checks: the rules that
 * compare fields (cross-field-rules.ts), and that the two languages' lists still hold the same
 * number of items. A save that fails one is refused before anything is written, in a dialog that
 * says which page and what to correct: nothing she did not mean reaches the site, and the build
 * never has to be the first to say it. One thing is put right rather than refused: a picture she
 * chose among the site's own ("Ressources globales") is written from the repository's root
 * (`/src/assets/art/x.svg`), which Astro cannot read; it is saved relative to the file.
 *
 * It runs in the editor as a Sveltia CMS `preSave` hook: at build, build/editor/editor.ts
 * writes this file and cross-field-rules.ts into /admin/ as plain JavaScript (their types
 * stripped), so neither imports anything but types and each other. The lists of every list field
 * and the pages' French names come from the generated configuration (`saveCheckData`).
 */
import type { Field } from '@sveltia/cms';
import { crossFieldRules } from './cross-field-rules';

/** One entry of the editor, as the checks know it. */
export interface CheckedEntry {
  /** The collection of collections.ts (the rules are listed by it). */
  name: string;
  /** The page's name in French, as the editor lists it: "Formation". */
  label: string;
  /** Each list field of the entry: its path (list positions as `*`) → its French label. */
  lists: Record<string, string>;
}

export interface SaveCheckData {
  /** The entries, by the repository path of their French file (or, for articles, their French folder, ending in `/`). */
  entries: Record<string, CheckedEntry>;
  /** Each language's name in French: `{ fr: 'français', en: 'anglais' }`. */
  languages: Record<string, string>;
  defaultLocale: string;
}

/** The entry a saved file belongs to, from its repository path. */
export function entryAt(path: string, data: SaveCheckData): CheckedEntry | undefined {
  return data.entries[path] ?? Object.entries(data.entries).find(([key]) => key.endsWith('/') && path.startsWith(key))?.[1];
}

/** Each list of `fields` (however deep): its path, positions as `*`, → its label. */
export function listLabelsOf(fields: readonly Field[], prefix = ''): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of fields) {
    const path = `${prefix}${field.name}`;
    const children = 'fields' in field && field.fields ? field.fields : [];
    if (field.widget === 'list') {
      labels[path] = field.label ?? field.name;
      Object.assign(labels, listLabelsOf(children, `${path}.*.`));
    } else Object.assign(labels, listLabelsOf(children, `${path}.`));
  }
  return labels;
}

/** Where the two languages' data hold lists of different lengths: each list's path and both lengths. */
export function listMismatches(ours: unknown, theirs: unknown, path: string[] = []): { path: string; ours: number; theirs: number }[] {
  if (Array.isArray(ours)) {
    const other = Array.isArray(theirs) ? theirs : [];
    const here = ours.length === other.length ? [] : [{ path: path.join('.'), ours: ours.length, theirs: other.length }];
    return [...here, ...ours.flatMap((item, index) => listMismatches(item, other[index], [...path, String(index)]))];
  }
  if (ours && typeof ours === 'object') {
    const other = theirs && typeof theirs === 'object' ? (theirs as Record<string, unknown>) : {};
    return Object.entries(ours).flatMap(([key, value]) => listMismatches(value, other[key], [...path, key]));
  }
  return [];
}

/**
 * Why a save is refused, in French, one sentence a problem: the rules the default language's data
 * breaks, and the lists whose length differs in another language. Empty: the save goes ahead.
 */
export function refusals(
  entry: CheckedEntry,
  byLocale: Record<string, unknown>,
  data: Pick<SaveCheckData, 'languages' | 'defaultLocale'>,
): string[] {
  const main = byLocale[data.defaultLocale];
  const broken = crossFieldRules
    .filter((rule) => rule.collection === entry.name && !rule.holds(main))
    .map((rule) => `${entry.label}\u202f: ${rule.rule}`);
  const uneven = Object.entries(byLocale)
    .filter(([locale]) => locale !== data.defaultLocale)
    .flatMap(([locale, other]) =>
      listMismatches(main, other).map(({ path, ours, theirs }) => {
        const label = entry.lists[path.replace(/\.\d+(?=\.|$)/g, '.*')] ?? path;
        return (
          `${entry.label}, «\u202f${label}\u202f»\u202f: ${ours} en ${data.languages[data.defaultLocale]}, ${theirs} en ${data.languages[locale]}. ` +
          'Les deux langues gardent les mêmes éléments dans le même ordre\u202f: ce fichier a été modifié hors de l’éditeur, faites remettre les deux listes d’accord avant d’enregistrer.'
        );
      }),
    );
  return [...broken, ...uneven];
}

/** Where the site's pictures are, from the repository's root. */
const PICTURES = '/src/assets/';

/** `to` relative to the folder `from` (both repository paths, no leading slash): `../../assets/x.svg`. */
export function relativePath(from: string, to: string): string {
  const a = from.split('/').filter(Boolean);
  const b = to.split('/').filter(Boolean);
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  return [...a.slice(same).map(() => '..'), ...b.slice(same)].join('/');
}

/** Every picture of `data` written from the repository's root: where it is (keys and positions), and the path the file must hold instead. */
export function rootedPictures(
  data: unknown,
  folder: string,
  at: (string | number)[] = [],
): { path: (string | number)[]; value: string }[] {
  if (typeof data === 'string') return data.startsWith(PICTURES) ? [{ path: at, value: relativePath(folder, data.slice(1)) }] : [];
  if (Array.isArray(data)) return data.flatMap((item, index) => rootedPictures(item, folder, [...at, index]));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => rootedPictures(value, folder, [...at, key]));
  return [];
}

/** The part of Sveltia's API the checks use. */
interface Cms {
  registerEventListener(listener: { name: 'preSave'; handler: (args: { entry: EntryMap }) => EntryMap | undefined }): void;
}
/** The entry as Sveltia hands it to a hook: an Immutable.js map. */
interface EntryMap {
  toJS(): SavedEntry;
  setIn(path: (string | number)[], value: unknown): EntryMap;
}
/** The entry about to be saved, as the hook receives it (Decap's shape): the default language's data, the others' under `i18n`. */
interface SavedEntry {
  path: string;
  data: unknown;
  i18n?: Record<string, { data: unknown }>;
}

/**
 * Refuses, before anything is written, a save that `refusals` finds fault with (Sveltia shows the
 * error's cause in its dialog); otherwise hands back the entry with its pictures' paths relative
 * to the file, or nothing when they already are.
 */
export function registerSaveChecks(cms: Cms, data: SaveCheckData): void {
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const saved = entry.toJS();
      const checked = entryAt(saved.path, data);
      if (!checked) return undefined;
      const byLocale = {
        [data.defaultLocale]: saved.data,
        ...Object.fromEntries(Object.entries(saved.i18n ?? {}).map(([locale, { data: other }]) => [locale, other])),
      };
      const problems = refusals(checked, byLocale, data);
      if (problems.length) throw new Error('saving_failed', { cause: new Error(problems.join(' ')) });
      // Every language's file sits at the same depth (fr.yaml beside en.yaml, blog/fr beside blog/en).
      const folder = saved.path.split('/').slice(0, -1).join('/');
      const fixes = [
        ...rootedPictures(saved.data, folder).map(({ path, value }) => ({ path: ['data', ...path], value })),
        ...Object.entries(saved.i18n ?? {}).flatMap(([locale, { data: other }]) =>
          rootedPictures(other, folder).map(({ path, value }) => ({ path: ['i18n', locale, 'data', ...path], value })),
        ),
      ];
      return fixes.length ? fixes.reduce((updated, { path, value }) => updated.setIn(path, value), entry) : undefined;
    },
  });
}
