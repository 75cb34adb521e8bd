/** The conferences page: themes, talks, a carousel of nine pictures, booking. */
import { z } from 'astro/zod';
import {
  benefitSchema,
  headingSchema,
  heroPictureSchema,
  iconSchema,
  imageSchema,
  metaSchema,
  pageLinkSchema,
  type ImageHelper,
} from './shared';

const text = () => z.string().trim().min(1);

export const conferencesSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema
        .extend({
          /** To the talks and to the booking section. */
          links: z
            .array(pageLinkSchema)
            .min(1)
            .max(2)
            .meta({ title: 'Boutons', description: 'Un ou deux : vers les conférences et vers la réservation.' }),
          picture: heroPictureSchema(image),
        })
        .meta({ title: 'En-tête de la page' }),
      /** The six proposed themes. */
      themes: headingSchema
        .extend({
          items: z.array(benefitSchema).length(6).meta({ title: 'Thèmes', description: 'Exactement six.' }),
        })
        .meta({ title: 'Thèmes proposés' }),
      speaker: headingSchema
        .extend({
          paragraphs: z.array(text()).min(1).meta({ title: 'Paragraphes' }),
          /** To the about page. */
          link: pageLinkSchema.meta({ title: 'Lien vers la page À propos' }),
          image: imageSchema(image),
          /** The kinds of events the talks are given at: companies, schools, trade fairs, associations… */
          events: z
            .object({
              title: text().meta({ title: 'Titre' }),
              items: z
                .array(z.object({ icon: iconSchema, label: text().meta({ title: 'Libellé' }) }).meta({ title: 'Type d’événement' }))
                .min(3)
                .meta({ title: 'Types d’événements', description: 'Au moins trois : entreprises, écoles, salons, associations…' }),
            })
            .meta({ title: 'Événements', description: 'Les lieux où les conférences sont données.' }),
        })
        .meta({ title: 'La conférencière' }),
      /** A conference talk: title, description, icon; each card leads to the contact page. */
      talks: headingSchema
        .extend({
          items: z.array(benefitSchema).length(3).meta({ title: 'Conférences', description: 'Exactement trois.' }),
          cta: pageLinkSchema.meta({ title: 'Bouton', description: 'Sous les conférences, vers la page Contact.' }),
        })
        .meta({ title: 'Conférences' }),
      /** The text block. */
      format: headingSchema
        .extend({
          paragraphs: z.array(text()).min(1).meta({ title: 'Paragraphes' }),
        })
        .meta({ title: 'Format' }),
      /** The carousel: nine pictures of talks and workshops, each with its alt text and a caption shown under it. */
      gallery: headingSchema
        .extend({
          images: z
            .array(
              imageSchema(image)
                .extend({
                  alt: text().meta({
                    title: 'Texte alternatif de l’image',
                    description: 'Ce que montre la photo, dans la langue de la page ; obligatoire.',
                  }),
                  caption: text().max(90).meta({
                    title: 'Légende',
                    description:
                      'Une phrase courte affichée sous l’image dans le carrousel (90 caractères au plus). Elle dit le moment ou le lieu, sans répéter le texte alternatif.',
                  }),
                })
                .meta({ title: 'Image' }),
            )
            .length(9)
            .meta({
              title: 'Images du carrousel',
              description:
                'Exactement neuf. Les dessins de src/assets/art/conferences attendent vos photos d’événements : remplacez chacun par une photo, avec un texte alternatif et une légende.',
            }),
        })
        .meta({ title: 'Galerie' }),
      booking: headingSchema.meta({ title: 'Réservation', description: 'Au-dessus du calendrier de réservation.' }),
    })
    .meta({ title: 'Page Conférences', description: 'La page /conferences.' });
