/** Moving support, "Je déménage" (spec §2.4 "Moving"). */
import { z } from 'astro/zod';
import { benefitSchema, externalLinkSchema, headingSchema, imageSchema, metaSchema, pageLinkSchema, type ImageHelper } from './shared';
import { storySchema } from './support';

export const demenagementSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema.extend({ intro: z.string().min(1) }),
    /** Five reasons to get support when moving. */
    reasons: headingSchema.extend({
      items: z.array(benefitSchema).length(5),
    }),
    /** Renting is no reason not to invest in one's home. */
    renting: storySchema(image),
    /**
     * The call to action: support can happen online, the home's plans are essential. Its one
     * button ("Demander une offre par appel découverte") leads to this page's #booking.
     */
    offer: headingSchema.extend({
      intro: z.string().min(1),
      links: z.array(pageLinkSchema.extend({ page: z.literal('demenagement'), hash: z.literal('#booking') })).length(1),
    }),
    /** The viewing checklist: what it holds and where to download it (external page, new tab). */
    guide: headingSchema.extend({
      items: z.array(z.string().min(1)).min(3).max(8),
      link: externalLinkSchema.extend({ external: z.literal('movingChecklist') }),
      image: imageSchema(image),
    }),
    booking: headingSchema,
  });
