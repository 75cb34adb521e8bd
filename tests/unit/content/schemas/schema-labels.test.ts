/**
 * The owner's editor labels every field from the schemas themselves (`.meta({ title, description })`,
 * read through Zod's JSON Schema). Every property of every page schema and of the blog article's
 * front matter must carry a French title, wherever the property sits (inside lists, unions, optional
 * or refined fields), and the labels follow French typography.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'astro/zod';
import { isNode, parseDocument, visit } from 'yaml';
import { describe, expect, it } from 'vitest';
import { pageSchemas, type PageCollection } from '../../../../src/content/schemas';
import { blogArticleSchema } from '../../../../src/content/schemas/blog-article';
import type { ImageHelper } from '../../../../src/content/schemas/shared';

/** Stands in for Astro's image(): a path, as the editor sees it. */
const anyImage = (() => z.string()) as unknown as ImageHelper;

type JsonSchema = {
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Every labelled node of a JSON Schema, with its path; a property without a title is reported with `title: undefined`. */
function labels(node: JsonSchema, path: string, out: { path: string; title: string | undefined; description: string | undefined }[] = []) {
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const childPath = path ? `${path}.${key}` : key;
    out.push({ path: childPath, title: child.title, description: child.description });
    labels(child, childPath, out);
  }
  const items = [node.items ?? [], node.prefixItems ?? []].flat();
  for (const item of items) labels(item, `${path}[]`, out);
  if (typeof node.additionalProperties === 'object') labels(node.additionalProperties, `${path}{}`, out);
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) labels(branch, path, out);
  return out;
}

/** The paths of the properties that have no title. */
const untitled = (schema: z.ZodType) =>
  labels(jsonSchemaOf(schema), '')
    .filter((label) => !label.title?.trim())
    .map((label) => label.path);

/** French typography: a narrow no-break space before « : ; ? ! » and inside guillemets, never a plain one. */
const typographyErrors = (text: string) =>
  [/ [:;?!»]/, /« /, /[^\s\u202f\u00a0][;?!»]/, /[^\s\u202f\u00a0/:]:(?![/\d])/, /«[^\s\u202f\u00a0]/]
    .filter((pattern) => pattern.test(text))
    .map((pattern) => `${JSON.stringify(text)} breaks ${pattern}`);

const schemas: [string, z.ZodType][] = [
  ...(Object.keys(pageSchemas) as PageCollection[]).map((page): [string, z.ZodType] => [page, pageSchemas[page](anyImage)]),
  ['blogArticle', blogArticleSchema(anyImage)],
];

/**
 * Every object schema a file of src/content/schemas exports by itself (shared pieces, and any schema
 * added later, such as the site's data or the interface words): its fields are labelled too.
 */
const schemaDir = resolve(import.meta.dirname, '../../../../src/content/schemas');
const exportedObjects: [string, z.ZodType][] = [];
for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.ts'))) {
  const module: Record<string, unknown> = await import(resolve(schemaDir, file));
  for (const [name, value] of Object.entries(module)) {
    if (value instanceof z.ZodObject) exportedObjects.push([`${file}: ${name}`, value]);
  }
}

describe('exported object schemas', () => {
  it('are found', () => {
    expect(exportedObjects.map(([name]) => name)).toContain('shared.ts: metaSchema');
  });

  it.each(exportedObjects)('%s gives every field a title', (_name, schema) => {
    expect(untitled(schema)).toEqual([]);
  });
});

