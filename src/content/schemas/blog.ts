/**
 * The blog's own words (docs/decisions/015): the index page,
 * the names and descriptions of the six categories, and the headings shared by every category and
 * article page. The articles themselves are Markdown files (schemas/blog-article.ts).
 */
import { z } from 'astro/zod';
import { blogCategoryIds } from '../../config/blog';
import { headingSchema, heroPictureSchema, metaSchema, type ImageHelper } from './shared';

/** A blog category: name and description here; the icon (and the first site's emoji) and slug in src/config/blog.ts. */
const categorySchema = z
  .object({
    id: z.enum(blogCategoryIds).meta({ title: 'Catégorie' }),
    name: z.string().trim().min(1).max(40).meta({ title: 'Nom', description: '40 caractères au plus.' }),
    /** Shown on its card and under the title of its page, and used as that page's meta description. */
    description: z.string().trim().min(50).max(170).meta({
      title: 'Description',
      description:
        '50 à 170 caractères, sur sa carte et sous le titre de sa page ; aussi la description de cette page pour les moteurs de recherche.',
    }),
  })
  .meta({ title: 'Catégorie' });

/** The blog's own copy: its hero (with the picture beside the title of its list pages), the categories' names and the words of its pages. */
export const blogSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
      /** The names and descriptions of the categories, for the row above the articles and their own pages. */
      categories: z
        .object({
          items: z
            .array(categorySchema)
            .length(blogCategoryIds.length)
            .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
              message:
                'Page Blog, «\u202fCatégories\u202f»\u202f: chaque catégorie une seule fois. Changez «\u202fCatégorie\u202f» de celle qui fait doublon.',
            })
            .meta({ title: 'Catégories', description: `Exactement ${blogCategoryIds.length}, chacune une seule fois.` }),
        })
        .meta({
          title: 'Catégories',
          description: 'Leur nom figure dans la rangée de liens au-dessus des articles ; leur description sous le titre de leur page.',
        }),
      /** The list of every article, newest first, 12 a page. */
      articles: headingSchema.meta({
        title: 'Liste des articles',
        description: 'Au-dessus des articles, du plus récent au plus ancien, douze par page.',
      }),
      categoryPage: z
        .object({
          eyebrow: z.string().trim().min(1).meta({ title: 'Surtitre' }),
          listTitle: z.string().trim().min(1).meta({ title: 'Titre de la liste des articles' }),
          othersTitle: z.string().trim().min(1).meta({ title: 'Titre des autres catégories' }),
          /** A category with no article yet says so, and points to the others and to the blog. */
          empty: z
            .object({
              title: z.string().trim().min(1).meta({ title: 'Titre' }),
              text: z.string().trim().min(1).meta({ title: 'Texte' }),
              blogLink: z.string().trim().min(1).meta({ title: 'Libellé du lien vers le blog' }),
            })
            .meta({ title: 'Catégorie sans article', description: 'Ce que dit une catégorie qui n’a pas encore d’article.' }),
        })
        .meta({ title: 'Page d’une catégorie', description: 'Les mots communs à toutes les pages de catégorie.' }),
      articlePage: z
        .object({
          tocTitle: z.string().trim().min(1).meta({ title: 'Titre du sommaire' }),
          pagerTitle: z.string().trim().min(1).meta({ title: 'Titre des articles précédent et suivant' }),
        })
        .meta({ title: 'Page d’un article', description: 'Les mots communs à toutes les pages d’article.' }),
      /** The RSS feed of this language; the brand is added after the title. */
      feed: z
        .object({
          title: z.string().trim().min(1).meta({ title: 'Titre', description: 'Le nom du cabinet est ajouté après.' }),
          description: z.string().trim().min(1).meta({ title: 'Description' }),
        })
        .meta({ title: 'Flux RSS', description: 'Le flux d’abonnement aux articles, dans cette langue.' }),
    })
    .meta({
      title: 'Page Blog',
      description:
        'La page /blog, les noms et descriptions des catégories et les titres communs des pages de catégorie et d’article. Les articles eux-mêmes sont dans la collection Articles du blog.',
    });
