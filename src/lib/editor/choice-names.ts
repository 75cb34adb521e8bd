/**
 * French names for the values of choice lists, found where the owner already wrote or reads them,
 * so that no list of names is kept twice: the external addresses by their field's title in the
 * practice's data ("Quiz"), the blog's categories by the name the blog page gives them.
 */
import type { z } from 'astro/zod';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { defaultLocale } from '../../i18n/locales';
import { jsonSchemaOf } from './fields';

/** Each property of an object of `schema` (at `key`) → its French title. */
export function titlesOf(schema: z.ZodType, key: string): Record<string, string> {
  const properties = jsonSchemaOf(schema).properties?.[key]?.properties ?? {};
  return Object.fromEntries(Object.entries(properties).flatMap(([name, property]) => (property.title ? [[name, property.title]] : [])));
}

/** Each blog category id → its French name, as the blog page's content names it. */
export function blogCategoryNames(root = process.cwd()): Record<string, string> {
  const blog = parse(readFileSync(join(root, `src/content/blog/${defaultLocale}.yaml`), 'utf8')) as {
    categories?: { items?: { id: string; name?: string }[] };
  };
  return Object.fromEntries((blog.categories?.items ?? []).flatMap((item) => (item.name ? [[item.id, item.name]] : [])));
}
