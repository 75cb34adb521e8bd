/**
 * The front matter of a blog article, `src/content/blog/<lang>/<slug>.md` (docs/decisions/015). The
 * same rules serve the content collection (with Astro's image helper) and lib/blog-articles.ts,
 * which reads the files without Astro for the route table. Unknown fields are refused, so a typo
 * ("categroy") fails the build instead of being ignored.
 */
import { z } from 'astro/zod';
import { blogCategoryIds } from '../../config/blog';
import { isoDate } from '../../lib/dates';
import { projectLinkSchema } from './project-link';
// Type only: shared.ts imports the route table, which imports this file through lib/blog-articles.
import type { ImageHelper } from './shared';

/** "2025-03-18": YAML may hand over a Date (Astro's parser) or the string (plain YAML 1.2). */
const publicationDate = z
  .union([z.date(), z.iso.date({ message: 'a publication date written YYYY-MM-DD' })])
  .transform((value) => isoDate(value));

export const blogArticleSchema = (image: ImageHelper) =>
  z
    .object({
      title: z.string().trim().min(1).max(110).meta({
        title: 'Titre de l’article',
        description: '110 caractères au plus ; aussi le titre de la page pour les moteurs de recherche.',
      }),
      /** The summary under the title, on the cards and in the feed; also the page's meta description. */
      description: z.string().trim().min(50).max(160).meta({
        title: 'Résumé',
        description:
          '50 à 160 caractères, sous le titre, sur les cartes et dans le flux RSS ; aussi la description pour les moteurs de recherche.',
      }),
      date: publicationDate.meta({ title: 'Date de publication', description: 'La même dans les deux langues.' }),
      /** One of the ids of src/config/blog.ts. */
      category: z.enum(blogCategoryIds).meta({ title: 'Catégorie' }),
      /** The picture at the top of the article and on its card; the alt text is required. */
      hero: z
        .object({
          src: image().meta({
            title: 'Fichier de l’image',
            description: 'Une image du dossier src/assets ; elle est redimensionnée et convertie automatiquement à la publication.',
          }),
          alt: z.string().trim().min(1).meta({
            title: 'Texte alternatif de l’image',
            description: 'Ce que montre l’image, dans la langue de l’article, pour qui ne la voit pas ; obligatoire.',
          }),
        })
        .strict()
        .meta({ title: 'Image de l’article', description: 'En haut de l’article et sur sa carte.' }),
      /** A case study names the project it tells: a card at its foot leads to the project's page. */
      realisation: projectLinkSchema(
        'Réalisation racontée',
        'Facultatif, pour une étude de cas : la réalisation dont parle l’article ; une carte y mène en fin d’article.',
      ),
    })
    .strict()
    .meta({
      title: 'Article du blog',
      description: 'Un article existe en français et en anglais, sous le même nom de fichier ; ce nom devient son adresse.',
    });
