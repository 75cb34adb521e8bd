/** The support hub: three paths, who it is for, when to call, the masterclass, booking, FAQ. */
import { z } from 'astro/zod';
import {
  benefitSchema,
  cardSchema,
  externalLinkSchema,
  faqItemSchema,
  headingSchema,
  heroPictureSchema,
  imageSchema,
  metaSchema,
  type ImageHelper,
} from './shared';
import { actionHeroSchema, pointSchema } from './support';

/** The three sub-pages the hub's cards lead to, in this order. */
const subPages = ['construction', 'demenagement', 'fengShui'] as const;

export const accompagnementsSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: actionHeroSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
      /** Building or renovating, moving, something new (Feng Shui): one card per sub-page. */
      paths: headingSchema
        .extend({
          cards: z
            .array(cardSchema)
            .length(3)
            .refine((cards) => cards.every((card, index) => card.link === subPages[index]), {
              message: `Page Accompagnements, «\u202fCartes\u202f» des trois parcours\u202f: la première mène à la page construction et rénovation, la deuxième au déménagement, la troisième au Feng Shui. Rétablissez cet ordre dans «\u202fPage de destination\u202f» de chaque carte.`,
            })
            .meta({
              title: 'Cartes',
              description: 'Exactement trois, dans cet ordre : construction et rénovation, déménagement, Feng Shui.',
            }),
        })
        .meta({ title: 'Trois parcours' }),
      /** The "Êtes-vous concerné ?" checklist (six items) and, beside it, who the support is for. */
      concerned: headingSchema
        .extend({
          items: z.array(z.string().min(1)).length(6).meta({ title: 'Points de la liste', description: 'Exactement six.' }),
          audience: z
            .object({
              title: z.string().min(1).meta({ title: 'Titre' }),
              items: z.array(benefitSchema).min(2).max(4).meta({ title: 'Profils', description: 'De deux à quatre.' }),
            })
            .meta({ title: 'À qui s’adresse l’accompagnement' }),
        })
        .meta({
          title: 'Êtes-vous concerné ?',
          description:
            'La liste de six points (titre repris du site d’origine : « Êtes-vous concerné ? »), et à côté, à qui s’adresse l’accompagnement.',
        }),
      /** When to call: the moments of a project, in order, beside a drawing. */
      timing: headingSchema
        .extend({
          moments: z.array(pointSchema).min(3).max(5).meta({ title: 'Moments', description: 'De trois à cinq, dans l’ordre du projet.' }),
          image: imageSchema(image),
        })
        .meta({ title: 'Quand faire appel à nous' }),
      /** The free masterclass on three mistakes to avoid (external opt-in page, new tab). */
      masterclass: headingSchema
        .extend({
          items: z.array(z.string().min(1)).min(2).max(4).meta({ title: 'Points de la liste', description: 'De deux à quatre.' }),
          link: externalLinkSchema
            .extend({
              external: z
                .literal('masterclassConstruction')
                .meta({ title: 'Adresse externe', description: 'Toujours la page d’inscription à la masterclass (données du cabinet).' }),
            })
            .meta({ title: 'Bouton vers la masterclass', description: 'S’ouvre dans un nouvel onglet.' }),
          image: imageSchema(image),
        })
        .meta({ title: 'Masterclass offerte' }),
      booking: headingSchema.meta({ title: 'Réservation', description: 'Au-dessus du calendrier de réservation.' }),
      faq: headingSchema
        .extend({
          items: z.array(faqItemSchema).min(4).max(8).meta({ title: 'Questions', description: 'De quatre à huit.' }),
        })
        .meta({ title: 'Questions fréquentes' }),
    })
    .meta({
      title: 'Page Accompagnements',
      description:
        'La page /accompagnements : les trois parcours, à qui ils s’adressent, quand faire appel, la masterclass, la réservation et les questions fréquentes.',
    });
