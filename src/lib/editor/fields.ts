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
 * choices become the editor's own checks; the rules that compare fields are listed in
 * cross-field-rules.ts and checked when she saves (save-checks.ts).
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
  /** `false` after `prefixItems`: a tuple has no items beyond its fixed ones. */
  items?: JsonSchema | false;
  /** The items of a tuple (`z.tuple()`), one schema per position. */
  prefixItems?: JsonSchema[];
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
  /** The French name of each choice, from the schema's `.meta({ 'x-labels': … })`. */
  'x-labels'?: Record<string, string>;
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
  /**
   * The French names of a choice list's values when the schema gives none: the first of these
   * name lists that names every value (pages, icons, categories, external addresses).
   */
  choiceNames?: readonly Readonly<Record<string, string>>[];
}

/** What a choice list shows for each value: its French name, so the owner never reads a code word. */
function choiceOptions(values: readonly string[], schema: JsonSchema, options: FieldOptions) {
  const names = schema['x-labels'] ?? options.choiceNames?.find((list) => values.every((value) => value in list));
  return values.map((value) => (names?.[value] ? { label: names[value], value } : value));
}

/** Keys whose text runs to several sentences: a multi-line box rather than a one-line input. */
const longTextKeys = new Set([
  'description',
  'intro',
  'answer',
  'text',
  'paragraphs',
  'quote',
  'content',
  'bio',
  'message',
  'note',
  'body',
  'summary',
  'lead',
  'features',
]);

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;
/** The finest decimal a number of the content takes: the cent of a price. */
const SMALLEST_FRACTION = 0.01;

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
  if (choices.length && variants.every((variant) => variant.enum || variant.const !== undefined))
    return { ...rest, type: 'string', enum: choices };
  // A text or a date as YAML may read it, and the like: the first variant that says what it is.
  return { ...rest, ...(variants.find((variant) => variant.type) ?? {}) };
}

/**
 * The one schema of a list's items. A tuple (`formatMm: [142, 225]`) has one per position and no
 * `items`: read as a list of text, its numbers came back as strings and failed the build.
 */
function itemsOf(schema: JsonSchema): JsonSchema {
  if (schema.items) return schema.items;
  const [first, ...others] = schema.prefixItems ?? [];
  if (!first) return {};
  if (others.some((other) => JSON.stringify(other) !== JSON.stringify(first))) {
    throw new Error('editor: a tuple whose positions differ in type has no list field; make it an object with named fields');
  }
  return first;
}

/** The subfields that say best which item is which, in order of preference. */
const summaryKeys = ['question', 'title', 'name', 'label', 'heading', 'term', 'quote', 'text', 'alt'];

/**
 * What a folded list item shows: its question, title or name (`{{fields.title}}`), else its first
 * text or choice. Undefined when the item has nothing that reads as words.
 */
export function summaryOf(fields: readonly Field[]): string | undefined {
  const readable = (field: Field) => ['string', 'text', 'select'].includes(field.widget ?? 'string');
  const byKey = summaryKeys.map((key) => fields.find((field) => field.name === key && readable(field))).find(Boolean);
  const chosen = byKey ?? fields.find(readable);
  if (chosen) return `{{fields.${chosen.name}}}`;
  // An item whose words sit one level down (a link's label, a picture's alt text).
  for (const field of fields) {
    if (field.widget !== 'object' || !('fields' in field) || !field.fields) continue;
    const inner = summaryOf(field.fields);
    if (inner) return inner.replace('{{fields.', `{{fields.${field.name}.`);
  }
  return undefined;
}

/**
 * Whether a field holds words of the page's language (edited per language) rather than only shared
 * values: a text, or an object or list with a text somewhere inside.
 */
export function holdsWords(field: Field): boolean {
  if (field.i18n === true) return true;
  if ('fields' in field && field.fields) return field.fields.some(holdsWords);
  if ('field' in field && field.field) return holdsWords(field.field);
  return false;
}

/** The i18n of an object: translated when a field inside holds words, otherwise its value is shared by both languages. */
function objectI18n(children: readonly Field[]): true | 'duplicate' {
  return children.some(holdsWords) ? true : 'duplicate';
}

