/**
 * Turns a content schema into the editor's fields (Sveltia CMS), so that no one writes editor
 * fields by hand: the Zod schema goes through Zod 4's `z.toJSONSchema()`, and each property of the
 * JSON Schema becomes a field. What JSON Schema cannot say is marked on the way:
 * - a picture: the schema factories are called with `editorImage`, a stand-in for Astro's
 *   `image()` that yields a string marked `x-editor: image`;
 * - a date: `z.date()` has no JSON Schema; it is marked `x-editor: date`.
 *
 * Labels and help come from the schemas' `.meta({ title, description })` (French, for the owner);
 * a field without a title is labelled with its key. Required, lengths, patterns, ranges and
 * choices become the editor's own checks; the rules it cannot express are listed in
 * unchecked-rules.ts.
 */
import { z } from 'astro/zod';
import type { Field } from '@sveltia/cms';
import type { ImageHelper } from '../../content/schemas/shared';

/** The subset of JSON Schema that `z.toJSONSchema()` writes for our schemas. */
export interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  'x-editor'?: 'image' | 'date';
}

const MARK = 'x-editor';

/** Astro's `image()` as the editor sees it: a path to a picture, marked so it becomes an image field. */
export const editorImage = (() => z.string().meta({ [MARK]: 'image' })) as unknown as ImageHelper;

/** The JSON Schema of a content schema, as the editor reads it (what a file may contain, before transforms). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date') (jsonSchema as JsonSchema)[MARK] = 'date';
    },
  }) as JsonSchema;
}

/** Options for the fields of one collection: where its pictures go, as the content file must write them. */
export interface FieldOptions {
  /** Repository-absolute folder the upload is saved in: `/src/assets/uploads`. */
  mediaFolder: string;
  /** The same folder, relative to the content file, as Astro's `image()` resolves it: `../../assets/uploads`. */
  publicFolder: string;
  /** Largest upload, in bytes. */
  maxFileSize: number;
  /** Accepted MIME types. */
  accept: readonly string[];
}

/** Keys whose text runs to several sentences: a multi-line box rather than a one-line input. */
const longTextKeys = new Set(['description', 'intro', 'answer', 'text', 'paragraphs', 'quote', 'content', 'bio', 'message', 'note', 'body', 'summary', 'lead', 'features']);

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

/** An object built from a union of objects: every key of every variant, required only when every variant requires it. */
function mergeObjects(variants: JsonSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const variant of variants) Object.assign(properties, variant.properties);
  const required = Object.keys(properties).filter((key) => variants.every((variant) => variant.required?.includes(key)));
  return { type: 'object', properties, required };
}

/** Collapses `anyOf` into the one shape the editor edits. */
function resolve(schema: JsonSchema): JsonSchema {
  if (!schema.anyOf) return schema;
  const { anyOf, ...rest } = schema;
  const variants = anyOf.map(resolve);
  if (variants.some((variant) => variant[MARK] === 'date' || variant.format === 'date')) return { ...rest, type: 'string', [MARK]: 'date' };
  if (variants.every((variant) => variant.type === 'object')) return { ...rest, ...mergeObjects(variants) };
  const choices = variants.flatMap((variant) => variant.enum ?? (variant.const === undefined ? [] : [variant.const]));
  if (choices.length && variants.every((variant) => variant.enum || variant.const !== undefined)) return { ...rest, type: 'string', enum: choices };
  // A text or a date as YAML may read it, and the like: the first variant that says what it is.
  return { ...rest, ...(variants.find((variant) => variant.type) ?? {}) };
}

/** Whether a field holds words of the page's language (edited per language) rather than a shared value. */
export function isTranslated(field: Field): boolean {
  return field.i18n === true;
}

/** The i18n of a container: translated when any field inside is, otherwise its value is shared by both languages. */
function containerI18n(children: readonly Field[]): true | 'duplicate' {
  return children.some(isTranslated) ? true : 'duplicate';
}

function base(key: string, schema: JsonSchema, required: boolean) {
  return {
    name: key,
    label: schema.title ?? key,
    ...(schema.description ? { hint: schema.description } : {}),
    ...(required ? {} : { required: false }),
  };
}

function patternMessage(schema: JsonSchema): string {
  return schema.description ? `Format attendu : ${schema.description}` : 'Ce champ n’a pas le format attendu.';
}

/** The editor's field for one property of a schema. */
export function fieldFor(key: string, raw: JsonSchema, required: boolean, options: FieldOptions): Field {
  const schema = resolve(raw);
  const common = base(key, schema, required);

  if (schema[MARK] === 'image') {
    return {
      ...common,
      widget: 'image',
      i18n: 'duplicate',
      media_folder: `/${options.mediaFolder.replace(/^\/+/, '')}`,
      public_folder: options.publicFolder,
      accept: options.accept.join(','),
      choose_url: false,
      hint: [schema.description, `JPEG, PNG, WebP ou AVIF, ${Math.round(options.maxFileSize / 1024 / 1024)} Mo au plus.`].filter(Boolean).join(' '),
    };
  }
  if (schema[MARK] === 'date' || schema.format === 'date') {
    return { ...common, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', i18n: 'duplicate' };
  }
  const choices = schema.enum ?? (schema.const === undefined ? undefined : [schema.const]);
  if (choices) {
    return { ...common, widget: 'select', options: choices.map(String), i18n: 'duplicate' };
  }
  switch (schema.type) {
    case 'boolean':
      return { ...common, widget: 'boolean', i18n: 'duplicate', ...(typeof schema.default === 'boolean' ? { default: schema.default } : {}) };
    case 'number':
    case 'integer': {
      const min = schema.minimum ?? schema.exclusiveMinimum;
      const max = schema.maximum ?? schema.exclusiveMaximum;
      return {
        ...common,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        i18n: 'duplicate',
        ...(min === undefined ? {} : { min: schema.type === 'integer' && schema.exclusiveMinimum !== undefined ? min + 1 : min }),
        ...(max === undefined || max >= SAFE_INTEGER ? {} : { max }),
      };
    }
    case 'object': {
      const fields = fieldsOf(schema, options);
      return { ...common, widget: 'object', fields, i18n: containerI18n(fields) };
    }
    case 'array': {
      const items = resolve(schema.items ?? {});
      const counts = {
        ...(schema.minItems ? { min: schema.minItems } : {}),
        ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
      };
      if (items.type === 'object') {
        const fields = fieldsOf(items, options);
        return { ...common, widget: 'list', fields, ...counts, i18n: containerI18n(fields) };
      }
      // An item of plain values takes the list's own label ("Contenu de la formule"), not its key.
      const title = items.title ?? schema.title;
      const field = fieldFor(key, title === undefined ? items : { ...items, title }, true, options);
      return { ...common, widget: 'list', field, ...counts, i18n: containerI18n([field]) };
    }
    default: {
      const long = longTextKeys.has(key) || (schema.maxLength ?? 0) > 160;
      return {
        ...common,
        widget: long ? 'text' : 'string',
        // A text with a pattern is an id, an anchor or a time: the same in both languages.
        i18n: schema.pattern ? 'duplicate' : true,
        ...(schema.minLength && schema.minLength > 1 ? { minlength: schema.minLength } : {}),
        ...(schema.maxLength === undefined ? {} : { maxlength: schema.maxLength }),
        ...(schema.pattern ? { pattern: [schema.pattern, patternMessage(schema)] as [string, string] } : {}),
      };
    }
  }
}

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(schema: JsonSchema, options: FieldOptions): Field[] {
  const object = resolve(schema);
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([key, property]) => fieldFor(key, property, required.has(key), options));
}
