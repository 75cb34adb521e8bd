/** The workshops page. */
import { z } from 'astro/zod';
import { externalLinkSchema, headingSchema, heroPictureSchema, iconSchema, imageSchema, metaSchema, type ImageHelper } from './shared';

/**
 * A workshop. The price is a number of euros excluding VAT (37), written out by the page
 * in each language's way ("37 € HTVA", "€37 excl. VAT"). The duration is the video's length in
 * minutes; `over: true` when it runs longer ("Plus de 3 h 30"). The link names the order page
 * in the site config.
 */
const workshopSchema = (image: ImageHelper) =>
  z
    .object({
      icon: iconSchema,
      title: z.string().min(1).meta({ title: 'Titre' }),
      price: z.number().positive().meta({
        title: 'Prix HTVA (€)',
        description: 'Un nombre d’euros hors TVA, sans le signe € (par exemple 37) ; la page l’écrit à la manière de chaque langue.',
      }),
      duration: z
        .object({
          minutes: z.number().int().positive().meta({
            title: 'Durée (minutes)',
            description: 'La durée de la vidéo en minutes, un nombre entier (par exemple 210 pour 3 h 30).',
          }),
          over: z.boolean().optional().meta({
            title: 'Afficher « Plus de »',
            description: 'À cocher quand la vidéo dure plus longtemps que cette durée : la page écrit « Plus de 3 h 30 ».',
          }),
        })
        .meta({ title: 'Durée' }),
      description: z.string().min(1).meta({ title: 'Texte' }),
      link: externalLinkSchema.meta({
        title: 'Bouton de commande',
        description: 'Mène à la page de commande de l’atelier, enregistrée dans les données du cabinet ; s’ouvre dans un nouvel onglet.',
      }),
      image: imageSchema(image),
    })
    .meta({ title: 'Atelier' });

/**
 * A group of two workshops whose lengths must fall within the group's range: a
 * workshop filed in the wrong group fails the build.
 */
const groupSchema = (image: ImageHelper, range: { above: number; upTo: number }) =>
  headingSchema.extend({
    items: z
      .array(workshopSchema(image))
      .length(2)
      .refine((items) => items.every((w) => w.duration.minutes > range.above && w.duration.minutes <= range.upTo), {
        message: `Page Ateliers, «\u202fDurée (minutes)\u202f»\u202f: chaque atelier de ce groupe dure plus de ${range.above} et au plus ${range.upTo} minutes. Corrigez la durée, ou placez l’atelier dans l’autre groupe.`,
      })
      .meta({ title: 'Ateliers', description: `Exactement deux, chacun de plus de ${range.above} et d’au plus ${range.upTo} minutes.` }),
  });

export const ateliersSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
      /** Small workshops: 1 to 2 hours. */
      small: groupSchema(image, { above: 59, upTo: 120 }).meta({ title: 'Petits ateliers', description: 'Les ateliers de 1 à 2 heures.' }),
      /** Large workshops: over 2 hours, up to 10. */
      large: groupSchema(image, { above: 120, upTo: 600 }).meta({
        title: 'Grands ateliers',
        description: 'Les ateliers de plus de 2 heures (10 heures au plus).',
      }),
    })
    .meta({
      title: 'Page Ateliers',
      description:
        'La page /ateliers : les prix sont des nombres d’euros hors TVA et les durées celles des vidéos en minutes ; chaque bouton mène à une page de commande des données du cabinet.',
    });
