/** The accessibility statement: what was tested, how, the known limits, how to report a barrier. */
import { z } from 'astro/zod';
import { datedSchema, policySectionsSchema } from './policy';
import { headingSchema, metaSchema, type ImageHelper } from './shared';

/** Takes the image helper like every page schema, though the statement has no image. */
export const accessibiliteSchema = (_image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema.meta({ title: 'En-tête de la page' }),
      updated: datedSchema.meta({
        title: 'Date de la déclaration',
        description: 'Le jour des derniers tests. Changez-la quand le site est testé à nouveau, et revoyez alors le texte.',
      }),
      sections: policySectionsSchema(5).meta({
        title: 'Sections',
        description:
          'Exactement cinq : état de conformité, ce qui a été vérifié, comment, limites connues, signaler un obstacle. Décrivez ce qui a vraiment été testé : une déclaration qui promet plus que le site ne tient est pire que pas de déclaration.',
      }),
    })
    .meta({
      title: 'Page Accessibilité',
      description:
        'La page /accessibilite : la déclaration d’accessibilité du site. L’e-mail et le téléphone viennent des données du cabinet ({email}, {phone}).',
    });
