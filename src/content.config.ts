/**
 * Content collections: one per page, one YAML file per language (`src/content/<page>/fr.yaml`,
 * `en.yaml`), each validated by its schema from src/content/schemas. The glob loader (not `file()`)
 * is used because it fails the build on a broken file instead of logging and carrying on.
 * Adding a page: its schema in content/schemas/index.ts, a line here, the two YAML files. Each
 * collection's `image` is wrapped so that a HEIC or missing picture is refused in French
 * (content/schemas/picture-file.ts); the line names the collection twice for Astro's types.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { pageSchemas, type PageCollection } from './content/schemas';
import { blogArticleSchema } from './content/schemas/blog-article';
import { projectSchema } from './content/schemas/project';
import { checkedImage } from './content/schemas/picture-file';
import { siteSchema } from './content/schemas/site';
import { testimonialsSchema } from './content/schemas/testimonials';
import { uiSchema } from './content/schemas/ui';

/** Loads `src/content/<page>/{fr,en}.yaml`; the entry id is the language, so `getEntry('home', 'en')` reads en.yaml. */
function languageFiles(page: PageCollection | 'ui' | 'testimonials') {
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
  site: defineCollection({
    loader: glob({ pattern: 'site.yaml', base: './src/content/site', generateId: () => 'site' }),
    schema: siteSchema,
  }),
  /** The words of the interface, `src/content/ui/{fr,en}.yaml`; src/i18n/ui reads them with the same schema. */
  ui: defineCollection({ loader: languageFiles('ui'), schema: uiSchema }),
  /** Her clients' words, `src/content/testimonials/{fr,en}.yaml`, shown on several pages (schemas/testimonials.ts). */
  testimonials: defineCollection({ loader: languageFiles('testimonials'), schema: testimonialsSchema }),
  home: defineCollection({
    loader: languageFiles('home'),
    schema: ({ image }) => pageSchemas.home(checkedImage(image, 'src/content/home')),
  }),
  notFound: defineCollection({
    loader: languageFiles('notFound'),
    schema: ({ image }) => pageSchemas.notFound(checkedImage(image, 'src/content/notFound')),
  }),
  contact: defineCollection({
    loader: languageFiles('contact'),
    schema: ({ image }) => pageSchemas.contact(checkedImage(image, 'src/content/contact')),
  }),
  podcast: defineCollection({
    loader: languageFiles('podcast'),
    schema: ({ image }) => pageSchemas.podcast(checkedImage(image, 'src/content/podcast')),
  }),
  about: defineCollection({
    loader: languageFiles('about'),
    schema: ({ image }) => pageSchemas.about(checkedImage(image, 'src/content/about')),
  }),
  livre: defineCollection({
    loader: languageFiles('livre'),
    schema: ({ image }) => pageSchemas.livre(checkedImage(image, 'src/content/livre')),
  }),
  ressources: defineCollection({
    loader: languageFiles('ressources'),
    schema: ({ image }) => pageSchemas.ressources(checkedImage(image, 'src/content/ressources')),
  }),
  press: defineCollection({
    loader: languageFiles('press'),
    schema: ({ image }) => pageSchemas.press(checkedImage(image, 'src/content/press')),
  }),
  mentionsLegales: defineCollection({
    loader: languageFiles('mentionsLegales'),
    schema: ({ image }) => pageSchemas.mentionsLegales(checkedImage(image, 'src/content/mentionsLegales')),
  }),
  confidentialite: defineCollection({
    loader: languageFiles('confidentialite'),
    schema: ({ image }) => pageSchemas.confidentialite(checkedImage(image, 'src/content/confidentialite')),
  }),
  cgv: defineCollection({ loader: languageFiles('cgv'), schema: ({ image }) => pageSchemas.cgv(checkedImage(image, 'src/content/cgv')) }),
  accessibilite: defineCollection({
    loader: languageFiles('accessibilite'),
    schema: ({ image }) => pageSchemas.accessibilite(checkedImage(image, 'src/content/accessibilite')),
  }),
  ateliers: defineCollection({
    loader: languageFiles('ateliers'),
    schema: ({ image }) => pageSchemas.ateliers(checkedImage(image, 'src/content/ateliers')),
  }),
  accompagnements: defineCollection({
    loader: languageFiles('accompagnements'),
    schema: ({ image }) => pageSchemas.accompagnements(checkedImage(image, 'src/content/accompagnements')),
  }),
  construction: defineCollection({
    loader: languageFiles('construction'),
    schema: ({ image }) => pageSchemas.construction(checkedImage(image, 'src/content/construction')),
  }),
  demenagement: defineCollection({
    loader: languageFiles('demenagement'),
    schema: ({ image }) => pageSchemas.demenagement(checkedImage(image, 'src/content/demenagement')),
  }),
  fengShui: defineCollection({
    loader: languageFiles('fengShui'),
    schema: ({ image }) => pageSchemas.fengShui(checkedImage(image, 'src/content/fengShui')),
  }),
  formation: defineCollection({
    loader: languageFiles('formation'),
    schema: ({ image }) => pageSchemas.formation(checkedImage(image, 'src/content/formation')),
  }),
  conferences: defineCollection({
    loader: languageFiles('conferences'),
    schema: ({ image }) => pageSchemas.conferences(checkedImage(image, 'src/content/conferences')),
  }),
  recherche: defineCollection({
    loader: languageFiles('recherche'),
    schema: ({ image }) => pageSchemas.recherche(checkedImage(image, 'src/content/recherche')),
  }),
  blog: defineCollection({
    loader: languageFiles('blog'),
    schema: ({ image }) => pageSchemas.blog(checkedImage(image, 'src/content/blog')),
  }),
  projects: defineCollection({
    loader: languageFiles('projects'),
    schema: ({ image }) => pageSchemas.projects(checkedImage(image, 'src/content/projects')),
  }),
  /** The articles, `src/content/blog/<lang>/<slug>.md`; the id is `<lang>/<slug>`. */
  blogArticles: defineCollection({
    loader: glob({ pattern: '{fr,en}/*.md', base: './src/content/blog', generateId: ({ entry }) => entry.replace(/\.md$/, '') }),
    // Both language folders sit at the same depth, so a hero's path resolves the same from either.
    schema: ({ image }) => blogArticleSchema(checkedImage(image, 'src/content/blog/fr')),
  }),
  /** Her projects, `src/content/projects/<lang>/<slug>.md`; the id is `<lang>/<slug>`. */
  projectEntries: defineCollection({
    loader: glob({ pattern: '{fr,en}/*.md', base: './src/content/projects', generateId: ({ entry }) => entry.replace(/\.md$/, '') }),
    schema: ({ image }) => projectSchema(checkedImage(image, 'src/content/projects/fr')),
  }),
};
