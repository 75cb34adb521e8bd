/** The support hub (spec §2.4 "Support hub"): three paths, who it is for, when to call, the masterclass, booking, FAQ. */
import { z } from 'astro/zod';
import { benefitSchema, cardSchema, externalLinkSchema, faqItemSchema, headingSchema, imageSchema, metaSchema, type ImageHelper } from './shared';
import { actionHeroSchema, pointSchema } from './support';

/** The three sub-pages the hub's cards lead to, in this order. */
const subPages = ['construction', 'demenagement', 'fengShui'] as const;

export const accompagnementsSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: actionHeroSchema,
    /** Building or renovating, moving, something new (Feng Shui): one card per sub-page. */
    paths: headingSchema.extend({
      cards: z
        .array(cardSchema)
        .length(3)
        .refine((cards) => cards.every((card, index) => card.link === subPages[index]), {
          message: `the cards lead to ${subPages.join(', ')}, in this order`,
        }),
    }),
    /** The "Êtes-vous concerné ?" checklist (six items) and, beside it, who the support is for. */
    concerned: headingSchema.extend({
      items: z.array(z.string().min(1)).length(6),
      audience: z.object({
        title: z.string().min(1),
        items: z.array(benefitSchema).min(2).max(4),
      }),
    }),
    /** When to call: the moments of a project, in order, beside a drawing. */
    timing: headingSchema.extend({
      moments: z.array(pointSchema).min(3).max(5),
      image: imageSchema(image),
    }),
    /** The free masterclass on three mistakes to avoid (external opt-in page, new tab). */
    masterclass: headingSchema.extend({
      items: z.array(z.string().min(1)).min(2).max(4),
      link: externalLinkSchema.extend({ external: z.literal('masterclassConstruction') }),
      image: imageSchema(image),
    }),
    booking: headingSchema,
    faq: headingSchema.extend({
      items: z.array(faqItemSchema).min(4).max(8),
    }),
  });
