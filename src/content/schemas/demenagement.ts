/** Moving support, "Je déménage". */
import { z } from 'astro/zod';
import {
  benefitSchema,
  choiceNames,
  externalLinkSchema,
  headingSchema,
  heroPictureSchema,
  imageSchema,
  metaSchema,
  pageLinkSchema,
  type ImageHelper,
} from './shared';
import { storySchema } from './support';

export const demenagementSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema
        .extend({
          intro: z.string().min(1).meta({ title: 'Introduction', description: 'Un paragraphe sous le titre.' }),
          picture: heroPictureSchema(image),
        })
        .meta({ title: 'En-tête de la page' }),
      /** Five reasons to get support when moving. */
      reasons: headingSchema
        .extend({
          items: z.array(benefitSchema).length(5).meta({ title: 'Raisons', description: 'Exactement cinq.' }),
        })
        .meta({ title: 'Pourquoi se faire accompagner' }),
      /** Renting is no reason not to invest in one's home. */
      renting: storySchema(image).meta({ title: 'Locataire aussi' }),
      /**
       * The call to action: support can happen online, the home's plans are essential. Its one
       * button ("Demander une offre par appel découverte") leads to this page's #booking.
       */
      offer: headingSchema
        .extend({
          intro: z.string().min(1).meta({ title: 'Introduction', description: 'Un paragraphe sous le titre.' }),
          links: z
            .array(
              pageLinkSchema
                .extend({
                  page: z.literal('demenagement').meta({ title: 'Page de destination', description: 'Toujours cette page.' }),
                  hash: z.literal('#booking').meta({
                    title: 'Section de la page (ancre)',
                    description: 'Toujours #booking, la réservation.',
                    ...choiceNames({ '#booking': 'Réservation (#booking)' }),
                  }),
                })
                .meta({ title: 'Lien vers la réservation' }),
            )
            .length(1)
            .meta({
              title: 'Bouton',
              description:
                'Un seul, vers la réservation de cette page ; son libellé, repris du site d’origine : « Demander une offre par appel découverte ».',
            }),
        })
        .meta({
          title: 'Offre',
          description: 'L’appel à l’action : l’accompagnement peut se faire en ligne, les plans du logement sont indispensables.',
        }),
      /** The viewing checklist: what it holds and where to download it (external page, new tab). */
      guide: headingSchema
        .extend({
          items: z.array(z.string().min(1)).min(3).max(8).meta({ title: 'Points de la liste', description: 'De trois à huit.' }),
          link: externalLinkSchema
            .extend({
              external: z
                .literal('movingChecklist')
                .meta({ title: 'Adresse externe', description: 'Toujours la page de la checklist (données du cabinet).' }),
            })
            .meta({ title: 'Bouton de téléchargement', description: 'Vers la page de la checklist ; s’ouvre dans un nouvel onglet.' }),
          image: imageSchema(image),
        })
        .meta({ title: 'Checklist de visite' }),
      booking: headingSchema.meta({ title: 'Réservation', description: 'Au-dessus du calendrier de réservation.' }),
    })
    .meta({ title: 'Page Je déménage', description: 'La page /accompagnements/demenagement.' });
