/**
 * The owner's content files as she wrote them (src/content/<page>/<lang>.yaml), for tests that
 * compare a page with its content: read the expected value here rather than copying today's
 * words, so that the test survives her edits and still fails when the page does not show them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'astro/zod';
import type { PageCollection, pageSchemas } from '../src/content/schemas';
import type { Locale } from '../src/i18n/locales';

/** A page's content as its file holds it (pictures as paths), typed by its schema. */
export type PageContent<Page extends PageCollection> = z.input<ReturnType<(typeof pageSchemas)[Page]>>;

export function pageContent<Page extends PageCollection>(page: Page, lang: Locale): PageContent<Page> {
  return parse(readFileSync(resolve(import.meta.dirname, '../src/content', page, `${lang}.yaml`), 'utf8')) as PageContent<Page>;
}

/**
 * A pattern for `text` as a page shows it once typeset (src/lib/typography.ts): any space may be a
 * no-break one, a hyphen may carry a word joiner, an apostrophe may be curly. The whole text of
 * an element, or (`{ within: true }`) a part of it.
 */
export function shownAs(text: string, { within = false } = {}): RegExp {
  const pattern = text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/[ \u00a0\u202f]+/g, '[\\s\\u00a0\\u202f]+')
    .replace(/-/g, '-\\u2060?')
    .replace(/['’]/g, "['’]");
  return new RegExp(within ? pattern : `^\\s*${pattern}\\s*$`);
}
