/**
 * Rewrites every content file in the form the editor (Sveltia CMS) writes it, so that a save in the
 * editor shows only the owner's change in git: `npm run normalise`.
 *
 * The editor's form (Sveltia CMS 0.221.1, src/lib/services/contents/file/format.js and
 * draft/save/serialize.js and changes.js):
 * - keys in the order of the fields, which the editor's configuration takes from the schemas: so
 *   here, the order of each Zod object's shape; a key no field knows comes after;
 * - every string trimmed; no comments;
 * - YAML written by the `yaml` package: `stringify(data, null, { indent: 2, indentSeq: true,
 *   lineWidth: 0, defaultKeyType: 'PLAIN', defaultStringType: 'QUOTE_DOUBLE', singleQuote: false })`,
 *   trimmed, with one final newline: what the editor does with `output.yaml` set to
 *   `{ indent_size: 2, indent_sequences: true, quote: 'double' }` (`editorYamlOutput` below);
 * - a Markdown file as `---\n<front matter>\n---\n\n<body>\n`, the body trimmed.
 *
 * `--check` only lists the files not in that form (and exits 1 when there is one).
 *
 * Besides, a rewrite brings French files to the brand's words (`frenchHouseWords`): it is not part
 * of the normal form, so `--check` and the normal-form test ignore it, and a save in the editor
 * is never out of form for it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { z } from 'astro/zod';
import { parse, stringify, type ToStringOptions } from 'yaml';
import { blogArticleSchema } from '../src/content/schemas/blog-article.ts';
import { projectSchema } from '../src/content/schemas/project.ts';
import { pageSchemas, type PageCollection } from '../src/content/schemas/index.ts';
import type { ImageHelper } from '../src/content/schemas/shared.ts';
import { siteSchema } from '../src/content/schemas/site.ts';
import { editorYamlOutput } from '../src/config/editor.ts';
import { uiSchema } from '../src/content/schemas/ui.ts';

export { editorYamlOutput };

/** What Sveltia CMS passes to the `yaml` package for an `output.yaml` setting (its formatYAML, 0.221.1). */
export function sveltiaYamlOptions(output: {
  indent_size?: number;
  indent_sequences?: boolean;
  quote?: 'none' | 'single' | 'double';
}): ToStringOptions {
  const { indent_size: indent = 2, indent_sequences: indentSeq = true, quote = 'none' } = output;
  return {
    indent,
    indentSeq,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: quote === 'double' ? 'QUOTE_DOUBLE' : quote === 'single' ? 'QUOTE_SINGLE' : 'PLAIN',
    singleQuote: quote !== 'double',
  };
}

export const yamlOptions = sveltiaYamlOptions(editorYamlOutput);

/** An image field's value is the relative path the file holds: a string, as far as order goes. */
const pathImage = (() => z.string()) as unknown as ImageHelper;

type Schema = z.core.$ZodType;

/** The schema inside optional, nullable, default, pipe and readonly wrappers. */
function unwrap(schema: Schema): Schema {
  const def = schema._zod.def as { type: string; innerType?: Schema; in?: Schema };
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** The value with its keys in the schema's field order, strings trimmed, undefined dropped. */
export function inSchemaOrder(value: unknown, schema: Schema | undefined): unknown {
  if (typeof value === 'string') return value.trim();
  const inner = schema ? unwrap(schema) : undefined;
  const def = inner?._zod.def as
    | {
        type: string;
        shape?: Record<string, Schema>;
        element?: Schema;
        items?: Schema[];
        rest?: Schema;
        options?: Schema[];
        valueType?: Schema;
      }
    | undefined;
  if (def?.type === 'union' && def.options) {
    const option = def.options.find((candidate) => z.safeParse(candidate, value).success) ?? def.options[0];
    return inSchemaOrder(value, option);
  }
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      inSchemaOrder(item, def?.type === 'array' ? def.element : def?.type === 'tuple' ? (def.items?.[index] ?? def.rest) : undefined),
    );
  }
  if (isPlainObject(value)) {
    const shape = def?.type === 'object' ? (def.shape ?? {}) : {};
    // A checkbox always has a state: the editor writes an unticked one as `false`, so the file does too.
    const isCheckbox = (key: string) => shape[key] !== undefined && unwrap(shape[key]!)._zod.def.type === 'boolean';
    const known = Object.keys(shape).filter((key) => key in value || isCheckbox(key));
    const others = Object.keys(value).filter((key) => !(key in shape));
    const ordered: Record<string, unknown> = {};
    for (const key of [...known, ...others]) {
      const item = value[key] ?? (isCheckbox(key) ? false : undefined);
      if (item === undefined) continue;
      ordered[key] = inSchemaOrder(item, shape[key] ?? (def?.type === 'record' ? def.valueType : undefined));
    }
    return ordered;
  }
  return value;
}

/** A YAML document in the editor's form. */
export function formatYaml(data: unknown): string {
  return `${stringify(data, null, yamlOptions).trim()}\n`;
}

/**
 * Emphasis as the editor's rich-text editor writes it back: `_word_`, not `*word*` (bold, `**`,
 * stays). Otherwise the first save of an article rewrites its body in both languages.
 */
const STAR_EMPHASIS = /(?<![*\w])\*(?![*\s])([^*\n]+?)(?<![\s*])\*(?!\*)/g;