/**
 * The i18n of every list: `duplicate`. Both languages hold the same items in the same order (the
 * parity test of the content requires it), so an item added, removed or moved in the French pane
 * is added, removed or moved in the English one too, by the editor itself (Sveltia 0.221 applies
 * a list change to every language when the list is `duplicate`); the texts inside each item keep
 * their own `i18n: true` and are written per language. The English pane cannot add or move items
 * (its "Ajouter" is greyed out): the list's help says so.
 */
const LIST_I18N = 'duplicate';

/** The help of a list whose items hold words: where its items are added, and where they are translated. */
export const LIST_IN_STEP =
  'Ajoutez, retirez et déplacez les éléments dans le volet français\u202f: le volet anglais suit, où vous écrivez leurs textes en anglais.';

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
      hint: [
        schema.description,
        `JPEG, PNG, WebP ou AVIF, ${Math.round(options.maxFileSize / 1024 / 1024)}\u202fMo au plus\u202f: l’éditeur la réduit et retire ses données (appareil, position GPS) avant de l’enregistrer.`,
        'Après avoir changé l’image, mettez à jour son texte alternatif, en français et en anglais.',
      ]
        .filter(Boolean)
        .join(' '),
    };
  }
  if (schema[MARK] === 'date' || schema.format === 'date') {
    return { ...common, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', i18n: 'duplicate' };
  }
  const choices = schema.enum ?? (schema.const === undefined ? undefined : [schema.const]);
  if (choices) {
    return { ...common, widget: 'select', options: choiceOptions(choices.map(String), schema, options), i18n: 'duplicate' };
  }
  switch (schema.type) {
    case 'boolean':
      return {
        ...common,
        widget: 'boolean',
        i18n: 'duplicate',
        ...(typeof schema.default === 'boolean' ? { default: schema.default } : {}),
      };
    case 'number':
    case 'integer': {
      // The editor's bounds are inclusive: an exclusive one moves by the smallest step the value
      // takes (one for a count, a cent for a price), so that a price of 0 is refused before saving.
      const step = schema.type === 'integer' ? 1 : SMALLEST_FRACTION;
      const min = schema.exclusiveMinimum === undefined ? schema.minimum : schema.exclusiveMinimum + step;
      const max = schema.exclusiveMaximum === undefined ? schema.maximum : schema.exclusiveMaximum - step;
      return {
        ...common,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        i18n: 'duplicate',
        ...(min === undefined ? {} : { min }),
        ...(max === undefined || max >= SAFE_INTEGER ? {} : { max }),
      };
    }
    case 'object': {
      const fields = fieldsOf(schema, options);
      return { ...common, widget: 'object', fields, i18n: objectI18n(fields) };
    }
    case 'array': {
      const items = resolve(itemsOf(schema));
      const counts = {
        ...(schema.minItems ? { min: schema.minItems } : {}),
        ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
      };
      const fixed = schema.minItems !== undefined && schema.minItems === schema.maxItems;
      const withHint = (children: readonly Field[]) => {
        const hint = [
          common.hint,
          // "Ajouter" is greyed out on a list of fixed length: the help says why.
          fixed ? 'Le bouton «\u202fAjouter\u202f» est grisé\u202f: la page est composée pour ce nombre d’éléments.' : undefined,
          children.some(holdsWords) ? LIST_IN_STEP : undefined,
        ].filter(Boolean);
        return hint.length ? { hint: hint.join(' ') } : {};
      };
      if (items.type === 'object') {
        const fields = fieldsOf(items, options);
        const summary = summaryOf(fields);
        return { ...common, ...withHint(fields), widget: 'list', fields, ...(summary ? { summary } : {}), ...counts, i18n: LIST_I18N };
      }
      // An item of plain values takes the list's own label ("Contenu de la formule"), not its key.
      const title = items.title ?? schema.title;
      const field = fieldFor(key, title === undefined ? items : { ...items, title }, true, options);
      return { ...common, ...withHint([field]), widget: 'list', field, ...counts, i18n: LIST_I18N };
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
