/** Building and renovation support. */
import { z } from 'astro/zod';
import { headingSchema, heroPictureSchema, metaSchema, type ImageHelper } from './shared';
import { actionHeroSchema, pointSchema, storySchema } from './support';

export const constructionSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: actionHeroSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
      /** Who this support is for: five criteria. */
      eligibility: headingSchema
        .extend({
          items: z.array(z.string().min(1)).length(5).meta({ title: 'Critères', description: 'Exactement cinq.' }),
        })
        .meta({ title: 'Pour qui' }),
      /** The right moment: once a first plan exists. */
      timing: storySchema(image).meta({ title: 'Le bon moment', description: 'Quand intervenir : dès qu’un premier plan existe.' }),
      /** Working alongside an architect already on the project, step by step. */
      architect: headingSchema
        .extend({
          items: z.array(pointSchema).min(3).max(4).meta({ title: 'Étapes', description: 'Trois ou quatre.' }),
        })
        .meta({
          title: 'Avec votre architecte',
          description: 'Comment le travail s’articule avec l’architecte du projet, étape par étape.',
        }),
      booking: headingSchema.meta({ title: 'Réservation', description: 'Au-dessus du calendrier de réservation.' }),
    })
    .meta({ title: 'Page Construction et rénovation', description: 'La page /accompagnements/construction-renovation.' });
