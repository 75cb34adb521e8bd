/**
 * Whether the site may go live: the provisional content of every content file, what
 * kind of build this is, and what follows from both.
 * - A production build with anything provisional fails, with one French message listing each item
 *   (build/launch/launch-check.ts, before Astro builds anything).
 * - Any other build builds; while anything is provisional, and always on a host's preview, its
 *   pages say `noindex` and robots.txt keeps crawlers out (`indexable`).
 * The same list is the editor's "Avant la mise en ligne" page and `npm run launch-check`.
 * Node only: it reads the content files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { defaultLocale, locales } from '../../i18n/locales';
import { editorImage } from '../editor/fields';
import { editorCollections, type CollectionDescriptor } from '../editor/collections';
import { buildContext, hostRepository, type BuildContext, type BuildEnvironment } from './build-context';
import { provisionalValues } from './provisional-items';

/** The editor's address, on the site or on `npm run edit`'s local server. */
export const editorPath = '/admin/';

export interface ProvisionalItem {
  /** The collection of src/lib/editor/collections.ts the file belongs to. */
  collection: string;
  /** The content file, from the repository's root. */
  file: string;
  /** The field's path in it: `book.isbn`, `logos.items.0.example`. */
  field: string;
  /** Its French labels, as the editor shows them: "Livre › ISBN". */
  label: string;
  /** The stand-in it still holds. */
  value: string;
  /** The entry's address in the editor, from the site's root: `/admin/#/collections/settings/entries/site`. */
  editorUrl: string;
  /** The entry's French name in the editor: "Coordonnées et adresses du cabinet". */
  entry: string;
}

/** The address of an entry in the editor (Sveltia's routes: `#/collections/<collection>/entries/<entry>`). */
export function editorEntryUrl(descriptor: CollectionDescriptor, article?: string): string {
  const collection = descriptor.kind === 'page' ? 'pages' : descriptor.kind === 'settings' ? 'settings' : descriptor.name;
  return `${editorPath}#/collections/${collection}/entries/${article ?? descriptor.name}`;
}

/** The files of one collection, each with the article's name where it is one. */
function filesOf(descriptor: CollectionDescriptor, root: string): { file: string; article?: string }[] {
  if (descriptor.kind === 'articles') {
    // Only the French folder: an article's provisional fields (if any) are shared by both languages.
    const folder = `${descriptor.path}/${defaultLocale}`;
    return readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => ({ file: `${folder}/${name}`, article: name.replace(/\.md$/, '') }));
  }
  return descriptor.path.includes('{{locale}}')
    ? locales.map((locale) => ({ file: descriptor.path.replace('{{locale}}', locale) }))
    : [{ file: descriptor.path }];
}

/** A Markdown file's front matter, or a YAML file's content. */
function dataOf(text: string, file: string): unknown {
  if (!file.endsWith('.md')) return parse(text);
  const front = /^---\n([\s\S]*?)\n---/.exec(text);
  return front ? parse(front[1]!) : {};
}

/**
 * Every provisional item of the content under `root`. A value shared by both languages (an id, a
 * tick box) is listed once, from the French file.
 */
export function provisionalItems(
  root = process.cwd(),
  descriptors: readonly CollectionDescriptor[] = editorCollections,
): ProvisionalItem[] {
  const items: ProvisionalItem[] = [];
  const seen = new Set<string>();
  // The practice's data (her identity, most of the list) first, then the pages.
  const order = { settings: 0, page: 1, articles: 2 } as const;
  for (const descriptor of [...descriptors].sort((a, b) => order[a.kind] - order[b.kind])) {
    const schema = descriptor.schema(editorImage);
    for (const { file, article } of filesOf(descriptor, root)) {
      const data = dataOf(readFileSync(join(root, file), 'utf8'), file);
      for (const found of provisionalValues(schema, data)) {
        const field = found.path.join('.');
        const key = `${descriptor.name}/${article ?? ''}:${field}=${found.value}`;
        if (seen.has(key)) continue;
        seen.add(key);
        items.push({
          collection: descriptor.name,
          file,
          field,
          label: found.labels.join(' › '),
          value: found.value,
          editorUrl: editorEntryUrl(descriptor, article),
          entry: descriptor.label,
        });
      }
    }
  }
  return items;
}

export interface LaunchStatus {
  context: BuildContext;
  items: ProvisionalItem[];
  /** Whether search engines may index this build: nothing provisional, and not a preview. */
  indexable: boolean;
  /** Where the editor saves online. */
  editorBackend: { repo: string; branch: string; authBaseUrl?: string | undefined; repoFrom: 'host' | 'site' };
}

interface SiteEditorData {
  editor: { repo: string; branch: string; authBaseUrl?: string };
}

/** Whether search engines may index a build: never a host's preview, and only once nothing is provisional. */
export const isIndexable = (context: BuildContext, items: readonly ProvisionalItem[]) => context.kind !== 'preview' && items.length === 0;

/** The launch status of the content under `root`, for a build in `env`. */
export function launchStatus(env: BuildEnvironment = process.env, root = process.cwd()): LaunchStatus {
  const site = parse(readFileSync(join(root, 'src/content/site/site.yaml'), 'utf8')) as SiteEditorData;
  const fromHost = hostRepository(env);
  const editorBackend = { ...site.editor, repo: fromHost ?? site.editor.repo, repoFrom: fromHost ? ('host' as const) : ('site' as const) };
  // The repository a host names is the real one, whatever the file still says.
  const items = provisionalItems(root).filter(
    (item) => !(fromHost && item.file === 'src/content/site/site.yaml' && item.field === 'editor.repo'),
  );
  const context = buildContext(env, site.editor.branch);
  return { context, items, indexable: isIndexable(context, items), editorBackend };
}

/** The French message of a production build refused for `items`: each one with its file, field, value and place in the editor. */
export function launchRefusal(items: readonly ProvisionalItem[], context: BuildContext): string {
  const lines = items.map(
    (item) =>
      `- ${item.label} : « ${item.value} »\n  fichier ${item.file}, champ ${item.field}\n  dans l’éditeur : ${item.entry}, ${item.editorUrl}`,
  );
  return [
    `Mise en ligne refusée (${context.source}) : ${items.length} ${items.length > 1 ? 'valeurs sont encore provisoires' : 'valeur est encore provisoire'}.`,
    'Un site de production ne publie que vos vraies informations. Remplacez chacune dans l’éditeur (sur votre site ou avec « npm run edit »), enregistrez, puis publiez à nouveau :',
    ...lines,
    `La même liste : « Avant la mise en ligne » dans l’éditeur (${editorPath}mise-en-ligne.html), ou « npm run launch-check ».`,
  ].join('\n');
}

let memo: LaunchStatus | undefined;
/** The status of this build, read once (the layout asks for it on every page). */
export function thisBuild(): LaunchStatus {
  return (memo ??= launchStatus());
}
