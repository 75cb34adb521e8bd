/**
 * Every page-content collection and its schema. A collection holds one YAML file per language,
 * `src/content/<collection>/fr.yaml` and `en.yaml`; content.config.ts turns this map into
 * collections, and the parity test checks both files exist and match in shape.
 */
import { aboutSchema } from './about';
import { accompagnementsSchema } from './accompagnements';
import { ateliersSchema } from './ateliers';
import { blogSchema } from './blog';
import { cgvSchema } from './cgv';
import { conferencesSchema } from './conferences';
import { confidentialiteSchema } from './confidentialite';
import { constructionSchema } from './construction';
import { contactSchema } from './contact';
import { demenagementSchema } from './demenagement';
import { fengShuiSchema } from './feng-shui';
import { formationSchema } from './formation';
import { homeSchema } from './home';
import { livreSchema } from './livre';
import { mentionsLegalesSchema } from './mentions-legales';
import { accessibiliteSchema } from './accessibilite';
import { notFoundSchema } from './not-found';
import { podcastSchema } from './podcast';
import { projectsSchema } from './projects';
import { pressSchema } from './press';
import { rechercheSchema } from './recherche';
import { ressourcesSchema } from './ressources';

export const pageSchemas = {
  home: homeSchema,
  notFound: notFoundSchema,
  contact: contactSchema,
  podcast: podcastSchema,
  about: aboutSchema,
  livre: livreSchema,
  ressources: ressourcesSchema,
  press: pressSchema,
  mentionsLegales: mentionsLegalesSchema,
  confidentialite: confidentialiteSchema,
  cgv: cgvSchema,
  accessibilite: accessibiliteSchema,
  ateliers: ateliersSchema,
  accompagnements: accompagnementsSchema,
  construction: constructionSchema,
  demenagement: demenagementSchema,
  fengShui: fengShuiSchema,
  formation: formationSchema,
  conferences: conferencesSchema,
  blog: blogSchema,
  projects: projectsSchema,
  recherche: rechercheSchema,
} as const;

export type PageCollection = keyof typeof pageSchemas;
