/**
 * The front matter of a blog article, `src/content/blog/<lang>/<slug>.md` (decisions.md 14). The
 * same rules serve the content collection (with Astro's image helper) and lib/blog-articles.ts,
 * which reads the files without Astro for the route table. Unknown fields are refused, so a typo
 * ("categroy") fails the build instead of being ignored.
 */
import { z } from 'astro/zod';
import { blogCategoryIds } from '../../config/blog';
import { isoDate } from '../../lib/dates';
// Type only: shared.ts imports the route table, which imports this file through lib/blog-articles.
import type { ImageHelper } from './shared';

/** "2025-03-18": YAML may hand over a Date (Astro's parser) or the string (plain YAML 1.2). */
const publicationDate = z
  .union([z.date(), z.iso.date({ message: 'a publication date written YYYY-MM-DD' })])
  .transform((value) => isoDate(value));

export const blogArticleSchema = (image: ImageHelper) =>
  z
    .object({
      title: z.string().trim().min(1).max(110),
      /** The summary under the title, on the cards and in the feed; also the page's meta description. */
      description: z.string().trim().min(50).max(160),
      date: publicationDate,
      /** One of the ids of src/config/blog.ts. */
      category: z.enum(blogCategoryIds),
      /** The picture at the top of the article and on its card; the alt text is required. */
      hero: z.object({ src: image(), alt: z.string().trim().min(1) }).strict(),
    })
    .strict();
