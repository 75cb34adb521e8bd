/** The contact page (spec §2.4 "Contact", §9 "Discovery call"). */
import { z } from 'astro/zod';
import { faqItemSchema, headingSchema, iconSchema, metaSchema, pageLinkSchema, type ImageHelper } from './shared';

/** A contact card (spec §3). Phone and e-mail come from the site config; the location is written here per language. */
const contactCardSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
});

/** Spec §3 "Support option": title, duration, description, optional icon and link. */
const supportOptionSchema = z.object({
  title: z.string().min(1),
  duration: z.string().min(1),
  description: z.string().min(1),
  icon: iconSchema.optional(),
  link: pageLinkSchema.optional(),
});

/** Takes the image helper like every page schema, though the contact page has no image of its own. */
export const contactSchema = (_image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema,
    cards: z.object({
      /** Its description states the phone hours: Monday to Friday, 9:00–18:00. */
      phone: contactCardSchema,
      /** Its description states the response time: within 24 h. */
      email: contactCardSchema,
      location: contactCardSchema.extend({ content: z.string().min(1) }),
    }),
    options: headingSchema.extend({
      items: z.array(supportOptionSchema).length(3),
    }),
    booking: headingSchema.extend({
      /** Shown beside the e-mail link, for whoever cannot or will not use the booking calendar. */
      fallback: z.string().min(1),
      mailtoLabel: z.string().min(1),
    }),
    faq: headingSchema.extend({
      items: z.array(faqItemSchema).length(4),
    }),
  });
