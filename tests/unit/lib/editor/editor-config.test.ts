/**
 * The editor's generated configuration (src/lib/editor/): it reaches every value of every content
 * file and every field of every schema, with the checks, languages and picture folders the issue
 * asks for; the rules it cannot check still fail the schemas; and its page loads everything from
 * our origin. The changes to Sveltia CMS itself are held in tests/unit/build/editor/editor-patches.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Field } from '@sveltia/cms';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { blogCategoryIds } from '../../../../src/config/blog';
import { projectKindIds } from '../../../../src/config/projects';
import { projects } from '../../../../src/lib/projects';
import { site } from '../../../../src/config/site';
import { hostRepository } from '../../../../src/lib/launch/build-context';
import { icons } from '../../../../src/components/ui/icons';
import { iconFrenchNames, iconNames } from '../../../../src/config/icon-names';
import { pageSchemas } from '../../../../src/content/schemas';
import { editorCollections } from '../../../../src/lib/editor/collections';
import { editorConfig, fieldAt, renderEditorConfig, type EditorSettings } from '../../../../src/lib/editor/config';
import { z } from 'astro/zod';
import { editorImage, fieldsOf, holdsWords, jsonSchemaOf, LIST_IN_STEP, type JsonSchema } from '../../../../src/lib/editor/fields';
import { crossFieldRules } from '../../../../src/lib/editor/cross-field-rules';
import { editorSettings, renderEditorPage } from '../../../../build/editor/editor';
import { locales } from '../../../../src/i18n/locales';

const root = resolve(import.meta.dirname, '../../../..');
const settings: EditorSettings = { ...editorSettings(), maxUploadBytes: 5 * 1024 * 1024, uploadTypes: ['image/jpeg', 'image/png'] };
const config = editorConfig(editorCollections, settings);
const collections = config.collections ?? [];
const pages = collections.find((collection) => collection.name === 'pages');
const articles = collections.find((collection) => collection.name === 'blog-articles');
const pageFiles = pages && 'files' in pages ? pages.files : [];
/** The fields of a file entry of any collection (pages, settings). */
const fieldsOfPage = (name: string): Field[] =>
  collections.flatMap((collection) => ('files' in collection ? collection.files : [])).find((file) => file.name === name)?.fields ?? [];
/** The YAML files of a file-entry collection: one per language, or one. */
const yamlFiles = (path: string) => (path.includes('{{locale}}') ? locales.map((lang) => path.replace('{{locale}}', lang)) : [path]);
const articleFields: Field[] = articles && 'fields' in articles ? articles.fields : [];
const projectFolder = collections.find((collection) => collection.name === 'realisations');
const projectFields: Field[] = projectFolder && 'fields' in projectFolder ? projectFolder.fields : [];
/** The fields of a folder of Markdown entries (the articles, the projects). */
const fieldsOfFolder = (name: string): Field[] => {
  const folder = collections.find((collection) => collection.name === name);
  return folder && 'fields' in folder ? folder.fields : [];
};

/** Every path of names (list positions dropped) that holds a value: a text, a number, a list of texts. */
function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object')) return [path];
    return value.flatMap((item) => leafPaths(item, path));
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...path, key]));
  }
  return [path];
}

/** Every property path of a JSON Schema. */
function schemaPaths(schema: JsonSchema, path: string[] = []): string[][] {
  const variants = schema.anyOf ?? [schema];
  const out: string[][] = [];
  for (const variant of variants) {
    if (variant.properties)
      for (const [key, child] of Object.entries(variant.properties)) out.push([...path, key], ...schemaPaths(child, [...path, key]));
    if (variant.items) out.push(...schemaPaths(variant.items, path));
  }
  return out;
}

/** Every field with its path. */
function allFields(fields: readonly Field[], path: string[] = []): { path: string[]; field: Field }[] {
  return fields.flatMap((field) => {
    const here = [...path, field.name];
    const children = 'fields' in field && field.fields ? field.fields : [];
    return [{ path: here, field }, ...allFields(children, here)];
  });
}

