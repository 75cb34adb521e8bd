/** Feng Shui harmonisation (spec §2.4 "Feng Shui"). */
import { z } from 'astro/zod';
import { benefitSchema, faqItemSchema, headingSchema, imageSchema, metaSchema, pageLinkSchema, type ImageHelper } from './shared';
import { actionHeroSchema, storySchema } from './support';

export const fengShuiSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    /** French title: the spec's words in French sentence case, "Harmonisez votre espace, transformez votre vie". */
    hero: actionHeroSchema,
    /** Optimising the home one already lives in. */
    home: storySchema(image),
    /** Well-being, clarity and energy, relational harmony. */
    benefits: headingSchema.extend({
      items: z.array(benefitSchema).length(3),
    }),
    /**
     * What to expect, beside the practitioner's portrait: the four strands of a partly therapeutic
     * approach, explained during a discovery call, and the "Prendre contact" button.
     */
    expect: headingSchema.extend({
      paragraphs: z.array(z.string().min(1)).min(1).max(3),
      approaches: z.array(benefitSchema).length(4),
      image: imageSchema(image),
      contact: pageLinkSchema.extend({ page: z.literal('contact') }),
    }),
    faq: headingSchema.extend({
      items: z.array(faqItemSchema).min(4).max(8),
    }),
    booking: headingSchema,
  });
