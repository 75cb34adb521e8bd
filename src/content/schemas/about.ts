/** The about page (spec §2.4 "About", §3 "Journey step", §9 "Marketing figures"). */
import { z } from 'astro/zod';
import { cardSchema, headingSchema, imageSchema, metaSchema, pageLinkSchema, statSchema, type ImageHelper } from './shared';

/** Spec §3 "Journey step": when, what, and a sentence about it. */
const journeyStepSchema = z.object({
  period: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
});

export const aboutSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema,
    /** "Ce qui m'anime" / "What drives me", beside the practitioner's portrait. */
    drive: headingSchema.extend({
      paragraphs: z.array(z.string().min(1)).min(1),
      image: imageSchema(image),
    }),
    /** Training, revelation, specialisation, today: in that order. */
    journey: headingSchema.extend({
      steps: z.array(journeyStepSchema).length(4),
    }),
    quote: z.object({
      text: z.string().min(1),
      author: z.string().min(1),
      role: z.string().min(1).optional(),
    }),
    approach: headingSchema.extend({
      principles: z.array(z.object({ title: z.string().min(1), description: z.string().min(1) })).min(2).max(6),
    }),
    /** 500+ projects, 6,500 subscribers, 5+ years, 1 conference talk (spec §2.4). */
    results: headingSchema.extend({
      stats: z.array(statSchema).length(4),
    }),
    /** Cards to the podcast, the book and the free resources, then the link to the social feed. */
    content: headingSchema.extend({
      cards: z.array(cardSchema).length(3),
      /** Label of the link to the image-sharing profile (address in the site config). */
      socialLink: z.string().min(1),
    }),
    /** To the training and contact pages. */
    next: headingSchema.extend({
      links: z.array(pageLinkSchema).length(2),
    }),
  });