/** Every field of every collection, with its path. */
const everyField = collections.flatMap((collection) =>
  'files' in collection
    ? collection.files.flatMap((file) => allFields(file.fields))
    : 'fields' in collection
      ? allFields(collection.fields ?? [])
      : [],
);

const frontMatter = (file: string) => {
  const [, yaml, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(readFileSync(file, 'utf8')) ?? [];
  return { data: parse(yaml ?? '') as Record<string, unknown>, body: body ?? '' };
};
/** The Markdown files of a folder of entries, both languages. */
const markdownFiles = (folder: string) =>
  locales.flatMap((lang) =>
    readdirSync(join(root, folder, lang))
      .filter((name) => name.endsWith('.md'))
      .map((name) => join(root, folder, lang, name)),
  );
const articleFiles = markdownFiles('src/content/blog');
const projectFiles = markdownFiles('src/content/projects');

describe('the editor reaches every value of every content file', () => {
  const pageNames = Object.keys(pageSchemas);

  it('has one page entry per page collection, French and English side by side', () => {
    expect(pageFiles.map((file) => file.name).sort()).toEqual([...pageNames].sort());
    for (const file of pageFiles) {
      expect(file.file).toBe(`src/content/${file.name}/{{locale}}.yaml`);
      for (const lang of locales) expect(existsSync(join(root, file.file.replace('{{locale}}', lang))), file.file).toBe(true);
    }
  });

  const yamlEntries = editorCollections
    .filter((d) => d.kind !== 'articles')
    .flatMap((d) => yamlFiles(d.path).map((file) => [file, d.name] as const));

  it('covers every page and settings file', () => {
    expect(yamlEntries.length).toBe(
      editorCollections.filter((d) => d.kind !== 'articles').length * 2 -
        editorCollections.filter((d) => d.kind === 'settings' && !d.path.includes('{{locale}}')).length,
    );
  });

  it.each(yamlEntries)('%s', (file, name) => {
    const data = parse(readFileSync(join(root, file), 'utf8'));
    const missing = leafPaths(data)
      .filter((path) => !fieldAt(fieldsOfPage(name), path))
      .map((path) => path.join('.'));
    expect(missing).toEqual([]);
  });

  it.each(
    [...articleFiles.map((file) => [file, articleFields] as const), ...projectFiles.map((file) => [file, projectFields] as const)].map(
      ([file, fields]) => [file.slice(root.length + 1), file, fields] as const,
    ),
  )('%s, front matter and body', (_, file, fields) => {
    const { data, body } = frontMatter(file);
    expect(body.trim().length).toBeGreaterThan(0);
    const missing = [...leafPaths(data), ['body']].filter((path) => !fieldAt(fields, path)).map((path) => path.join('.'));
    expect(missing).toEqual([]);
  });
});

/** Every value that is not a container, with its path of names and the value itself. */
function leafValues(value: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item) => leafValues(item, path));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([key, child]) => leafValues(child, [...path, key]));
  }
  return [{ path, value }];
}

/** The widgets that save a value of each YAML type as that type (a number field saves a number, …). */
const widgetsFor: Record<string, readonly string[]> = {
  number: ['number'],
  boolean: ['boolean'],
  string: ['string', 'text', 'select', 'image', 'datetime', 'richtext'],
  object: ['datetime'],
};

