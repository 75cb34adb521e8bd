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

/** Loads `src/content/<page>/{fr,en}.yaml`; the entry id is the language, so `getEntry('home', 'en')` reads en.yaml. */
function languageFiles(page: PageCollection) {
  return glob({
    pattern: '{fr,en}.yaml',
    base: `./src/content/${page}`,
    generateId: ({ entry }) => entry.replace(/\.yaml$/, ''),
  });
}

export const collections = {
  home: defineCollection({ loader: languageFiles('home'), schema: ({ image }) => pageSchemas.home(image) }),
  notFound: defineCollection({ loader: languageFiles('notFound'), schema: ({ image }) => pageSchemas.notFound(image) }),
  contact: defineCollection({ loader: languageFiles('contact'), schema: ({ image }) => pageSchemas.contact(image) }),
  podcast: defineCollection({ loader: languageFiles('podcast'), schema: ({ image }) => pageSchemas.podcast(image) }),
  blog: defineCollection({ loader: languageFiles('blog'), schema: ({ image }) => pageSchemas.blog(image) }),
  /** The articles, `src/content/blog/<lang>/<slug>.md`; the id is `<lang>/<slug>`. */
  blogArticles: defineCollection({
    loader: glob({ pattern: '{fr,en}/*.md', base: './src/content/blog', generateId: ({ entry }) => entry.replace(/\.md$/, '') }),
    schema: ({ image }) => blogArticleSchema(image),
  }),
};
