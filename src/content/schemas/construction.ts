/** Building and renovation support (spec §2.4 "Construction and renovation"). */
import { z } from 'astro/zod';
import { headingSchema, metaSchema, type ImageHelper } from './shared';
import { actionHeroSchema, pointSchema, storySchema } from './support';

export const constructionSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: actionHeroSchema,
    /** Who this support is for: five criteria (spec §2.4). */
    eligibility: headingSchema.extend({
      items: z.array(z.string().min(1)).length(5),
    }),
    /** The right moment: once a first plan exists. */
    timing: storySchema(image),
    /** Working alongside an architect already on the project, step by step. */
    architect: headingSchema.extend({
      items: z.array(pointSchema).min(3).max(4),
    }),
    booking: headingSchema,
  });
