/** The press page, `/press-<slug>` (spec §2.4 "Press", §3 "Logo item": id, src, alt). */
import { z } from 'astro/zod';
import { headingSchema, metaSchema, pageLinkSchema, type ImageHelper } from './shared';

const pressLogoSchema = (image: ImageHelper) =>
  z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    src: image(),
    /** The outlet's name, as its logo reads. */
    alt: z.string().trim().min(1),
  });

export const pressSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema,
    /** The three media. */
    logos: headingSchema.extend({
      items: z.array(pressLogoSchema(image)).length(3),
    }),
    /** What the practitioner can speak about, for journalists and event organisers. */
    topics: headingSchema.extend({
      items: z.array(z.string().min(1)).min(3).max(8),
    }),
    /** To the contact page. */
    contact: headingSchema.extend({
      links: z.array(pageLinkSchema).length(1),
    }),
  });
