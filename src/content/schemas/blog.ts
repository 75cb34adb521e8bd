/**
 * The blog's own words (spec §2.4 "Blog", §3 "Blog category", decisions.md 14): the index page,
 * the names and descriptions of the six categories, and the headings shared by every category and
 * article page. The articles themselves are Markdown files (schemas/blog-article.ts).
 */
import { z } from 'astro/zod';
import { blogCategoryIds } from '../../config/blog';
import { headingSchema, metaSchema, type ImageHelper } from './shared';

/** Spec §3 "Blog category": name and description here; the icon (and the spec's emoji) and slug in src/config/blog.ts. */
const categorySchema = z.object({
  id: z.enum(blogCategoryIds),
  name: z.string().trim().min(1).max(40),
  /** Shown on its card and under the title of its page, and used as that page's meta description. */
  description: z.string().trim().min(50).max(170),
});

/** Takes the image helper like every page schema, though the blog's own copy has no picture. */
export const blogSchema = (_image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema,
    categories: headingSchema.extend({
      items: z
        .array(categorySchema)
        .length(blogCategoryIds.length)
        .refine((items) => new Set(items.map((item) => item.id)).size === items.length, { message: 'each category once' }),
    }),
    /** The three most recent articles (spec §9: 3 featured articles). */
    featured: headingSchema,
    categoryPage: z.object({
      eyebrow: z.string().trim().min(1),
      listTitle: z.string().trim().min(1),
      othersTitle: z.string().trim().min(1),
      /** A category with no article yet says so, and points to the others and to the blog. */
      empty: z.object({
        title: z.string().trim().min(1),
        text: z.string().trim().min(1),
        blogLink: z.string().trim().min(1),
      }),
    }),
    articlePage: z.object({
      tocTitle: z.string().trim().min(1),
      pagerTitle: z.string().trim().min(1),
    }),
    /** The RSS feed of this language; the brand is added after the title. */
    feed: z.object({
      title: z.string().trim().min(1),
      description: z.string().trim().min(1),
    }),
  });
