/**
 * Every page-content collection and its schema. A collection holds one YAML file per language,
 * `src/content/<collection>/fr.yaml` and `en.yaml`; content.config.ts turns this map into
 * collections, and the parity test checks both files exist and match in shape.
 */
import { accompagnementsSchema } from './accompagnements';
import { ateliersSchema } from './ateliers';
import { contactSchema } from './contact';
import { constructionSchema } from './construction';
import { demenagementSchema } from './demenagement';
import { fengShuiSchema } from './feng-shui';
import { homeSchema } from './home';
import { notFoundSchema } from './not-found';
import { podcastSchema } from './podcast';

export const pageSchemas = {
  home: homeSchema,
  notFound: notFoundSchema,
  contact: contactSchema,
  podcast: podcastSchema,
  ateliers: ateliersSchema,
  accompagnements: accompagnementsSchema,
  construction: constructionSchema,
  demenagement: demenagementSchema,
  fengShui: fengShuiSchema,
} as const;

export type PageCollection = keyof typeof pageSchemas;
