/** The home page (spec §1): eight sections, in the order they appear. */
import { z } from 'astro/zod';
import {
  benefitSchema,
  cardSchema,
  headingSchema,
  imageSchema,
  metaSchema,
  pageLinkSchema,
  ratingSummarySchema,
  statSchema,
  type ImageHelper,
} from './shared';

export const homeSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: z.object({
      eyebrow: z.string().min(1),
      title: z.string().min(1),
      lead: z.string().min(1),
      cta: pageLinkSchema,
      /** 500+ clients, 5+ years, 130+ professionals trained. */
      claims: z.array(statSchema).length(3),
      /** Label of the link to the recorded conference talk (address in the site config). */
      videoLink: z.string().min(1),
      image: imageSchema(image),
    }),
    approach: headingSchema.extend({
      pillars: z.array(benefitSchema).length(3),
    }),
    services: headingSchema.extend({
      cards: z.array(cardSchema).length(3),
    }),
    founder: headingSchema.extend({
      paragraphs: z.array(z.string().min(1)).min(1),
      stats: z.array(statSchema).length(4),
      image: imageSchema(image),
      cta: pageLinkSchema,
    }),
    logos: z.object({
      title: z.string().min(1),
      /** Seven press and partner marks (spec §1.5). */
      items: z.array(imageSchema(image)).length(7),
    }),
    testimonials: headingSchema.extend({
      /** Link to the public review platform (address in the site config). */
      platformLink: z.string().min(1),
      /** Spec §9: "90+ five-star reviews". */
      ratingSummary: ratingSummarySchema,
    }),
    podcast: headingSchema.extend({
      stats: z.array(statSchema).length(3),
      platformLink: z.string().min(1),
      pageLink: pageLinkSchema,
    }),
    quiz: headingSchema.extend({
      /** The short facts beside the button: 3 minutes, free, no sign-up. */
      facts: z.array(z.string().min(1)).length(3),
      stats: z.array(statSchema).length(2),
      image: imageSchema(image),
    }),
  });
