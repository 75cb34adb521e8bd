/**
 * The words around her projects: the list page `/realisations`, the names of the kinds
 * of help, the headings every project page shares, and the headings of the projects' section on
 * the home, on each support page and under a case study. The projects themselves are Markdown
 * files (schemas/project.ts).
 */
import { z } from 'astro/zod';
import { projectKindIds, type ProjectKindId } from '../../config/projects';
import { headingSchema, heroPictureSchema, metaSchema, type ImageHelper } from './shared';

const words = (title: string, description?: string) =>
  z
    .string()
    .trim()
    .min(1)
    .meta({ title, ...(description ? { description } : {}) });

const kindNames: Record<ProjectKindId, string> = {
  construction: 'Construction et rénovation',
  demenagement: 'Déménagement',
  fengShui: 'Feng Shui',
};

export const projectsSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
      list: headingSchema.meta({
        title: 'Liste des réalisations',
        description: 'Au-dessus des réalisations, de la plus récente à la plus ancienne.',
      }),
      /** The list page with no project yet (every one deleted): it says so rather than show an empty grid. */
      empty: z
        .object({ title: words('Titre'), text: words('Texte') })
        .meta({ title: 'Aucune réalisation', description: 'Ce que dit la page tant qu’elle n’a aucune réalisation.' }),
      kinds: z
        .strictObject(
          Object.fromEntries(
            projectKindIds.map((id) => [
              id,
              z.string().trim().min(1).max(40).meta({ title: kindNames[id], description: '40 caractères au plus.' }),
            ]),
          ) as Record<ProjectKindId, z.ZodString>,
        )
        .meta({
          title: 'Noms des accompagnements',
          description: 'Sur les cartes et en haut de chaque réalisation, pour dire de quel accompagnement il s’agit.',
        }),
      projectPage: z
        .object({
          questionTitle: words('Titre de la question de départ'),
          changesTitle: words('Titre de « ce qui a changé »'),
          storyTitle: words('Titre du récit'),
          planTitle: words('Titre du plan'),
          clientTitle: words('Titre des mots du client', 'Au-dessus du témoignage lié à la réalisation, quand il y en a un.'),
          supportLink: words(
            'Lien vers la page de l’accompagnement',
            'Dans le bloc de fin de page, à côté de «\u202fRéserver un appel\u202f».',
          ),
        })
        .meta({ title: 'Page d’une réalisation', description: 'Les mots communs à toutes les pages de réalisation.' }),
      home: headingSchema.meta({
        title: 'Section de l’accueil',
        description: 'Sur la page d’accueil, au-dessus des trois réalisations les plus récentes.',
      }),
      support: headingSchema.meta({
        title: 'Section des pages d’accompagnement',
        description:
          'Sur chaque page d’accompagnement, au-dessus de ses réalisations (trois au plus) ; absente tant qu’il n’y en a aucune.',
      }),
      caseStudy: headingSchema.meta({
        title: 'Section sous une étude de cas',
        description: 'En fin d’article, au-dessus de la carte de la réalisation que l’article raconte.',
      }),
    })
    .meta({
      title: 'Page Réalisations',
      description:
        'La page /realisations, les noms des accompagnements et les titres communs des pages de réalisation. Les réalisations elles-mêmes sont dans la collection Réalisations.',
    });
