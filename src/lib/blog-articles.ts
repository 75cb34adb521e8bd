/**
 * The blog's articles as the route table needs them, read straight from
 * `src/content/blog/{fr,en}/*.md` with node:fs (lib/markdown-pairs.ts says why). Server side and
 * tests only: never import this (or anything importing it) from an island.
 *
 * It also enforces what no schema can: every article exists in both languages under the same file
 * name (the translation key and the French slug of both versions), with the same date and
 * category. Anything wrong throws one Error naming each file and what is wrong, which stops the
 * build (astro.config.ts loads the route table through the sitemap integration).
 */
import { existsSync } from 'node:fs';
import type { z } from 'astro/zod';
import { dirname, resolve } from 'node:path';
import type { BlogCategoryId } from '../config/blog';
import { blogArticleSchema } from '../content/schemas/blog-article';
import type { Locale } from '../i18n/locales';
import { readMarkdownSources, validatePairs, type MarkdownSource, type PairRules } from './markdown-pairs';

export { frontMatterOf, textPicturePaths } from './markdown-pairs';

/** One Markdown file, as found on disk. `file` is the path shown in errors, relative to the project. */
export type ArticleSource = MarkdownSource;

/** What the route table knows of an article in one language. */
export interface ArticleSummary {
  slug: string;
  lang: Locale;
  file: string;
  title: string;
  date: string;
  category: BlogCategoryId;
  /** The project a case study tells (its file name), if it names one. */
  realisation?: string | undefined;
}

/** Names taken by other blog paths: /blog/categorie/<slug>, the feed /blog/rss.xml and the list's pages /blog/page/2… */
const reservedSlugs = new Set(['categorie', 'rss', 'page']);

const articleRules: PairRules<z.output<ReturnType<typeof blogArticleSchema>>, ArticleSummary> = {
  heading: 'Blog articles need fixing',
  noun: 'an article',
  address: (slug) => `/blog/${slug}`,
  reserved: { slugs: reservedSlugs, message: (slug) => `"${slug}" is reserved for another blog address; choose another file name` },
  textPlace: 'dans le texte de l’article',
  fields: {
    missing: 'title, description, date, category, hero',
    unknown: 'an article has title, description, date, category and hero with src and alt, and may name the project it tells',
  },
  schema: blogArticleSchema,
  shared: ({ date, category, realisation }) => ({ date, category, realisation }),
  summary: ({ slug, lang, file }, { title, date, category, realisation }) => ({ slug, lang, file, title, date, category, realisation }),
};

/** Reads every `<lang>/*.md` below a folder; any other visible file is reported, not skipped. */
export const readArticleSources = readMarkdownSources;

/**
 * Checks every article and its pairing, and lists them. `imageExists(file, src)` says whether a
 * picture's path relative to the article (its hero's, or one in its text) leads to a file.
 */
export function validateArticles(sources: readonly ArticleSource[], imageExists: (file: string, src: string) => boolean): ArticleSummary[] {
  return validatePairs(sources, imageExists, articleRules);
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
