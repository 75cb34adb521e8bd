/**
 * The book page (spec §2.4 "Book", §3 "Why-read point", "Testimonial", "Book facts", §9 "Book").
 * The book's facts themselves (publisher, pages, format, release, ISBN, price) live once in the
 * site config; this file holds the page's words around them, including the labels of the facts.
 */
import { z } from 'astro/zod';
import { externalLinkSchema, headingSchema, iconSchema, imageSchema, metaSchema, pageLinkSchema, type ImageHelper } from './shared';

/** Spec §3 "Testimonial": a reader's words and name, with the stars they gave. */
const testimonialSchema = z.object({
  text: z.string().min(1),
  author: z.string().min(1),
  /** Who the reader is: their trade, their situation. */
  role: z.string().min(1),
  rating: z.number().int().min(1).max(5),
});

export const livreSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema.extend({
      /** The buy button: to the distributor's page, in a new tab. */
      buy: externalLinkSchema,
      /** To the excerpts further down the page. */
      preview: pageLinkSchema,
      cover: imageSchema(image),
    }),
    /** Six reasons to read it (spec §3 "Why-read point"). */
    whyRead: headingSchema.extend({
      points: z.array(z.object({ icon: iconSchema, text: z.string().min(1) })).length(6),
    }),
    /** The five topics of the content preview. */
    contents: headingSchema.extend({
      topics: z.array(z.object({ title: z.string().min(1), description: z.string().min(1) })).length(5),
    }),
    /** Eight excerpt images and the "Découvrir le livre" button. */
    gallery: headingSchema.extend({
      images: z.array(imageSchema(image)).length(8),
      link: externalLinkSchema,
    }),
    author: headingSchema.extend({
      paragraphs: z.array(z.string().min(1)).min(1),
      image: imageSchema(image),
      cta: pageLinkSchema,
    }),
    /** Three readers, five stars each (spec §9). */
    testimonials: headingSchema.extend({
      items: z.array(testimonialSchema).length(3),
    }),
    /** The purchase section, at the anchor #acheter, with the "Commander" button. */
    purchase: headingSchema.extend({
      factLabels: z.object({
        publisher: z.string().min(1),
        pages: z.string().min(1),
        format: z.string().min(1),
        released: z.string().min(1),
        isbn: z.string().min(1),
        price: z.string().min(1),
      }),
      order: externalLinkSchema,
      /** A line under the button: where else the book is sold, for instance. */
      note: z.string().min(1).optional(),
    }),
  });
