/**
 * The blog at build time: the articles of a language from the content collection (for their
 * rendered text and optimised pictures), newest first, and what cards, pages and feeds show of
 * them. Which articles and categories exist, and their paths, is the route table's business
 * (i18n/routes.ts); pages take their list from there and their content from here.
 */
import { getCollection, getEntry } from 'astro:content';
import { site } from '../config/site';
import { blogCategories, blogCategory, type BlogCategory, type BlogCategoryIcon, type BlogCategoryId } from '../config/blog';
import type { BlogArticleEntry, BlogContent } from '../content/types';
import type { Locale } from '../i18n/locales';
import { blogArticlePath, blogCategoryPath, pathFor } from '../i18n/routes';
import { format, useTranslations } from '../i18n/ui';
import { formatDate } from './dates';
import type { PictureData } from './picture-data';
import { toPicture } from './picture';
import { articleCardPictureSlot, articleListLayout } from './article-list';
import { readingMinutes } from './reading-time';

/** `fr/lumiere-et-productivite` → `lumiere-et-productivite`. */
export function articleSlug(entry: BlogArticleEntry): string {
  return entry.id.slice(entry.id.indexOf('/') + 1);
}

/** Newest first; two articles of the same day in a stable order. */
export function newestFirst(a: BlogArticleEntry, b: BlogArticleEntry): number {
  return b.data.date.localeCompare(a.data.date) || a.id.localeCompare(b.id);
}

export async function getArticles(lang: Locale): Promise<BlogArticleEntry[]> {
  const entries = await getCollection('blogArticles', (entry) => entry.id.startsWith(`${lang}/`));
  return entries.sort(newestFirst);
}

/** One article in one language; the route table only lists articles that exist in both. */
export async function getArticle(slug: string, lang: Locale): Promise<BlogArticleEntry> {
  const entry = await getEntry('blogArticles', `${lang}/${slug}`);
  if (!entry) throw new Error(`Missing article: src/content/blog/${lang}/${slug}.md`);
  return entry;
}

/** A category with its words in one language (src/content/blog/<lang>.yaml) and its address. */
export interface CategoryView extends BlogCategory {
  name: string;
  description: string;
  href: string;
}

export function categoryViews(content: BlogContent, lang: Locale): CategoryView[] {
  return blogCategories.map((category) => {
    const copy = content.categories.items.find((item) => item.id === category.id);
    // The schema requires each of the six ids once, so this only fails if the config gains one.
    if (!copy) throw new Error(`src/content/blog/${lang}.yaml: categories.items has no entry for "${category.id}"`);
    return { ...category, name: copy.name, description: copy.description, href: blogCategoryPath(category.slug, lang) };
  });
}

export function categoryView(content: BlogContent, lang: Locale, id: BlogCategoryId): CategoryView {
  const slug = blogCategory(id).slug;
  return categoryViews(content, lang).find((category) => category.slug === slug)!;
}

/** The date of an article as its page shows it, and as `<time datetime>` states it. */
export interface DateView {
  iso: string;
  text: string;
}

/** What an article card shows, prepared at build time. */
export interface ArticleCardData {
  slug: string;
  href: string;
  title: string;
  description: string;
  category: string;
  /** The category's line icon (src/config/blog.ts). */
  categoryIcon: BlogCategoryIcon;
  date: DateView;
  readingTime: string;
  image: PictureData;
  readMore: string;
}

export function dateView(date: string, lang: Locale): DateView {
  return { iso: date, text: formatDate(date, lang) };
}

export function readingTimeLabel(entry: BlogArticleEntry, lang: Locale): string {
  return format(useTranslations(lang)('blog.readingTime'), { minutes: String(readingMinutes(entry.body ?? '')) });
}

export async function articleCards(entries: readonly BlogArticleEntry[], content: BlogContent, lang: Locale): Promise<ArticleCardData[]> {
  const t = useTranslations(lang);
  const slot = articleCardPictureSlot(articleListLayout(entries.length));
  return Promise.all(
    entries.map(async (entry) => ({
      slug: articleSlug(entry),
      href: blogArticlePath(articleSlug(entry), lang),
      title: entry.data.title,
      description: entry.data.description,
      category: categoryView(content, lang, entry.data.category).name,
      categoryIcon: blogCategory(entry.data.category).icon,
      date: dateView(entry.data.date, lang),
      readingTime: readingTimeLabel(entry, lang),
      image: await toPicture(entry.data.hero, slot.widths, slot.sizes, slot),
      readMore: t('blog.readMore'),
    })),
  );
}

/** The feed of a language (pages/[...lang]/blog/rss.xml.ts), announced in the head of every blog page. */
export function blogFeed(content: BlogContent, lang: Locale): { title: string; href: string } {
  return { title: `${content.feed.title} · ${site.brand}`, href: `${pathFor('blog', lang)}/rss.xml` };
}
