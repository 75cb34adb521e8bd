/** The conferences page (spec §2.4 "Conferences", §3 "Conference talk", §9: 9 carousel images). */
import { z } from 'astro/zod';
import { benefitSchema, headingSchema, iconSchema, imageSchema, metaSchema, pageLinkSchema, type ImageHelper } from './shared';

const text = () => z.string().trim().min(1);

export const conferencesSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema.extend({
      /** To the talks and to the booking section. */
      links: z.array(pageLinkSchema).min(1).max(2),
    }),
    /** The six proposed themes. */
    themes: headingSchema.extend({
      items: z.array(benefitSchema).length(6),
    }),
    speaker: headingSchema.extend({
      paragraphs: z.array(text()).min(1),
      /** To the about page. */
      link: pageLinkSchema,
      image: imageSchema(image),
      /** The kinds of events the talks are given at: companies, schools, trade fairs, associations… */
      events: z.object({
        title: text(),
        items: z.array(z.object({ icon: iconSchema, label: text() })).min(3),
      }),
    }),
    /** Spec §3 "Conference talk": title, description, icon; each card leads to the contact page. */
    talks: headingSchema.extend({
      items: z.array(benefitSchema).length(3),
      cta: pageLinkSchema,
    }),
    /** The text block. */
    format: headingSchema.extend({
      paragraphs: z.array(text()).min(1),
    }),
    /** The carousel: nine pictures of talks and workshops (spec §9), each with its alt text and a caption shown under it. */
    gallery: headingSchema.extend({
      images: z
        .array(
          imageSchema(image).extend({
            alt: text(),
            caption: text()
              .max(90)
              .meta({
                title: 'Légende',
                description: 'Une phrase courte affichée sous l’image dans le carrousel (90 caractères au plus). Elle dit le moment ou le lieu, sans répéter le texte alternatif.',
              }),
          }),
        )
        .length(9),
    }),
    booking: headingSchema,
  });
