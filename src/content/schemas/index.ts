/**
 * Every page-content collection and its schema. A collection holds one YAML file per language,
 * `src/content/<collection>/fr.yaml` and `en.yaml`; content.config.ts turns this map into
 * collections, and the parity test checks both files exist and match in shape.
 */
import { homeSchema } from './home';
import { notFoundSchema } from './not-found';

export const pageSchemas = {
  home: homeSchema,
  notFound: notFoundSchema,
} as const;

export type PageCollection = keyof typeof pageSchemas;
