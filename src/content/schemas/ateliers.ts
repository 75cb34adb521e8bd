/** The workshops page (spec §2.4 "Workshops", §3 "Workshop", §9 "Workshops"). */
import { z } from 'astro/zod';
import { benefitSchema, externalLinkSchema, headingSchema, iconSchema, imageSchema, metaSchema, pageLinkSchema, type ImageHelper } from './shared';

/**
 * Spec §3 "Workshop". The price is a number of euros excluding VAT (37), written out by the page
 * in each language's way ("37 € HT", "€37 excl. VAT"). The duration is the video's length in
 * minutes; `over: true` when it runs longer ("Plus de 3 h 30"). The link names the order page
 * in the site config.
 */
const workshopSchema = (image: ImageHelper) =>
  z.object({
    icon: iconSchema,
    title: z.string().min(1),
    price: z.number().positive(),
    duration: z.object({
      minutes: z.number().int().positive(),
      over: z.boolean().optional(),
    }),
    description: z.string().min(1),
    link: externalLinkSchema,
    image: imageSchema(image),
  });

/**
 * A group of two workshops whose lengths must fall within the group's range (spec §2.4): a
 * workshop filed in the wrong group fails the build.
 */
const groupSchema = (image: ImageHelper, range: { above: number; upTo: number }) =>
  headingSchema.extend({
    items: z
      .array(workshopSchema(image))
      .length(2)
      .refine((items) => items.every((w) => w.duration.minutes > range.above && w.duration.minutes <= range.upTo), {
        message: `every workshop of this group lasts more than ${range.above} and at most ${range.upTo} minutes`,
      }),
  });

export const ateliersSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema,
    /** Small workshops: 1 to 2 hours. */
    small: groupSchema(image, { above: 59, upTo: 120 }),
    /** Large workshops: over 2 hours, up to 10. */
    large: groupSchema(image, { above: 120, upTo: 600 }),
    /** How a workshop works, in three steps. */
    steps: headingSchema.extend({
      items: z.array(benefitSchema).length(3),
    }),
    /** The closing link to the contact page (spec §2.4). */
    contact: headingSchema.extend({
      links: z.array(pageLinkSchema.extend({ page: z.literal('contact') })).length(1),
    }),
  });
