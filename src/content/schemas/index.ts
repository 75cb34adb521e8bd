/**
 * Every page-content collection and its schema. A collection holds one YAML file per language,
 * `src/content/<collection>/fr.yaml` and `en.yaml`; content.config.ts turns this map into
 * collections, and the parity test checks both files exist and match in shape.
 */
import { cgvSchema } from './cgv';
import { confidentialiteSchema } from './confidentialite';
import { contactSchema } from './contact';
import { homeSchema } from './home';
import { mentionsLegalesSchema } from './mentions-legales';
import { notFoundSchema } from './not-found';
import { podcastSchema } from './podcast';

export const pageSchemas = {
  home: homeSchema,
  notFound: notFoundSchema,
  contact: contactSchema,
  podcast: podcastSchema,
  mentionsLegales: mentionsLegalesSchema,
  confidentialite: confidentialiteSchema,
  cgv: cgvSchema,
} as const;

export type PageCollection = keyof typeof pageSchemas;
