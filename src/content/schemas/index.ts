/**
 * Every page-content collection and its schema. A collection holds one YAML file per language,
 * `src/content/<collection>/fr.yaml` and `en.yaml`; content.config.ts turns this map into
 * collections, and the parity test checks both files exist and match in shape.
 */
import { blogSchema } from './blog';
import { contactSchema } from './contact';
import { homeSchema } from './home';
import { notFoundSchema } from './not-found';
import { podcastSchema } from './podcast';

export const pageSchemas = {
  home: homeSchema,
  notFound: notFoundSchema,
  contact: contactSchema,
  podcast: podcastSchema,
  blog: blogSchema,
} as const;

export type PageCollection = keyof typeof pageSchemas;
