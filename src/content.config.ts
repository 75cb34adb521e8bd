/**
 * Content collections: one per page, one YAML file per language (`src/content/<page>/fr.yaml`,
 * `en.yaml`), each validated by its schema from src/content/schemas. The glob loader (not `file()`)
 * is used because it fails the build on a broken file instead of logging and carrying on.
 * Adding a page: its schema in content/schemas/index.ts, a line here, the two YAML files.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { pageSchemas, type PageCollection } from './content/schemas';
import { blogArticleSchema } from './content/schemas/blog-article';
import { siteSchema } from './content/schemas/site';
import { uiSchema } from './content/schemas/ui';

/** Loads `src/content/<page>/{fr,en}.yaml`; the entry id is the language, so `getEntry('home', 'en')` reads en.yaml. */
function languageFiles(page: PageCollection | 'ui') {
  return glob({
    pattern: '{fr,en}.yaml',
    base: `./src/content/${page}`,
    generateId: ({ entry }) => entry.replace(/\.yaml$/, ''),
  });
}

export const collections = {
  /**
   * The practice's data, one file for both languages. src/config/site.ts reads it with the same
   * schema (it is needed outside Astro too); declaring it here lets Astro check it as well.
   */
  site: defineCollection({ loader: glob({ pattern: 'site.yaml', base: './src/content/site', generateId: () => 'site' }), schema: siteSchema }),
  /** The words of the interface, `src/content/ui/{fr,en}.yaml`; src/i18n/ui reads them with the same schema. */
  ui: defineCollection({ loader: languageFiles('ui'), schema: uiSchema }),
  home: defineCollection({ loader: languageFiles('home'), schema: ({ image }) => pageSchemas.home(image) }),
  notFound: defineCollection({ loader: languageFiles('notFound'), schema: ({ image }) => pageSchemas.notFound(image) }),
  contact: defineCollection({ loader: languageFiles('contact'), schema: ({ image }) => pageSchemas.contact(image) }),
  podcast: defineCollection({ loader: languageFiles('podcast'), schema: ({ image }) => pageSchemas.podcast(image) }),
  about: defineCollection({ loader: languageFiles('about'), schema: ({ image }) => pageSchemas.about(image) }),
  livre: defineCollection({ loader: languageFiles('livre'), schema: ({ image }) => pageSchemas.livre(image) }),
  ressources: defineCollection({ loader: languageFiles('ressources'), schema: ({ image }) => pageSchemas.ressources(image) }),
  press: defineCollection({ loader: languageFiles('press'), schema: ({ image }) => pageSchemas.press(image) }),
  mentionsLegales: defineCollection({ loader: languageFiles('mentionsLegales'), schema: ({ image }) => pageSchemas.mentionsLegales(image) }),
  confidentialite: defineCollection({ loader: languageFiles('confidentialite'), schema: ({ image }) => pageSchemas.confidentialite(image) }),
  cgv: defineCollection({ loader: languageFiles('cgv'), schema: ({ image }) => pageSchemas.cgv(image) }),
  accessibilite: defineCollection({ loader: languageFiles('accessibilite'), schema: ({ image }) => pageSchemas.accessibilite(image) }),
  ateliers: defineCollection({ loader: languageFiles('ateliers'), schema: ({ image }) => pageSchemas.ateliers(image) }),
  accompagnements: defineCollection({ loader: languageFiles('accompagnements'), schema: ({ image }) => pageSchemas.accompagnements(image) }),
  construction: defineCollection({ loader: languageFiles('construction'), schema: ({ image }) => pageSchemas.construction(image) }),
  demenagement: defineCollection({ loader: languageFiles('demenagement'), schema: ({ image }) => pageSchemas.demenagement(image) }),
  fengShui: defineCollection({ loader: languageFiles('fengShui'), schema: ({ image }) => pageSchemas.fengShui(image) }),
  formation: defineCollection({ loader: languageFiles('formation'), schema: ({ image }) => pageSchemas.formation(image) }),
  conferences: defineCollection({ loader: languageFiles('conferences'), schema: ({ image }) => pageSchemas.conferences(image) }),
  blog: defineCollection({ loader: languageFiles('blog'), schema: ({ image }) => pageSchemas.blog(image) }),
  /** The articles, `src/content/blog/<lang>/<slug>.md`; the id is `<lang>/<slug>`. */
  blogArticles: defineCollection({
    loader: glob({ pattern: '{fr,en}/*.md', base: './src/content/blog', generateId: ({ entry }) => entry.replace(/\.md$/, '') }),
    schema: ({ image }) => blogArticleSchema(image),
  }),
};
