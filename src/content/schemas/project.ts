/**
 * The front matter of one of her projects, `src/content/projects/<lang>/<slug>.md`; the
 * body is the story of the project, short. The same rules serve the content collection (with
 * Astro's image helper) and lib/projects.ts, which reads the files without Astro for the route
 * table. Unknown fields are refused, so a typo fails the build instead of being ignored.
 *
 * The projects the site ships with are examples: ticked "Exemple à remplacer", they are
 * provisional content, refused by a production build until she replaces them with her
 * own and unticks them.
 */
import { z } from 'astro/zod';
import { projectKindIds } from '../../config/projects';
import { isTicked } from '../../lib/identifiers';
import { provisional } from './provisional';
// Type only: shared.ts imports the route table, which imports this file through lib/projects.
import type { ImageHelper } from './shared';

const text = () => z.string().trim();

/** A photograph (or a drawing standing in for one) with what it shows, in the file's language. */
const picture = (image: ImageHelper, title: string, description: string) =>
  z
    .object({
      src: image().meta({
        title: 'Fichier de l’image',
        description: 'Une image du dossier src/assets ; elle est redimensionnée et convertie automatiquement à la publication.',
      }),
      alt: text().min(1).meta({
        title: 'Texte alternatif de l’image',
        description: 'Ce que montre l’image, dans la langue de la page, pour qui ne la voit pas ; obligatoire.',
      }),
    })
    .strict()
    .meta({ title, description });

export const projectSchema = (image: ImageHelper) =>
  z
    .object({
      title: text().min(1).max(90).meta({
        title: 'Titre de la réalisation',
        description: '90 caractères au plus ; aussi le titre de la page pour les moteurs de recherche.',
      }),
      description: text().min(50).max(160).meta({
        title: 'Résumé',
        description: '50 à 160 caractères, sous le titre et sur les cartes ; aussi la description pour les moteurs de recherche.',
      }),
      place: text()
        .min(2)
        .max(60)
        .meta({ title: 'Lieu', description: 'La commune ou le quartier, par exemple « Uccle » ; jamais l’adresse du client.' }),
      year: z.int().min(1990).max(2100).meta({
        title: 'Année',
        description:
          'L’année où le projet s’est terminé, écrite en chiffres (2024) ; les réalisations les plus récentes viennent en premier.',
      }),
      kind: z.enum(projectKindIds).meta({
        title: 'Accompagnement',
        description: 'L’accompagnement dont il s’agit : la réalisation paraît sur sa page, qui lui est liée.',
        'x-labels': { construction: 'Construction et rénovation', demenagement: 'Déménagement', fengShui: 'Feng Shui' },
      }),
      question: text().min(20).max(300).meta({
        title: 'La question de départ',
        description:
          'Ce que le client vous a demandé, en une ou deux phrases : « Comment dormir enfin dans une chambre côté rue ? » ; de 20 à 300 caractères.',
      }),
      changes: z
        .array(text().min(5).max(200).meta({ title: 'Changement' }))
        .min(1, 'au moins un changement')
        .max(5, 'cinq changements au plus')
        .meta({
          title: 'Ce qui a changé',
          description: 'De un à cinq points, chacun en une phrase : ce que la personne vit autrement depuis.',
        }),
      before: picture(
        image,
        'Photo « avant »',
        'Le lieu avant votre accompagnement, cadré comme la photo « après » (les deux se montrent au même endroit, à la même taille).',
      ),
      after: picture(image, 'Photo « après »', 'Le même lieu après ; c’est elle qu’on voit d’abord, et sur les cartes de la réalisation.'),
      plan: picture(image, 'Plan', 'Facultatif : un plan ou une coupe du projet, présenté comme une planche d’architecte.').optional(),
      example: provisional(
        z.boolean().optional().meta({
          title: 'Exemple à remplacer',
          description:
            'Coché : cette réalisation est un exemple inventé, que le site ne publiera pas en production. Remplacez-la par l’une des vôtres, puis décochez.',
        }),
        isTicked,
      ),
    })
    .strict()
    .meta({
      title: 'Réalisation',
      description: 'Une réalisation existe en français et en anglais, sous le même nom de fichier ; ce nom devient son adresse.',
    });

export type ProjectData = z.output<ReturnType<typeof projectSchema>>;
