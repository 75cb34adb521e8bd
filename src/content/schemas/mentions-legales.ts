/** The legal notice: last updated 09/06/2024, four articles. */
import { z } from 'astro/zod';
import { datedSchema, policySectionsSchema } from './policy';
import { headingSchema, heroPictureSchema, metaSchema, type ImageHelper } from './shared';

/** The legal notice; its one picture is the hero's. */
export const mentionsLegalesSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
      updated: datedSchema.meta({ title: 'Dernière mise à jour' }),
      /** Legal information, accessibility 24/7, applicable law, contact. */
      articles: policySectionsSchema(4).meta({
        title: 'Articles',
        description:
          'Exactement quatre : informations légales, accessibilité, droit applicable, contact. L’article « Droit applicable » est à vérifier avant la mise en ligne : voir « Les pages légales à relire » dans le guide.',
      }),
    })
    .meta({
      title: 'Page Mentions légales',
      description:
        'La page /mentions-legales. Le nom du cabinet, de la praticienne, l’e-mail, le téléphone, le numéro d’entreprise et l’hébergeur viennent des données du cabinet.',
    });
