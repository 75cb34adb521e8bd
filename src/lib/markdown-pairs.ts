/**
 * Markdown entries written once per language and paired by file name (`<folder>/fr/<slug>.md` and
 * `<folder>/en/<slug>.md`): the blog's articles (lib/blog-articles.ts) and her projects
 * (lib/projects.ts). Read straight from disk with node:fs, because the route table lists them and
 * is iterated by the Astro build, by Vitest and by Playwright, of which only the first has
 * `astro:content`. Server side and tests only: never import this from an island.
 *
 * `validatePairs` enforces what no schema can: every entry exists in both languages under the
 * same file name (the translation key and the French slug of both versions), and both versions
 * agree on the facts they share. Anything wrong throws one Error naming each file and what is
 * wrong, which stops the build (astro.config.ts loads the route table through the sitemap).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { pictureRefusal, textPictureRefusal } from '../content/schemas/picture-file';
import type { ImageHelper } from '../content/schemas/shared';
import { locales, type Locale } from '../i18n/locales';

/** One Markdown file, as found on disk. `file` is the path shown in errors, relative to the project. */
export interface MarkdownSource {
  file: string;
  lang: Locale;
  /** The file name without `.md`: the translation key and the slug in both languages. */
  slug: string;
  text: string;
}

const languageNames: Record<Locale, string> = { fr: 'French', en: 'English' };
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The YAML between the opening `---` lines, or undefined when the file has none. */
export function frontMatterOf(text: string): string | undefined {
  return /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text)?.[1];
}

/**
 * The pictures written in an entry's text, as written: `![alt](path)`, and `![alt][name]` with
 * its `[name]: path` line; not what a code block or code span shows.
 */
export function textPicturePaths(text: string): string[] {
  const body = text
    .replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, '')
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
  const inline = [...body.matchAll(/!\[(?:[^\]\\]|\\.)*\]\(\s*(?:<([^>]*)>|([^\s)]+))/g)].map((match) => match[1] ?? match[2]!);
  const definitions = new Map(
    [...body.matchAll(/^ {0,3}\[([^\]]+)\]:\s*(?:<([^>]*)>|(\S+))/gm)].map((match) => [match[1]!.toLowerCase(), match[2] ?? match[3]!]),
  );
  const byReference = [...body.matchAll(/!\[((?:[^\]\\]|\\.)*)\](?:\[([^\]]*)\])?(?![(:])/g)]
    .map((match) => definitions.get((match[2] || match[1]!).toLowerCase()))
    .filter((path) => path !== undefined);
  return [...inline, ...byReference];
}

/** Reads every `<lang>/*.md` below a folder; any other visible file is reported, not skipped. */
export function readMarkdownSources(dir: string, cwd = process.cwd()): MarkdownSource[] {
  return locales.flatMap((lang) => {
    const folder = resolve(dir, lang);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => !name.startsWith('.'))
      .sort()
      .map((name) => {
        const path = resolve(folder, name);
        return {
          file: relative(cwd, path),
          lang,
          slug: name.replace(/\.md$/, ''),
          text: name.endsWith('.md') ? readFileSync(path, 'utf8') : '',
        };
      });
  });
}

/** What sets one kind of paired entries apart: its schema, its words in the messages, the facts its two versions share. */
export interface PairRules<Data, Summary> {
  /** The first line of the error: "Blog articles need fixing". */
  heading: string;
  /** One entry, in the messages: "an article". */
  noun: string;
  /** Its address, for the message about a file name that cannot be one: `/blog/<slug>`. */
  address: (slug: string) => string;
  /** File names taken by other addresses of the same folder, with what to say of them. */
  reserved: { slugs: ReadonlySet<string>; message: (slug: string) => string };
  /** Where a picture of the text is, in French: "dans le texte de l’article". */
  textPlace: string;
  /** The fields of the front matter, for the messages about a missing block or an unknown field. */
  fields: { missing: string; unknown: string };
  schema: (image: ImageHelper) => z.ZodType<Data>;
  /** The facts both versions must hold alike (a date, a category, a picture), by field name. */
  shared: (data: Data) => Record<string, string | number | boolean | undefined>;
  summary: (source: MarkdownSource, data: Data) => Summary;
}

