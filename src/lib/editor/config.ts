/**
 * The editor's configuration (Sveltia CMS `config.yml`), generated from the collection list and
 * the content schemas at build (build/editor/editor.ts). Pure: the same input gives the same
 * configuration, which the unit tests check against every content file.
 */
import type { CmsConfig, Collection, CollectionFile, Field } from '@sveltia/cms';
import { stringify } from 'yaml';
import { editorYamlOutput } from '../../config/editor';
import { locales, defaultLocale } from '../../i18n/locales';
import { editorImage, fieldsOf, jsonSchemaOf, type FieldOptions } from './fields';
import type { CollectionDescriptor } from './collections';
import { crossFieldRules } from './cross-field-rules';
import { listLabelsOf, type SaveCheckData } from './save-checks';

export interface EditorSettings {
  backend: { repo: string; branch: string; authBaseUrl?: string | undefined };
  /** Repository-relative upload folder, e.g. `src/assets/uploads`. */
  uploadsFolder: string;
  /** Repository-relative folder of every picture of the site, `src/assets`: the editor's own media folder. */
  picturesFolder: string;
  maxUploadBytes: number;
  uploadTypes: readonly string[];
  /** The practice's name, the editor's title on its sign-in page and in the browser's tab. */
  brand: string;
  /** The practice's logo, an absolute path on the site: `/favicon.svg`. */
  logo: string;
  /** Each page collection's address on the site, in French (`/formation`); English adds `/en`. */
  pagePaths: Readonly<Record<string, string>>;
  /**
   * French names for the values of choice lists whose schema names none (icons, categories):
   * see `FieldOptions.choiceNames`. The pages' names (their entries' labels) are added here.
   */
  choiceNames: readonly Readonly<Record<string, string>>[];
  /**
   * What is still provisional (src/lib/launch/): each field holding a stand-in says so under it,
   * and the collections link to the editor's "Avant la mise en ligne" page (`href`).
   */
  launch?: { href: string; fields: readonly { collection: string; field: string }[] } | undefined;
}

/**
 * Pictures are made small before they are saved (in the browser, before the commit): at most this
 * many pixels on the long side, enough for a full-width picture on a large high-density screen, and
 * re-encoded as WebP, which also leaves out the photo's EXIF data (the camera, the GPS position).
 */
export const uploadLongSide = 2560;
/** WebP quality for those pictures: a photo stays clean, a phone's 15 MB JPEG becomes ~1 MB. */
export const uploadQuality = 80;

/** `../..` from a content file's folder back to `src/`, then into the uploads folder. */
function publicFolderFrom(contentFolder: string, uploadsFolder: string): string {
  const up = contentFolder.split('/').filter(Boolean).length;
  const fromSrc = uploadsFolder.replace(/^\/?src\//, '');
  return `${'../'.repeat(up - 1)}${fromSrc}`;
}

function fieldOptions(contentFolder: string, settings: EditorSettings): FieldOptions {
  return {
    mediaFolder: `/${settings.uploadsFolder}`,
    publicFolder: publicFolderFrom(contentFolder, settings.uploadsFolder),
    maxFileSize: settings.maxUploadBytes,
    accept: settings.uploadTypes,
    choiceNames: settings.choiceNames,
  };
}

const folderOf = (path: string) => path.split('/').slice(0, -1).join('/');

/** Whether a collection's files come one per language (their path holds `{{locale}}`). */
export const hasFilePerLanguage = (descriptor: CollectionDescriptor) =>
  descriptor.kind === 'articles' || descriptor.path.includes('{{locale}}');

/** The field at a path of names (list positions skipped), among `fields`. */
export function fieldAt(fields: readonly Field[], path: readonly (string | number)[]): Field | undefined {
  const [name, ...rest] = path.filter((step): step is string => typeof step === 'string');
  const field = fields.find((candidate) => candidate.name === name);
  if (!field || !rest.length) return field;
  const children = 'fields' in field && field.fields ? field.fields : 'field' in field && field.field ? [field.field] : [];
  return fieldAt(children, rest);
}

/** The fields of one collection's files, with the rules that compare fields shown as help on their field. */
export function fieldsOfCollection(descriptor: CollectionDescriptor, settings: EditorSettings): Field[] {
  const contentFolder = descriptor.kind === 'articles' ? `${descriptor.path}/${defaultLocale}` : folderOf(descriptor.path);
  const fields = fieldsOf(jsonSchemaOf(descriptor.schema(editorImage)), fieldOptions(contentFolder, settings));
  for (const { collection, path, rule } of crossFieldRules) {
    if (collection !== descriptor.name) continue;
    const field = fieldAt(fields, path);
    if (!field) throw new Error(`editor: the rule "${rule}" names ${path.join('.')}, which ${collection} does not have`);
    const { hint } = field as { hint?: string };
    // Checked when she saves (save-checks.ts), not as she types: the help says so beforehand.
    Object.assign(field, { hint: [hint, `Vérifié à l’enregistrement\u202f: ${rule}`].filter(Boolean).join(' ') });
  }
  for (const { collection, field: path } of settings.launch?.fields ?? []) {
    if (collection !== descriptor.name) continue;
    const field = fieldAt(
      fields,
      path.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step)),
    );
    if (!field || (field as { hint?: string }).hint?.includes(PROVISIONAL_HINT)) continue;
    const { hint } = field as { hint?: string };
    Object.assign(field, {
      hint: [`**${PROVISIONAL_HINT}**\u202f: [avant la mise en ligne](${settings.launch!.href}).`, hint].filter(Boolean).join(' '),
    });
  }
  return fields;
}

