/**
 * Finds the provisional content of a file (content/schemas/provisional.ts): every field its schema
 * marks as provisional that still holds its stand-in, with the field's French label as the editor
 * shows it. It walks the schema and the file's data side by side, so a list's items are each looked
 * at, and it reads the data as the file holds it: it checks nothing else (the build does).
 */
import { z } from 'astro/zod';
import { provisionalFields } from '../../content/schemas/provisional';

export interface ProvisionalValue {
  /** The field's path in the file: `['book', 'isbn']`, list positions as numbers. */
  path: (string | number)[];
  /** The field's French labels from the file's top down, as the editor shows them: `['Livre', 'ISBN']`. */
  labels: string[];
  /** The stand-in value, as text (a ticked box: `coché`). */
  value: string;
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const titleOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.title;

/** The schema inside wrappers that do not change the data's shape (optional, default, pipe…). */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'].includes(def.type))
    return unwrap(def['innerType'] as z.ZodType);
  if (def.type === 'pipe') return unwrap(def['in'] as z.ZodType);
  if (def.type === 'lazy') return unwrap((def['getter'] as () => z.ZodType)());
  return schema;
}

/** The value as the owner reads it: a ticked box is « coché ». */
const asText = (value: unknown) => (typeof value === 'string' ? value : value === true ? 'coché' : JSON.stringify(value));

/** Every provisional value of `data` (a file's content) under `schema`. */
export function provisionalValues(
  schema: z.ZodType,
  data: unknown,
  path: (string | number)[] = [],
  labels: string[] = [],
): ProvisionalValue[] {
  const mark = provisionalFields.get(schema);
  if (mark) return data !== undefined && mark.isPlaceholder(data) ? [{ path, labels, value: asText(data) }] : [];
  const inner = unwrap(schema);
  if (inner !== schema) return provisionalValues(inner, data, path, labels);
  const def = defOf(schema);
  if (def.type === 'object' && data && typeof data === 'object' && !Array.isArray(data)) {
    return Object.entries(def['shape'] as Record<string, z.ZodType>).flatMap(([key, field]) =>
      provisionalValues(
        field,
        (data as Record<string, unknown>)[key],
        [...path, key],
        [...labels, titleOf(field) ?? titleOf(unwrap(field)) ?? key],
      ),
    );
  }
  if ((def.type === 'array' || def.type === 'tuple') && Array.isArray(data)) {
    const itemSchema = (index: number) => (def.type === 'array' ? (def['element'] as z.ZodType) : (def['items'] as z.ZodType[])[index]);
    return data.flatMap((item, index) => {
      const element = itemSchema(index);
      return element ? provisionalValues(element, item, [...path, index], [...labels, `n°\u00a0${index + 1}`]) : [];
    });
  }
  if (def.type === 'union') {
    // The first shape that finds something: the data has one shape, and the others see nothing in it.
    for (const option of def['options'] as z.ZodType[]) {
      const found = provisionalValues(option, data, path, labels);
      if (found.length) return found;
    }
  }
  return [];
}