/**
 * Checks every entry and its pairing, and lists them. `imageExists(file, src)` says whether a
 * picture's path relative to the entry (in its front matter, or in its text) leads to a file.
 */
export function validatePairs<Data, Summary>(
  sources: readonly MarkdownSource[],
  imageExists: (file: string, src: string) => boolean,
  rules: PairRules<Data, Summary>,
): Summary[] {
  const problems: string[] = [];
  const checked: { source: MarkdownSource; shared: ReturnType<PairRules<Data, Summary>['shared']>; summary: Summary }[] = [];
  for (const source of sources) {
    const problem = (what: string) => problems.push(`${source.file}: ${what}`);
    if (!source.file.endsWith('.md')) {
      problem(`not a Markdown file; ${rules.noun} is a .md file`);
      continue;
    }
    if (!slugPattern.test(source.slug)) {
      problem(`the file name must be lower-case words joined by hyphens (it is the address: ${rules.address(source.slug)})`);
      continue;
    }
    if (rules.reserved.slugs.has(source.slug)) {
      problem(rules.reserved.message(source.slug));
      continue;
    }
    // The pictures of the text, here rather than left to Astro, whose error names neither the
    // entry nor the picture as the owner wrote it.
    for (const src of textPicturePaths(source.text)) {
      const refusal = textPictureRefusal(source.file, src, (path) => imageExists(source.file, path));
      if (refusal) problem(`${rules.textPlace} : ${refusal}`);
    }
    const yaml = frontMatterOf(source.text);
    if (yaml === undefined) {
      problem(`no front matter: the file must start with a block between two "---" lines (${rules.fields.missing})`);
      continue;
    }
    let data: unknown;
    try {
      data = parse(yaml);
    } catch (error) {
      problem(`the front matter is not valid YAML: ${(error as Error).message}`);
      continue;
    }
    const image = (() =>
      z.string().superRefine((src, ctx) => {
        const refusal = pictureRefusal(src, (path) => imageExists(source.file, path));
        if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
      })) as unknown as ImageHelper;
    const result = rules.schema(image).safeParse(data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const at = issue.path.join('.');
        if (issue.code === 'unrecognized_keys') {
          const names = issue.keys.map((key) => (at ? `${at}.${key}` : key)).join(', ');
          problem(`${names}: unknown field (${rules.fields.unknown})`);
        } else {
          problem(`${at || 'front matter'}: ${issue.message}`);
        }
      }
      continue;
    }
    checked.push({ source, shared: rules.shared(result.data), summary: rules.summary(source, result.data) });
  }

  // Pairing: both languages of every entry, with the same facts.
  const bySlug = Map.groupBy(
    sources.filter((s) => s.file.endsWith('.md')),
    (s) => s.slug,
  );
  for (const versions of bySlug.values()) {
    for (const lang of locales) {
      if (versions.some((v) => v.lang === lang)) continue;
      const present = versions[0]!;
      const missing = present.file.replace(new RegExp(`([\\\\/])${present.lang}([\\\\/])(?=[^\\\\/]+$)`), `$1${lang}$2`);
      problems.push(`${present.file}: has no ${languageNames[lang]} version; add ${missing} (the same file name in the ${lang}/ folder)`);
    }
  }
  for (const versions of Map.groupBy(checked, (entry) => entry.source.slug).values()) {
    const [first, ...others] = versions;
    for (const other of others) {
      for (const [field, value] of Object.entries(other.shared)) {
        const expected = first!.shared[field];
        if (value !== expected) {
          problems.push(
            `${other.source.file}: ${field} "${value ?? ''}" differs from ${first!.source.file} ("${expected ?? ''}"); both versions must agree`,
          );
        }
      }
    }
  }

  if (problems.length) throw new Error(`${rules.heading}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return checked.map((entry) => entry.summary);
}