/** The mark under a field that still holds a stand-in value. */
export const PROVISIONAL_HINT = 'Valeur provisoire à remplacer';

/** The collections' line about what is left before launch, with the link to the list. */
function launchDescription(settings: EditorSettings): { description: string } | Record<string, never> {
  const count = settings.launch?.fields.length;
  if (count === undefined) return {};
  return {
    description: count
      ? `Avant la mise en ligne : ${count} valeur${count > 1 ? 's' : ''} provisoire${count > 1 ? 's' : ''} à remplacer (liste : ${settings.launch!.href}).`
      : 'Avant la mise en ligne : rien de provisoire, le site peut être publié.',
  };
}

/**
 * A page's address in each language, for the editor's "view this page" link: `{{locale}}` is
 * dropped for French (i18n `omit_default_locale_from_preview_path`), so `/{{locale}}/formation` is
 * `/formation` and `/en/formation`.
 */
export function previewPathOf(frenchPath: string): string {
  return `/{{locale}}${frenchPath === '/' ? '/' : frenchPath}`;
}

function fileOf(descriptor: CollectionDescriptor, settings: EditorSettings): CollectionFile {
  const path = settings.pagePaths[descriptor.name];
  return {
    name: descriptor.name,
    label: descriptor.label,
    file: descriptor.path,
    i18n: hasFilePerLanguage(descriptor),
    ...(descriptor.kind === 'page' && path !== undefined ? { preview_path: previewPathOf(path) } : {}),
    fields: fieldsOfCollection(descriptor, settings),
  };
}

/** A folder of Markdown entries (the blog's articles, her projects), created and deleted in the editor. */
function collectionOf(descriptor: CollectionDescriptor, settings: EditorSettings): Collection {
  const { entries } = descriptor;
  if (!entries) throw new Error(`editor: the collection ${descriptor.name} is a folder of entries and says nothing of them (entries)`);
  const options = fieldOptions(`${descriptor.path}/${defaultLocale}`, settings);
  // The body: Markdown, edited in the rich-text editor, in each language.
  const body: Field = { name: 'body', label: entries.body.label, widget: 'richtext', i18n: true, hint: entries.body.hint };
  return {
    name: descriptor.name,
    label: descriptor.label,
    label_singular: entries.singular,
    folder: descriptor.path,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    delete: true,
    // The file name is the entry's address (`/blog/<name>`), the same in both languages.
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: entries.summary,
    preview_path: previewPathOf(entries.path),
    sortable_fields: [...entries.sortable],
    media_folder: options.mediaFolder,
    public_folder: options.publicFolder,
    i18n: { structure: 'multiple_folders' },
    fields: [...fieldsOfCollection(descriptor, settings), body],
  };
}

