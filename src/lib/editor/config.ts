/**
 * The editor's configuration (Sveltia CMS `config.yml`), generated from the collection list and
 * the content schemas at build (src/integrations/editor.ts). Pure: the same input gives the same
 * configuration, which the unit tests check against every content file.
 */
import type { CmsConfig, Collection, CollectionFile, Field } from '@sveltia/cms';
import { stringify } from 'yaml';
import { editorYamlOutput } from '../../config/editor';
import { locales, defaultLocale } from '../../i18n/locales';
import { editorImage, fieldsOf, jsonSchemaOf, type FieldOptions } from './fields';
import type { CollectionDescriptor } from './collections';
import { uncheckedRules } from './unchecked-rules';

export interface EditorSettings {
  backend: { repo: string; branch: string; authBaseUrl?: string | undefined };
  /** Repository-relative upload folder, e.g. `src/assets/uploads`. */
  uploadsFolder: string;
  maxUploadBytes: number;
  uploadTypes: readonly string[];
  /** The production address, for the editor's "view on site" links. */
  siteUrl: string;
}

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
  };
}

const folderOf = (path: string) => path.split('/').slice(0, -1).join('/');

/** Whether a collection's files come one per language (their path holds `{{locale}}`). */
export const hasFilePerLanguage = (descriptor: CollectionDescriptor) => descriptor.kind === 'articles' || descriptor.path.includes('{{locale}}');

/** The field at a path of names (list positions skipped), among `fields`. */
export function fieldAt(fields: readonly Field[], path: readonly (string | number)[]): Field | undefined {
  const [name, ...rest] = path.filter((step): step is string => typeof step === 'string');
  const field = fields.find((candidate) => candidate.name === name);
  if (!field || !rest.length) return field;
  const children = 'fields' in field && field.fields ? field.fields : 'field' in field && field.field ? [field.field] : [];
  return fieldAt(children, rest);
}

/** The fields of one collection's files, with the rules the editor cannot check shown as help on their field. */
export function fieldsOfCollection(descriptor: CollectionDescriptor, settings: EditorSettings): Field[] {
  const contentFolder = descriptor.kind === 'articles' ? `${descriptor.path}/${defaultLocale}` : folderOf(descriptor.path);
  const fields = fieldsOf(jsonSchemaOf(descriptor.schema(editorImage)), fieldOptions(contentFolder, settings));
  for (const { collection, path, rule } of uncheckedRules) {
    if (collection !== descriptor.name) continue;
    const field = fieldAt(fields, path);
    if (!field) throw new Error(`editor: the rule "${rule}" names ${path.join('.')}, which ${collection} does not have`);
    const { hint } = field as { hint?: string };
    Object.assign(field, { hint: [hint, `Vérifié à la publication : ${rule}`].filter(Boolean).join(' ') });
  }
  return fields;
}

/** The body of an article: Markdown, edited in the rich-text editor, in each language. */
const articleBody: Field = { name: 'body', label: 'Texte de l’article', widget: 'richtext', i18n: true, hint: 'Titres, listes, citations, liens et images.' };

function fileOf(descriptor: CollectionDescriptor, settings: EditorSettings): CollectionFile {
  return {
    name: descriptor.name,
    label: descriptor.label,
    file: descriptor.path,
    i18n: hasFilePerLanguage(descriptor),
    fields: fieldsOfCollection(descriptor, settings),
  };
}

function collectionOf(descriptor: CollectionDescriptor, settings: EditorSettings): Collection {
  const options = fieldOptions(descriptor.kind === 'articles' ? `${descriptor.path}/${defaultLocale}` : folderOf(descriptor.path), settings);
  return {
    name: descriptor.name,
    label: descriptor.label,
    label_singular: 'Article',
    folder: descriptor.path,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    delete: true,
    // The file name is the article's address (`/blog/<name>`), the same in both languages.
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}} ({{date}})',
    sortable_fields: ['date', 'title'],
    media_folder: options.mediaFolder,
    public_folder: options.publicFolder,
    i18n: { structure: 'multiple_folders' },
    fields: [...fieldsOfCollection(descriptor, settings), articleBody],
  };
}

/** The whole configuration: the pages, the articles and the other collections of the list. */
export function editorConfig(descriptors: readonly CollectionDescriptor[], settings: EditorSettings): CmsConfig {
  const byKind = (kind: CollectionDescriptor['kind']) => descriptors.filter((descriptor) => descriptor.kind === kind);
  const pageFiles = byKind('page').map((descriptor) => fileOf(descriptor, settings));
  const settingsFiles = byKind('settings').map((descriptor) => fileOf(descriptor, settings));
  const collections: Collection[] = [
    { name: 'pages', label: 'Pages', label_singular: 'Page', icon: 'article', i18n: true, files: pageFiles },
    ...byKind('articles').map((descriptor) => collectionOf(descriptor, settings)),
    ...(settingsFiles.length ? [{ name: 'settings', label: 'Réglages du site', icon: 'settings', i18n: true, files: settingsFiles }] : []),
  ];
  const { repo, branch, authBaseUrl } = settings.backend;
  return {
    backend: {
      name: 'github',
      repo,
      branch,
      ...(authBaseUrl ? { base_url: authBaseUrl } : {}),
      commit_messages: {
        create: 'Éditeur : nouvel article « {{slug}} »',
        update: 'Éditeur : {{collection}} « {{slug}} » modifié',
        delete: 'Éditeur : {{collection}} « {{slug}} » supprimé',
        uploadMedia: 'Éditeur : image « {{path}} » ajoutée',
        deleteMedia: 'Éditeur : image « {{path}} » supprimée',
      },
    },
    // No preview pane (a generic rendering, not the site's): French and English side by side.
    editor: { preview: false },
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    media_folder: `/${settings.uploadsFolder}`,
    media_libraries: {
      default: { config: { max_file_size: settings.maxUploadBytes, slugify_filename: true } },
    },
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_folders', locales: [...locales], default_locale: defaultLocale },
    output: { omit_empty_optional_fields: true, yaml: editorYamlOutput },
    collections,
  };
}

/** The configuration as the file the editor reads, `/admin/config.yml`. */
export function renderEditorConfig(config: CmsConfig): string {
  return `# Generated at build from the content schemas (src/lib/editor/): edit those, not this file.\n${stringify(config, { lineWidth: 0 })}`;
}