describe('the editor saves every value of every content file as the type it has', () => {
  const entries = [
    ...editorCollections
      .filter((d) => d.kind !== 'articles')
      .flatMap((d) =>
        yamlFiles(d.path).map((file) => ({ file, fields: fieldsOfPage(d.name), data: parse(readFileSync(join(root, file), 'utf8')) })),
      ),
    ...articleFiles.map((file) => ({ file: file.slice(root.length + 1), fields: articleFields, data: frontMatter(file).data })),
    ...projectFiles.map((file) => ({ file: file.slice(root.length + 1), fields: projectFields, data: frontMatter(file).data })),
  ];
  it.each(entries.map((entry) => [entry.file, entry] as const))('%s', (_, { fields, data }) => {
    const wrong = leafValues(data).flatMap(({ path, value }) => {
      let field = fieldAt(fields, path) as (Field & { field?: Field }) | undefined;
      // A list of plain values: its items are edited by the list's one `field`.
      if (field?.widget === 'list' && field.field) field = field.field;
      const widget = field?.widget ?? 'string';
      const allowed = widgetsFor[value instanceof Date ? 'object' : typeof value] ?? [];
      return allowed.includes(widget) ? [] : [`${path.join('.')}: ${typeof value} in a ${widget} field`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('the editor has a field for every schema field', () => {
  it.each(editorCollections.map((descriptor) => [descriptor.name, descriptor] as const))('%s', (name, descriptor) => {
    const fields = descriptor.kind === 'articles' ? fieldsOfFolder(name) : fieldsOfPage(name);
    const missing = schemaPaths(jsonSchemaOf(descriptor.schema(editorImage)))
      .filter((path) => !fieldAt(fields, path))
      .map((path) => path.join('.'));
    expect(missing).toEqual([]);
  });
});

describe('the fields', () => {
  it('take their label and help from the schema’s .meta(), or the key', () => {
    const schema = z.object({
      price: z.number().positive().meta({ title: 'Prix', description: 'En euros, hors TVA.' }),
      note: z.string().trim().min(1).optional().meta({ title: 'Remarque' }),
      plain: z.string(),
    });
    const options = { mediaFolder: '/src/assets/uploads', publicFolder: '../../assets/uploads', maxFileSize: 1, accept: [] };
    expect(fieldsOf(jsonSchemaOf(schema), options)).toEqual([
      // positive(): above zero, so the editor's inclusive minimum is the first cent.
      { name: 'price', label: 'Prix', hint: 'En euros, hors TVA.', widget: 'number', value_type: 'float', i18n: 'duplicate', min: 0.01 },
      { name: 'note', label: 'Remarque', required: false, widget: 'text', i18n: true },
      { name: 'plain', label: 'plain', widget: 'string', i18n: true },
    ]);
  });

  it('edit a tuple of numbers as a list of numbers, not of texts', () => {
    const schema = z.object({
      formatMm: z.tuple([z.number().int().positive(), z.number().int().positive()]).meta({ title: 'Format (mm)' }),
    });
    const options = { mediaFolder: '/src/assets/uploads', publicFolder: '../../assets/uploads', maxFileSize: 1, accept: [] };
    const [list] = fieldsOf(jsonSchemaOf(schema), options) as [Field & { field: Field }];
    expect(list).toMatchObject({ widget: 'list', min: 2, max: 2, i18n: 'duplicate' });
    expect(list.field).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
  });

  it('label an item of plain values with its list’s label, not the key', () => {
    const schema = z.object({ features: z.array(z.string().min(1)).min(1).meta({ title: 'Contenu de la formule' }) });
    const options = { mediaFolder: '/src/assets/uploads', publicFolder: '../../assets/uploads', maxFileSize: 1, accept: [] };
    const [list] = fieldsOf(jsonSchemaOf(schema), options) as [Field & { field: Field }];
    expect(list.label).toBe('Contenu de la formule');
    expect(list.field.label).toBe('Contenu de la formule');
  });

  const formation = fieldsOfPage('formation');
  const at = (fields: Field[], path: string) => fieldAt(fields, path.split('.')) as Record<string, unknown> | undefined;
  const values = (field: Record<string, unknown> | undefined) =>
    (field?.options as { value: string }[] | undefined)?.map((option) => option.value);

  it('translate texts and share numbers, ids, choices, booleans and pictures between the languages', () => {
    expect(at(formation, 'plans.items.title')).toMatchObject({ widget: 'string', i18n: true });
    expect(at(formation, 'plans.items.price.amount')).toMatchObject({ widget: 'number', value_type: 'float', i18n: 'duplicate' });
    expect(at(formation, 'plans.items.installments.count')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 2,
      max: 12,
      i18n: 'duplicate',
    });
    expect(at(formation, 'plans.items.installments.exclVat')).toMatchObject({ widget: 'boolean', i18n: 'duplicate', required: false });
    expect(at(formation, 'plans.items.id')).toMatchObject({ widget: 'select', i18n: 'duplicate' });
    expect(values(at(formation, 'plans.items.id'))).toEqual(['complete', 'autonome', 'couleur']);
    expect(at(formation, 'demo.video.poster.src')).toMatchObject({ widget: 'image', i18n: 'duplicate' });
    expect(at(formation, 'demo.video.poster.alt')).toMatchObject({ i18n: true });
    expect(at(formation, 'demo.video.videoId')).toMatchObject({
      widget: 'string',
      i18n: 'duplicate',
      pattern: [expect.any(String), expect.any(String)],
    });
    // The plans, their features, the FAQ: one list for both languages (an item added, removed or
    // moved in French is in English too), each item's texts translated inside it.
    expect(at(formation, 'plans.items')).toMatchObject({ widget: 'list', min: 3, max: 3, i18n: 'duplicate' });
    expect(at(formation, 'plans.items.features')).toMatchObject({ widget: 'list', i18n: 'duplicate', field: { i18n: true } });
    expect(at(formation, 'faq.items')).toMatchObject({ widget: 'list', i18n: 'duplicate' });
    expect(at(formation, 'faq.items.question')).toMatchObject({ i18n: true });
    // The objects around them hold words, so each language edits its own.
    expect(at(formation, 'plans')).toMatchObject({ widget: 'object', i18n: true });
  });

  it('say on every list that holds words where its items are added, and on a fixed list why "Ajouter" is greyed out', () => {
    const lists = (fields: readonly Field[]): Field[] =>
      fields.flatMap((field) => [
        ...(field.widget === 'list' ? [field] : []),
        ...lists('fields' in field && field.fields ? field.fields : []),
      ]);
    const all = editorCollections.filter((d) => d.kind !== 'articles').flatMap((d) => lists(fieldsOfPage(d.name)));
    expect(all.length).toBeGreaterThan(60);
    for (const list of all) {
      expect(list.i18n, list.name).toBe('duplicate');
      const { hint = '', min, max } = list as { hint?: string; min?: number; max?: number };
      const words = holdsWords(list);
      expect(hint.includes(LIST_IN_STEP), `${list.name}: ${hint}`).toBe(words);
      expect(hint.includes('«\u202fAjouter\u202f» est grisé'), `${list.name}: ${hint}`).toBe(min !== undefined && min === max);
    }
  });

  it('carry the checks the schemas make: required, lengths, patterns, ranges', () => {
    expect(at(formation, 'meta.description')).toMatchObject({ minlength: 50, maxlength: 160 });
    expect(at(formation, 'meta.title')).toMatchObject({ maxlength: 70 });
    expect(at(formation, 'meta.title')?.required).toBeUndefined();
    expect(at(formation, 'plans.items.badge')).toMatchObject({ required: false });
    expect(at(formation, 'plans.items.features')).toMatchObject({ widget: 'list', min: 3 });
    expect(at(formation, 'plans.items.seats.left')).toMatchObject({ min: 0 });
    expect(at(formation, 'plans.items.seats.left')?.max).toBeUndefined();
    expect(at(formation, 'plans.items.seats.total')).toMatchObject({ min: 1 });
    const time = at(formation, 'testimonials.items.timestamps.time')!;
    const [pattern] = time.pattern as [string, string];
    expect(new RegExp(pattern).test('1:02:15')).toBe(true);
    expect(new RegExp(pattern).test('2h15')).toBe(false);
  });

  it('offer the code’s own lists as choices', () => {
    expect(values(at(fieldsOfPage('home'), 'hero.cta.page'))).toContain('formation');
    expect(values(at(formation, 'audience.items.icon'))).toEqual([...iconNames]);
    expect(at(articleFields, 'category')).toMatchObject({ widget: 'select' });
    expect(values(at(articleFields, 'category'))).toEqual([...blogCategoryIds]);
  });

  it('show each folded list item by its words: the question, the title, the name', () => {
    const lists = everyField.filter(({ field }) => field.widget === 'list' && 'fields' in field && field.fields);
    expect(lists.length).toBeGreaterThan(50);
    const without = lists.flatMap(({ path, field }) => {
      const summary = (field as { summary?: string }).summary ?? '';
      const [, names] = /^\{\{fields\.([\w.]+)\}\}$/.exec(summary) ?? [];
      return names && fieldAt((field as { fields: Field[] }).fields, names.split('.'))
        ? []
        : [`${path.join('.')}: ${summary || 'no summary'}`];
    });
    expect(without).toEqual([]);
    expect(at(formation, 'faq.items')).toMatchObject({ summary: '{{fields.question}}' });
  });

  it('name every choice in French: icons by what they show, pages by their name, categories by theirs', () => {
    expect(Object.keys(icons).sort()).toEqual(Object.keys(iconFrenchNames).sort());
    const selects = everyField.filter(({ field }) => field.widget === 'select');
    expect(selects.length).toBeGreaterThan(50);
    const raw = selects.flatMap(({ path, field }) =>
      ((field as { options: ({ label: string; value: string } | string)[] }).options ?? []).flatMap((option) =>
        typeof option === 'object' && option.label !== option.value ? [] : [`${path.join('.')}: ${JSON.stringify(option)}`],
      ),
    );
    expect(raw).toEqual([]);
    expect(at(fieldsOfPage('home'), 'hero.cta.page')?.options).toContainEqual({ label: 'Formation', value: 'formation' });
    expect(at(formation, 'audience.items.icon')?.options).toContainEqual({ label: 'Cerveau', value: 'brain' });
    expect(at(articleFields, 'category')?.options).toContainEqual({ label: 'Feng Shui', value: 'fengShui' });
  });

  it('merge a link that is either external or a page into one object whose two targets are optional', () => {
    const link = at(formation, 'resources.items.link')!;
    expect(link).toMatchObject({ widget: 'object' });
    expect(at(formation, 'resources.items.link.external')).toMatchObject({ widget: 'select', required: false });
    expect(at(formation, 'resources.items.link.page')).toMatchObject({ widget: 'select', required: false });
    expect(at(formation, 'resources.items.link.label')?.required).toBeUndefined();
  });

  it('save pictures under src/assets/uploads, written as the path image() resolves from the content file', () => {
    const images = [
      ...editorCollections
        .filter((d) => d.kind === 'page')
        .flatMap((d) => allFields(fieldsOfPage(d.name)).map((f) => ({ ...f, from: `src/content/${d.name}` }))),
      ...allFields(articleFields).map((f) => ({ ...f, from: 'src/content/blog/fr' })),
    ].filter(({ field }) => field.widget === 'image');
    expect(images.length).toBeGreaterThan(10);
    for (const { field, from, path } of images) {
      const image = field as { media_folder: string; public_folder: string; accept: string; hint: string };
      expect(image.media_folder, path.join('.')).toBe('/src/assets/uploads');
      expect(resolve(root, from, image.public_folder), path.join('.')).toBe(resolve(root, 'src/assets/uploads'));
      expect(image.accept).toBe('image/jpeg,image/png');
      expect(image.hint).toMatch(/5\u202fMo au plus/);
    }
  });
});

describe('the configuration', () => {
  it('pairs the languages, French first, and omits emptied optional fields', () => {
    expect(config.i18n).toMatchObject({ locales: ['fr', 'en'], default_locale: 'fr' });
    expect(config.output).toMatchObject({ omit_empty_optional_fields: true });
    expect(pages).toMatchObject({ i18n: true });
    expect(config.editor).toEqual({ preview: false });
  });

  it('saves to the GitHub repository and branch of the site’s data (or the repository the host builds), with no local proxy', () => {
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: hostRepository(process.env) ?? site.editor.repo,
      branch: site.editor.branch,
    });
    expect(config).not.toHaveProperty('local_backend');
    expect(renderEditorConfig(config)).not.toMatch(/token|secret|client_secret/i);
  });

  it('edits the articles in a folder per language, with create, delete and a rich-text body', () => {
    expect(articles).toMatchObject({
      folder: 'src/content/blog',
      extension: 'md',
      format: 'frontmatter',
      create: true,
      delete: true,
      i18n: { structure: 'multiple_folders' },
    });
    expect(at(articleFields, 'body')).toMatchObject({ widget: 'richtext', i18n: true });
    expect(at(articleFields, 'date')).toMatchObject({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', i18n: 'duplicate' });
    expect(at(articleFields, 'hero.src')).toMatchObject({ public_folder: '../../../assets/uploads' });
  });

  it('edits her projects the same way, each with its address, its kind named in French, and a testimonial or a case study naming one by its title', () => {
    expect(projectFolder).toMatchObject({
      folder: 'src/content/projects',
      extension: 'md',
      format: 'frontmatter',
      create: true,
      delete: true,
      label_singular: 'Réalisation',
      preview_path: '/{{locale}}/realisations/{{slug}}',
      i18n: { structure: 'multiple_folders' },
    });
    expect(at(projectFields, 'body')).toMatchObject({ widget: 'richtext', i18n: true });
    expect(at(projectFields, 'year')).toMatchObject({ widget: 'number', value_type: 'int', i18n: 'duplicate' });
    expect(at(projectFields, 'example')).toMatchObject({ widget: 'boolean', i18n: 'duplicate' });
    expect(at(projectFields, 'before.src')).toMatchObject({ widget: 'image', public_folder: '../../../assets/uploads' });
    expect(at(projectFields, 'before.alt')).toMatchObject({ i18n: true });
    expect(at(projectFields, 'kind')?.options).toEqual(projectKindIds.map((id) => ({ label: expect.any(String), value: id })));
    // A project is chosen by its French title, among the projects there are.
    const french = projects.filter((project) => project.lang === 'fr');
    const choices = french.map((project) => ({ label: project.title, value: project.slug }));
    expect(at(fieldsOfPage('testimonials'), 'items.realisation')).toMatchObject({ widget: 'select', required: false, options: choices });
    expect(at(articleFields, 'realisation')).toMatchObject({ widget: 'select', required: false, options: choices });
  });

  function at(fields: Field[], path: string) {
    return fieldAt(fields, path.split('.')) as Record<string, unknown> | undefined;
  }
});

/** For each rule (`collection:path`), how a valid file's data breaks it. */
const breakers: Record<string, (data: Record<string, any>) => void> = {
  'site:book.isbn': (data) => {
    data.book.isbn = '978-2-87009-999-4';
  },
  'site:legal.enterpriseNumber': (data) => {
    data.legal.enterpriseNumber = 'BE 0123.456.748';
  },
  'site:contact.phoneDisplay': (data) => {
    data.contact.phoneDisplay = '+32 47O 12 34 56';
  },
  'site:contact.phoneDigits': (data) => {
    data.contact.phoneDigits = '32470123456';
  },
  'formation:plans.items': (data) => {
    data.plans.items[1].id = data.plans.items[0].id;
  },
  'formation:plans.items.0.seats': (data) => {
    data.plans.items[0].seats = { left: 13, total: 12 };
  },
  'formation:resources.items.0.link': (data) => {
    delete data.resources.items[0].link.external;
    delete data.resources.items[0].link.page;
  },
  'accompagnements:paths.cards': (data) => {
    [data.paths.cards[0].link, data.paths.cards[1].link] = [data.paths.cards[1].link, data.paths.cards[0].link];
  },
  'ateliers:small.items': (data) => {
    data.small.items[0].duration.minutes = 300;
  },
  'ateliers:large.items': (data) => {
    data.large.items[0].duration.minutes = 90;
  },
  'blog:categories.items': (data) => {
    data.categories.items[1].id = data.categories.items[0].id;
  },
  'confidentialite:sections.items.1.id': (data) => {
    data.sections.items[1].id = data.sections.items[0].id;
  },
  'cgv:articles.items.1.id': (data) => {
    data.articles.items[1].id = data.articles.items[0].id;
  },
  'mentionsLegales:articles.1.id': (data) => {
    data.articles[1].id = data.articles[0].id;
  },
  'accessibilite:sections.1.id': (data) => {
    data.sections[1].id = data.sections[0].id;
  },
  'cgv:articles.items.0.content.0.text': (data) => {
    data.articles.items[0].content[0].text = 'Le cabinet {marque}.';
  },
  'confidentialite:sections.items.0.content.0.text': (data) => {
    data.sections.items[0].content[0].text = 'Écrivez à {courriel}.';
  },
  'mentionsLegales:articles.0.content.0.text': (data) => {
    data.articles[0].content[0].text = 'Éditeur : {nom}.';
  },
  'accessibilite:sections.0.content.0.text': (data) => {
    data.sections[0].content[0].text = 'Contact : {mail}.';
  },
};

describe('the rules that compare fields', () => {
  it.each(crossFieldRules.map((rule) => [`${rule.collection}:${rule.path.join('.')}`, rule] as const))(
    '%s: the editor finds it broken exactly when the schema does, at that field',
    (key, rule) => {
      const descriptor = editorCollections.find((d) => d.name === rule.collection)!;
      const schema = descriptor.schema(editorImage);
      for (const file of yamlFiles(descriptor.path)) {
        const data = parse(readFileSync(join(root, file), 'utf8'));
        expect(schema.safeParse(data).success, `${file} is valid before`).toBe(true);
        expect(rule.holds(data), `${file}: the editor lets the valid file be saved`).toBe(true);
        expect(breakers[key], `a way to break ${key}`).toBeDefined();
        breakers[key]!(data);
        const result = schema.safeParse(data);
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(rule.path.join('.'));
        expect(rule.holds(data), `${file}: the editor refuses the broken file`).toBe(false);
      }
    },
  );

  it('are shown as help under their field, checked when saving', () => {
    for (const rule of crossFieldRules) {
      const hint = (fieldAt(fieldsOfPage(rule.collection), rule.path) as { hint?: string } | undefined)?.hint;
      expect(hint, rule.path.join('.')).toContain(`Vérifié à l’enregistrement\u202f: ${rule.rule}`);
    }
  });
});

describe('the editor’s own files', () => {
  it('page: French, not indexed, every script from our origin', () => {
    const html = renderEditorPage('/admin');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<link href="/admin/config.yml" type="application/yaml" rel="cms-config-url">');
    expect([...html.matchAll(/src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/admin/ui-language.js',
      '/admin/sveltia/index.js',
      '/admin/save-checks.js',
      '/admin/upload-checks.js',
    ]);
    expect(dirname('/admin/x')).toBe('/admin');
  });
});

describe('the editor speaks French to the owner', () => {
  it('is titled with the practice’s name and logo, and offers no stock photos', () => {
    expect(config.app_title).toMatch(/^Atelier Habitat/);
    expect(config.logo).toEqual({ src: '/favicon.svg' });
    expect(config.media_libraries).toMatchObject({ stock_assets: false });
  });

  it('saves online as drafts, each with its pages’ links in both languages', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.i18n).toMatchObject({ omit_default_locale_from_preview_path: true });
    const formationFile = pageFiles.find((file) => file.name === 'formation');
    expect(formationFile?.preview_path).toBe('/{{locale}}/formation');
    expect(pageFiles.find((file) => file.name === 'home')?.preview_path).toBe('/{{locale}}/');
    expect(articles && 'preview_path' in articles ? articles.preview_path : undefined).toBe('/{{locale}}/blog/{{slug}}');
    // No fixed address: the links follow the editor's own (the local site, a deploy preview, the live site).
    expect(config.site_url).toBeUndefined();
  });
});