/** The whole configuration: the pages, the articles and the other collections of the list. */
export function editorConfig(descriptors: readonly CollectionDescriptor[], given: EditorSettings): CmsConfig {
  // A link to a page of the site names it as its entry does ("Formation"), not by its id.
  const pageNames = Object.fromEntries(
    descriptors.filter((descriptor) => descriptor.kind === 'page').map((descriptor) => [descriptor.name, descriptor.label]),
  );
  const settings = { ...given, choiceNames: [pageNames, ...given.choiceNames] };
  const byKind = (kind: CollectionDescriptor['kind']) => descriptors.filter((descriptor) => descriptor.kind === kind);
  const pageFiles = byKind('page').map((descriptor) => fileOf(descriptor, settings));
  const settingsFiles = byKind('settings').map((descriptor) => fileOf(descriptor, settings));
  const collections: Collection[] = [
    {
      name: 'pages',
      label: 'Pages',
      label_singular: 'Page',
      icon: 'article',
      ...launchDescription(settings),
      i18n: true,
      files: pageFiles,
    },
    ...byKind('articles').map((descriptor) => collectionOf(descriptor, settings)),
    ...(settingsFiles.length
      ? [
          {
            name: 'settings',
            label: 'Réglages du site',
            icon: 'settings',
            ...launchDescription(settings),
            i18n: true,
            files: settingsFiles,
          },
        ]
      : []),
  ];
  const { repo, branch, authBaseUrl } = settings.backend;
  return {
    backend: {
      name: 'github',
      repo,
      branch,
      ...(authBaseUrl ? { base_url: authBaseUrl } : {}),
      commit_messages: {
        create: 'Éditeur : {{collection}}, nouvelle entrée « {{slug}} »',
        update: 'Éditeur : {{collection}} « {{slug}} » modifié',
        delete: 'Éditeur : {{collection}} « {{slug}} » supprimé',
        uploadMedia: 'Éditeur : image « {{path}} » ajoutée',
        deleteMedia: 'Éditeur : image « {{path}} » supprimée',
      },
    },
    // Online, a save is a draft: a branch and a pull request, which the host builds as a deploy
    // preview of the real pages; publishing is merging it (docs/deploy.md, "Drafts"). With the
    // local repository, Sveltia saves straight into the folder, as before.
    publish_mode: 'editorial_workflow',
    // No preview pane (a generic rendering, not the site's): French and English side by side, and
    // each entry's link to its real page.
    editor: { preview: false },
    app_title: `${settings.brand} : éditeur du site`,
    logo: { src: settings.logo },
    // No site_url: the links to the site follow the editor's own address, so they open the local
    // site while working locally (`npm run edit`), a draft's deploy preview on its preview, and
    // the live site online.
    // Every picture of the site, so that a field shows its current picture (a path outside the
    // media folder showed as a blank icon) and the "Ressources" page lists them all; uploads go to
    // each field's own folder, the uploads folder.
    media_folder: `/${settings.picturesFolder}`,
    media_libraries: {
      default: {
        config: {
          max_file_size: settings.maxUploadBytes,
          slugify_filename: true,
          transformations: { raster_image: { format: 'webp', quality: uploadQuality, width: uploadLongSide, height: uploadLongSide } },
        },
      },
      // Stock photo libraries need keys and credits this site does not have.
      stock_assets: false,
    },
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: {
      structure: 'multiple_folders',
      locales: [...locales],
      default_locale: defaultLocale,
      omit_default_locale_from_preview_path: true,
    },
    output: { omit_empty_optional_fields: true, yaml: editorYamlOutput },
    collections,
  };
}

/** The languages as the editor's messages name them, in French. */
const languageNames: Record<(typeof locales)[number], string> = { fr: 'français', en: 'anglais' };

/**
 * What the checks before each save need to know (save-checks.ts): each entry by its French file
 * (articles by their French folder), its name, and its lists' labels.
 */
export function saveCheckData(descriptors: readonly CollectionDescriptor[], settings: EditorSettings): SaveCheckData {
  const entries = Object.fromEntries(
    descriptors.map((descriptor) => [
      descriptor.kind === 'articles' ? `${descriptor.path}/${defaultLocale}/` : descriptor.path.replace('{{locale}}', defaultLocale),
      { name: descriptor.name, label: descriptor.label, lists: listLabelsOf(fieldsOfCollection(descriptor, settings)) },
    ]),
  );
  return { entries, languages: languageNames, defaultLocale };
}

/** The configuration as the file the editor reads, `/admin/config.yml`. */
export function renderEditorConfig(config: CmsConfig): string {
  return `# Generated at build from the content schemas (src/lib/editor/): edit those, not this file.\n${stringify(config, { lineWidth: 0 })}`;
}