describe.each(schemas)('labels of the schema "%s"', (_name, schema) => {
  it('give every field a title', () => {
    expect(untitled(schema)).toEqual([]);
  });

  it('give the whole page a title', () => {
    expect(jsonSchemaOf(schema).title?.trim()).toBeTruthy();
  });

  it('are in sentence case, descriptions are sentences, and French spacing is kept', () => {
    const problems: string[] = [];
    const all = [
      { path: '(page)', title: jsonSchemaOf(schema).title, description: jsonSchemaOf(schema).description },
      ...labels(jsonSchemaOf(schema), ''),
    ];
    for (const { path, title, description } of all) {
      if (title && !/^[A-ZÀ-Ý«0-9]/.test(title)) problems.push(`${path}: title "${title}" starts with a lower-case letter`);
      if (title && /[.]$/.test(title)) problems.push(`${path}: title "${title}" ends with a full stop`);
      if (description !== undefined && !/^[A-ZÀ-Ý«0-9]/.test(description))
        problems.push(`${path}: description starts with a lower-case letter`);
      if (description !== undefined && !/[.)…]$/.test(description))
        problems.push(`${path}: description "${description}" does not end a sentence`);
      for (const text of [title, description]) if (text) problems.push(...typographyErrors(text).map((error) => `${path}: ${error}`));
    }
    expect(problems).toEqual([]);
  });
});

/** The comments of a YAML text: the document's and every node's, before, beside or after it. */
function yamlComments(text: string): string[] {
  const document = parseDocument(text);
  const comments: (string | null | undefined)[] = [document.commentBefore, document.comment];
  visit(document, (_key, node) => {
    if (isNode(node)) comments.push(node.commentBefore, node.comment);
  });
  return comments.filter((comment): comment is string => Boolean(comment?.trim()));
}

describe('content files', () => {
  const contentDir = resolve(import.meta.dirname, '../../../../src/content');
  const yamlFiles = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.yaml'));

  it('hold no comment: the editor drops them on save, so notes for the owner live in the schemas', () => {
    expect(yamlFiles.length).toBeGreaterThan(30);
    const commented = yamlFiles.filter((file) => yamlComments(readFileSync(resolve(contentDir, file), 'utf8')).length > 0);
    expect(commented).toEqual([]);
  });

  it('(the comment finder sees comments at the top, beside a value and inside a list)', () => {
    expect(yamlComments('# top\na: 1\n')).not.toEqual([]);
    expect(yamlComments('a: 1 # beside\n')).not.toEqual([]);
    expect(yamlComments('a:\n  # inside\n  - b\n')).not.toEqual([]);
    expect(yamlComments('a: "# not a comment"\nb: |\n  # nor this\n')).toEqual([]);
  });
});

describe('the label check itself', () => {
  it('names the path of a field without a title, inside lists, unions and optional fields', () => {
    const schema = z
      .object({
        ok: z.string().meta({ title: 'Titre' }),
        missing: z.string(),
        list: z.array(z.object({ inner: z.number() })).meta({ title: 'Liste' }),
        choice: z.union([z.object({ a: z.string() }), z.object({ b: z.string().meta({ title: 'B' }) })]).meta({ title: 'Choix' }),
        maybe: z
          .object({ deep: z.boolean().default(true) })
          .optional()
          .meta({ title: 'Peut-être' }),
      })
      .meta({ title: 'Essai' });
    expect(untitled(schema)).toEqual(['missing', 'list[].inner', 'choice.a', 'maybe.deep']);
  });

  it('keeps a title given before .optional(), .default(), .refine() or after .extend()', () => {
    const base = z.object({ a: z.string().meta({ title: 'A' }) });
    const schema = z.object({
      optional: z.string().meta({ title: 'Facultatif' }).optional(),
      withDefault: z.boolean().meta({ title: 'Par défaut' }).default(true),
      refined: z
        .number()
        .meta({ title: 'Vérifié' })
        .refine((n) => n > 0),
      transformed: z
        .string()
        .transform((value) => value.length)
        .meta({ title: 'Transformé' }),
      extended: base.extend({ b: z.string().meta({ title: 'B' }) }).meta({ title: 'Étendu' }),
    });
    expect(untitled(schema)).toEqual([]);
  });

  it('refuses a plain space before a colon and guillemets without their spaces', () => {
    expect(typographyErrors('Prix : en euros')).not.toEqual([]);
    expect(typographyErrors('Le mot «Plus de»')).not.toEqual([]);
    expect(typographyErrors('Prix\u202f: en euros, « Plus de »')).not.toEqual([]);
    expect(typographyErrors('Prix\u202f: en euros, «\u202fPlus de\u202f»')).toEqual([]);
  });
});
