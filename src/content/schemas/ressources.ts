/** The free resources page (spec §2.4 "Resources", §3 "Resource", §9: six resources). */
import { z } from 'astro/zod';
import { externalIdSchema, headingSchema, iconSchema, imageSchema, metaSchema, pageLinkSchema, type ImageHelper } from './shared';

/** Spec §3 "Resource". Its page is another site's: named here, its address in the site config. */
const resourceSchema = (image: ImageHelper) =>
  z.object({
    icon: iconSchema,
    title: z.string().min(1),
    description: z.string().min(1),
    image: imageSchema(image),
    link: externalIdSchema,
  });

export const ressourcesSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema,
    resources: headingSchema.extend({
      items: z.array(resourceSchema(image)).length(6),
      /** The button of every card: "Découvrir la ressource". */
      buttonText: z.string().min(1),
    }),
    next: headingSchema.extend({
      /** To the contact page and one other. */
      links: z.array(pageLinkSchema).length(2),
    }),
  });
