/**
 * What the editor edits: one descriptor per collection, the single list the configuration is
 * generated from (config.ts) and the coverage test checks against the files. Adding a collection
 * is one line in `editorCollections`.
 */
import type { z } from 'astro/zod';
import { pageSchemas, type PageCollection } from '../../content/schemas';
import { pageSlugs } from '../../config/pages';
import { blogArticleSchema } from '../../content/schemas/blog-article';
import { projectSchema } from '../../content/schemas/project';
import type { ImageHelper } from '../../content/schemas/shared';
import { siteSchema } from '../../content/schemas/site';
import { testimonialsSchema } from '../../content/schemas/testimonials';
import { uiSchema } from '../../content/schemas/ui';

export interface CollectionDescriptor {
  /** Machine name, unique: the page collection's name, `blog-articles`, … */
  name: string;
  /** What the owner reads in the editor's list, in French. */
  label: string;
  /**
   * - `page`: one YAML file per language, `path` holds `{{locale}}`; French and English side by
   *   side, listed under "Pages";
   * - `articles`: a folder of Markdown files per language (`<path>/<locale>/<name>.md`), created and
   *   deleted in the editor: the blog's articles, her projects (see `entries`);
   * - `settings`: listed under "Réglages du site"; one file per language when `path` holds
   *   `{{locale}}` (side by side), otherwise one file for both languages.
   */
  kind: 'page' | 'articles' | 'settings';
  /** From the repository root: `src/content/formation/{{locale}}.yaml`, or the articles' folder. */
  path: string;
  /** The schema of one file, as the content collection builds it. */
  schema: (image: ImageHelper) => z.ZodType;
  /** A folder of entries (`articles`): what one is called, its body, its line in the list, its address on the site. */
  entries?: EntriesDescriptor;
}

export interface EntriesDescriptor {
  /** One entry, in French: "Article". */
  singular: string;
  /** The Markdown body's field. */
  body: { label: string; hint: string };
  /** An entry's line in the list, from its fields: `{{title}} ({{date}})`. */
  summary: string;
  /** The fields the list sorts by, the first one first. */
  sortable: readonly string[];
  /** Its French address, `{{slug}}` standing for its file name: `/blog/{{slug}}`. */
  path: string;
}

/** The French name of each page, as the owner knows it (the editor sorts by this list's order). */
const pageLabels: Record<PageCollection, string> = {
  home: 'Accueil',
  about: 'À propos',
  accompagnements: 'Accompagnements',
  construction: 'Accompagnement construction et rénovation',
  demenagement: 'Accompagnement déménagement',
  fengShui: 'Accompagnement Feng Shui',
  ateliers: 'Ateliers',
  formation: 'Formation',
  conferences: 'Conférences',
  livre: 'Livre',
  podcast: 'Podcast',
  ressources: 'Ressources',
  blog: 'Blog (page d’accueil et catégories)',
  projects: 'Réalisations (page de la liste et titres communs)',
  press: 'Presse',
  contact: 'Contact',
  mentionsLegales: 'Mentions légales',
  confidentialite: 'Politique de confidentialité',
  cgv: 'Conditions générales de vente',
  accessibilite: 'Déclaration d’accessibilité',
  recherche: 'Recherche',
  notFound: 'Page introuvable (404)',
};

const pages: CollectionDescriptor[] = (Object.keys(pageLabels) as PageCollection[]).map((page) => ({
  name: page,
  label: pageLabels[page],
  kind: 'page',
  path: `src/content/${page}/{{locale}}.yaml`,
  schema: (image) => pageSchemas[page](image),
}));

/**
 * The folder of entries under src/content/<folder>, whose page is <folder>'s list: each entry listed
 * as its title and `when` (its date or year), sorted by `when` then title.
 */
function articles(
  name: string,
  label: string,
  folder: 'blog' | 'projects',
  schema: CollectionDescriptor['schema'],
  { singular, body, when }: { singular: string; body: EntriesDescriptor['body']; when: string },
): CollectionDescriptor {
  return {
    name,
    label,
    kind: 'articles',
    path: `src/content/${folder}`,
    schema,
    entries: { singular, body, summary: `{{title}} ({{${when}}})`, sortable: [when, 'title'], path: `${pageSlugs[folder]}/{{slug}}` },
  };
}

export const editorCollections: readonly CollectionDescriptor[] = [
  ...pages,
  articles('blog-articles', 'Articles du blog', 'blog', blogArticleSchema, {
    singular: 'Article',
    body: { label: 'Texte de l’article', hint: 'Titres, listes, citations, liens et images.' },
    when: 'date',
  }),
  articles('realisations', 'Réalisations', 'projects', projectSchema, {
    singular: 'Réalisation',
    body: {
      label: 'Récit du projet',
      hint: 'Quelques paragraphes\u202f: le lieu, ce que vous avez observé, les choix faits ensemble. Titres, listes, liens et images.',
    },
    when: 'year',
  }),
  {
    name: 'site',
    label: 'Coordonnées et adresses du cabinet',
    kind: 'settings',
    path: 'src/content/site/site.yaml',
    schema: () => siteSchema,
  },
  {
    name: 'testimonials',
    label: 'Témoignages de vos clients',
    kind: 'settings',
    path: 'src/content/testimonials/{{locale}}.yaml',
    schema: () => testimonialsSchema,
  },
  {
    name: 'ui',
    label: 'Mots des menus, du pied de page et des boutons',
    kind: 'settings',
    path: 'src/content/ui/{{locale}}.yaml',
    schema: () => uiSchema,
  },
];
