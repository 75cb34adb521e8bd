/**
 * Content parity: every page collection has a French and an English file, both valid against the
 * page's schema, and both of the same shape (same keys, same list lengths), so neither language
 * silently lacks a section, a card or a stat.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { pageSchemas, type PageCollection } from '../../../../src/content/schemas';
import type { ImageHelper } from '../../../../src/content/schemas/shared';
import { locales } from '../../../../src/i18n/locales';

const contentDir = resolve(import.meta.dirname, '../../../../src/content');
const fileOf = (collection: string, lang: string) => resolve(contentDir, collection, `${lang}.yaml`);

/** Stands in for Astro's image(): the path must name an existing file next to the YAML. */
const imageFrom = (file: string) =>
  (() =>
    z.string().refine((path) => existsSync(resolve(dirname(file), path)), { message: 'image file not found' })) as unknown as ImageHelper;

/** The shape of a value: its keys and list lengths, with the text left out. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    );
  return typeof value;
}

const collections = Object.keys(pageSchemas) as PageCollection[];

describe.each(collections)('content of page "%s"', (collection) => {
  it.each(locales)('has a valid %s file', (lang) => {
    const file = fileOf(collection, lang);
    expect(existsSync(file), `missing ${file}`).toBe(true);
    const result = pageSchemas[collection](imageFrom(file)).safeParse(parse(readFileSync(file, 'utf8')));
    expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`), file).toEqual([]);
  });

  it('has the same shape in French and English', () => {
    const [fr, en] = locales.map((lang) => parse(readFileSync(fileOf(collection, lang), 'utf8')));
    expect(shape(en)).toEqual(shape(fr));
  });
});

describe('page schemas', () => {
  it('reject a file with a missing field, naming the field', () => {
    const file = fileOf('home', 'fr');
    const data = parse(readFileSync(file, 'utf8'));
    delete data.hero.title;
    const result = pageSchemas.home(imageFrom(file)).safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('hero.title');
  });

  it('reject an icon that is not in the registry', () => {
    const file = fileOf('home', 'en');
    const data = parse(readFileSync(file, 'utf8'));
    data.services.cards[0].icon = 'no-such-icon';
    expect(pageSchemas.home(imageFrom(file)).safeParse(data).success).toBe(false);
  });
});
