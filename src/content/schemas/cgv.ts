/** The terms and conditions of sale (spec §2.4 "General sales conditions", §9 "Sales conditions"). */
import { z } from 'astro/zod';
import { policySectionSchema, policySectionsSchema } from './policy';
import { headingSchema, metaSchema, type ImageHelper } from './shared';

const text = () => z.string().trim().min(1);

/** Takes the image helper like every page schema, though the terms of sale have no image. */
export const cgvSchema = (_image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema,
    /** The deposit clause, shown first and highlighted, before the articles. */
    deposit: policySectionSchema.extend({ eyebrow: text() }),
    /** Seven articles, one open at a time: scope, orders, prices, payment, delivery, intellectual property, Belgian law. */
    articles: headingSchema.extend({ items: policySectionsSchema(7) }),
    keyPoints: headingSchema.extend({
      items: z.array(z.object({ title: text(), description: text() })).min(3).max(8),
    }),
    /** Above the seller's details, which come from the site config. */
    seller: headingSchema,
  });
