/**
 * The blog's articles as the route table needs them, read straight from
 * `src/content/blog/{fr,en}/*.md` with node:fs. The route table is iterated by the Astro build, by
 * Vitest and by Playwright, and only the first has `astro:content` or `import.meta.glob`; reading
 * the files here gives all three the same list. Server side and tests only: never import this
 * (or anything importing it) from an island.
 *
 * It also enforces what no schema can: every article exists in both languages under the same file
 * name (the translation key and the French slug of both versions), with the same date and
 * category. Anything wrong throws one Error naming each file and what is wrong, which stops the
 * build (astro.config.ts loads the route table through the sitemap integration).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import type { BlogCategoryId } from '../config/blog';
import { blogArticleSchema } from '../content/schemas/blog-article';
import { pictureRefusal, textPictureRefusal } from '../content/schemas/picture-file';
import type { ImageHelper } from '../content/schemas/shared';
import { locales, type Locale } from '../i18n/locales';

/** One Markdown file, as found on disk. `file` is the path shown in errors, relative to the project. */
export interface ArticleSource {
  file: string;
  lang: Locale;
  /** The file name without `.md`: the translation key and the slug in both languages. */
  slug: string;
  text: string;
}

/** What the route table knows of an article in one language. */
export interface ArticleSummary {
  slug: string;
  lang: Locale;
  file: string;
  title: string;
  date: string;
  category: BlogCategoryId;
}

const languageNames: Record<Locale, string> = { fr: 'French', en: 'English' };
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Names taken by other blog paths: /blog/categorie/<slug>, the feed /blog/rss.xml and the list's pages /blog/page/2… */
const reservedSlugs = new Set(['categorie', 'rss', 'page']);

/** The YAML between the opening `---` lines, or undefined when the file has none. */
export function frontMatterOf(text: string): string | undefined {
  return /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text)?.[1];
}

/**
 * The pictures written in an article's text, as written: `![alt](path)`, and `![alt][name]` with
 * its `[name]: path` line; not what a code block or code span shows.
 */
export function textPicturePaths(text: string): string[] {
  const body = text
    .replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, '')
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
  const inline = [...body.matchAll(/!\[(?:[^\]\\]|\\.)*\]\(\s*(?:<([^>]*)>|([^\s)]+))/g)].map((match) => match[1] ?? match[2]!);
  const definitions = new Map([...body.matchAll(/^ {0,3}\[([^\]]+)\]:\s*(?:<([^>]*)>|(\S+))/gm)].map((match) => [match[1]!.toLowerCase(), match[2] ?? match[3]!]));
  const byReference = [...body.matchAll(/!\[((?:[^\]\\]|\\.)*)\](?:\[([^\]]*)\])?(?![(:])/g)]
    .map((match) => definitions.get((match[2] || match[1]!).toLowerCase()))
    .filter((path) => path !== undefined);
  return [...inline, ...byReference];
}

/** Reads every `<lang>/*.md` below a folder; any other visible file is reported, not skipped. */
export function readArticleSources(dir: string, cwd = process.cwd()): ArticleSource[] {
  return locales.flatMap((lang) => {
    const folder = resolve(dir, lang);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => !name.startsWith('.'))
      .sort()
      .map((name) => {
        const path = resolve(folder, name);
        return { file: relative(cwd, path), lang, slug: name.replace(/\.md$/, ''), text: name.endsWith('.md') ? readFileSync(path, 'utf8') : '' };
      });
  });
}

/**
 * Checks every article and its pairing, and lists them. `imageExists(file, src)` says whether a
 * picture's path relative to the article (its hero's, or one in its text) leads to a file.
 */
export function validateArticles(sources: readonly ArticleSource[], imageExists: (file: string, src: string) => boolean): ArticleSummary[] {
  const problems: string[] = [];
  const articles: ArticleSummary[] = [];
  for (const source of sources) {
    const problem = (what: string) => problems.push(`${source.file}: ${what}`);
    if (!source.file.endsWith('.md')) {
      problem('not a Markdown file; an article is a .md file');
      continue;
    }
    if (!slugPattern.test(source.slug)) {
      problem(`the file name must be lower-case words joined by hyphens (it is the address: /blog/${source.slug})`);
      continue;
    }
    if (reservedSlugs.has(source.slug)) {
      problem(`"${source.slug}" is reserved for another blog address; choose another file name`);
      continue;
    }
    // The pictures of the text, here rather than left to Astro, whose error names neither the
    // article nor the picture as the owner wrote it.
    for (const src of textPicturePaths(source.text)) {
      const refusal = textPictureRefusal(source.file, src, (path) => imageExists(source.file, path));
      if (refusal) problem(`dans le texte de l’article : ${refusal}`);
    }
    const yaml = frontMatterOf(source.text);
    if (yaml === undefined) {
      problem('no front matter: the file must start with a block between two "---" lines (title, description, date, category, hero)');
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
    const result = blogArticleSchema(image).safeParse(data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const at = issue.path.join('.');
        if (issue.code === 'unrecognized_keys') {
          const names = issue.keys.map((key) => (at ? `${at}.${key}` : key)).join(', ');
          problem(`${names}: unknown field (an article has title, description, date, category and hero with src and alt)`);
        } else {
          problem(`${at || 'front matter'}: ${issue.message}`);
        }
      }
      continue;
    }
    const { title, date, category } = result.data;
    articles.push({ slug: source.slug, lang: source.lang, file: source.file, title, date, category });
  }

  // Pairing: both languages of every article, with the same facts.
  const bySlug = Map.groupBy(sources.filter((s) => s.file.endsWith('.md')), (s) => s.slug);
  for (const versions of bySlug.values()) {
    for (const lang of locales) {
      if (versions.some((v) => v.lang === lang)) continue;
      const present = versions[0]!;
      const missing = present.file.replace(new RegExp(`([\\\\/])${present.lang}([\\\\/])(?=[^\\\\/]+$)`), `$1${lang}$2`);
      problems.push(`${present.file}: has no ${languageNames[lang]} version; add ${missing} (the same file name in the ${lang}/ folder)`);
    }
  }
  const byKey = Map.groupBy(articles, (a) => a.slug);
  for (const versions of byKey.values()) {
    const [first, ...others] = versions;
    for (const other of others) {
      for (const field of ['date', 'category'] as const) {
        if (other[field] !== first![field]) {
          problems.push(`${other.file}: ${field} "${other[field]}" differs from ${first!.file} ("${first![field]}"); both versions must agree`);
        }
      }
    }
  }

  if (problems.length) throw new Error(`Blog articles need fixing:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return articles;
}

/** The articles of a blog folder, checked. Paths in errors are relative to the project. */
export function loadBlogArticles(dir: string, cwd = process.cwd()): ArticleSummary[] {
  const sources = readArticleSources(dir, cwd);
  return validateArticles(sources, (file, src) => existsSync(resolve(cwd, dirname(file), src)));
}

/**
 * The site's articles. Read from the working directory, which is the project root for `astro
 * build`, Vitest and Playwright alike (a bundled module's own URL would not lead back to src/).
 */
export const blogArticles: readonly ArticleSummary[] = loadBlogArticles(resolve(process.cwd(), 'src/content/blog'));