/** A Markdown file in the editor's form: front matter, a blank line, the body. */
export function formatMarkdown(frontMatter: unknown, body: string): string {
  const text = body.trim().replace(STAR_EMPHASIS, '_$1_');
  return `---\n${formatYaml(frontMatter).trim()}\n---\n${text ? `\n${text}\n` : ''}`;
}

/** Splits a Markdown file as the editor does: the block between the first two `---` lines, then the body. */
export function splitMarkdown(text: string): { head: string; body: string } {
  const match = text
    .trim()
    .replace(/\r\n?/g, '\n')
    .match(/^---\n([\s\S]*?)\n---(?:\n([\s\S]*))?$/);
  if (!match) throw new Error('no front matter between two --- lines');
  return { head: match[1] ?? '', body: match[2] ?? '' };
}

/** A content file and the schema its data follows. */
export interface ContentFile {
  /** Relative to the project, with forward slashes. */
  file: string;
  schema: Schema;
  markdown: boolean;
}

/** Every content file the editor writes: pages, the practice's data, the interface words, the articles and projects. */
export function contentFiles(root = process.cwd()): ContentFile[] {
  const content = resolve(root, 'src/content');
  const rel = (path: string) => relative(root, path).split('\\').join('/');
  const files: ContentFile[] = [];
  for (const [collection, schema] of Object.entries(pageSchemas) as [PageCollection, (typeof pageSchemas)[PageCollection]][]) {
    for (const lang of ['fr', 'en'])
      files.push({ file: rel(join(content, collection, `${lang}.yaml`)), schema: schema(pathImage), markdown: false });
  }
  files.push({ file: rel(join(content, 'site', 'site.yaml')), schema: siteSchema, markdown: false });
  for (const lang of ['fr', 'en']) files.push({ file: rel(join(content, 'ui', `${lang}.yaml`)), schema: uiSchema, markdown: false });
  for (const [collection, schema] of [
    ['blog', blogArticleSchema],
    ['projects', projectSchema],
  ] as const) {
    for (const lang of ['fr', 'en']) {
      const folder = join(content, collection, lang);
      for (const name of readdirSync(folder)
        .filter((entry) => entry.endsWith('.md'))
        .sort()) {
        files.push({ file: rel(join(folder, name)), schema: schema(pathImage), markdown: true });
      }
    }
  }
  return files;
}

/** The file's text in the editor's form. */
export function normalForm(text: string, { schema, markdown }: Pick<ContentFile, 'schema' | 'markdown'>): string {
  if (!markdown) return formatYaml(inSchemaOrder(parse(text), schema));
  const { head, body } = splitMarkdown(text);
  return formatMarkdown(inSchemaOrder(parse(head) ?? {}, schema), body);
}

/** "HT" as a word: the French abbreviation for "excluding VAT" the brand does not use. */
const HT = /(?<![\p{L}\p{N}])HT(?![\p{L}\p{N}])/gu;

/**
 * A French text in the brand's words (docs/decisions/006): "HTVA", the Belgian abbreviation, where
 * "HT" was written. The site shows HTVA whatever a file says (src/lib/typography.ts); this brings
 * the files, and so what the editor shows the owner, in line with it.
 */
export function frenchHouseWords(text: string): string {
  return text.replace(HT, 'HTVA');
}

/** Whether a content file is written in French (its words follow `frenchHouseWords`). */
export const isFrenchFile = (file: string) => /\/fr\.yaml$|\/(blog|projects)\/fr\//.test(file);

/** Every string of a parsed file in the brand's words. */
function inHouseWords(value: unknown): unknown {
  if (typeof value === 'string') return frenchHouseWords(value);
  if (Array.isArray(value)) return value.map(inHouseWords);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inHouseWords(item)]));
  return value;
}

/** A French file's text in the brand's words, still in the editor's form. */
export function withFrenchHouseWords(normal: string, { markdown }: Pick<ContentFile, 'markdown'>): string {
  if (!markdown) return formatYaml(inHouseWords(parse(normal)));
  const { head, body } = splitMarkdown(normal);
  return formatMarkdown(inHouseWords(parse(head) ?? {}), frenchHouseWords(body));
}

/**
 * Normalises every content file, French ones in the brand's words too; returns the files that were
 * not in normal form (and, unless `check`, rewrites every file that changes).
 */
export function normaliseContent({ root = process.cwd(), check = false } = {}): string[] {
  const changed: string[] = [];
  for (const entry of contentFiles(root)) {
    const path = resolve(root, entry.file);
    const text = readFileSync(path, 'utf8');
    const inForm = normalForm(text, entry);
    const normal = check || !isFrenchFile(entry.file) ? inForm : withFrenchHouseWords(inForm, entry);
    if (normal === text) continue;
    changed.push(entry.file);
    if (!check) writeFileSync(path, normal);
  }
  return changed;
}

if (import.meta.main) {
  const check = process.argv.includes('--check');
  const changed = normaliseContent({ check });
  if (check) {
    for (const file of changed) console.log(`not in the editor's form: ${file}`);
    console.log(
      changed.length ? `${changed.length} file(s) to normalise: run npm run normalise` : 'every content file is in the editor’s form',
    );
    process.exitCode = changed.length ? 1 : 0;
  } else {
    for (const file of changed) console.log(`normalised ${file}`);
    console.log(`${changed.length} file(s) rewritten`);
  }
}
