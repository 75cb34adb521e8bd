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

export const editorCollections: readonly CollectionDescriptor[] = [
  ...pages,
  {
    name: 'blog-articles',
    label: 'Articles du blog',
    kind: 'articles',
    path: 'src/content/blog',
    schema: blogArticleSchema,
    entries: {
      singular: 'Article',
      body: { label: 'Texte de l’article', hint: 'Titres, listes, citations, liens et images.' },
      summary: '{{title}} ({{date}})',
      sortable: ['date', 'title'],
      path: `${pageSlugs.blog}/{{slug}}`,
    },
  },
  {
    name: 'realisations',
    label: 'Réalisations',
    kind: 'articles',
    path: 'src/content/projects',
    schema: projectSchema,
    entries: {
      singular: 'Réalisation',
      body: { label: 'Récit du projet', hint: 'Quelques paragraphes\u202f: le lieu, ce que vous avez observé, les choix faits ensemble. Titres, listes, liens et images.' },
      summary: '{{title}} ({{year}})',
      sortable: ['year', 'title'],
      path: `${pageSlugs.projects}/{{slug}}`,
    },
  },
  { name: 'site', label: 'Coordonnées et adresses du cabinet', kind: 'settings', path: 'src/content/site/site.yaml', schema: () => siteSchema },
  { name: 'testimonials', label: 'Témoignages de vos clients', kind: 'settings', path: 'src/content/testimonials/{{locale}}.yaml', schema: () => testimonialsSchema },
  { name: 'ui', label: 'Mots des menus, du pied de page et des boutons', kind: 'settings', path: 'src/content/ui/{{locale}}.yaml', schema: () => uiSchema },
];
