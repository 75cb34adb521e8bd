/** Feng Shui harmonisation. */
import { z } from 'astro/zod';
import {
  benefitSchema,
  faqItemSchema,
  headingSchema,
  heroPictureSchema,
  imageSchema,
  metaSchema,
  pageLinkSchema,
  type ImageHelper,
} from './shared';
import { actionHeroSchema, storySchema } from './support';

export const fengShuiSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      /** French title: the first site's words in French sentence case, "Harmonisez votre espace, transformez votre vie". */
      hero: actionHeroSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
      /** Optimising the home one already lives in. */
      home: storySchema(image).meta({ title: 'Votre logement actuel' }),
      /** Well-being, clarity and energy, relational harmony. */
      benefits: headingSchema
        .extend({
          items: z.array(benefitSchema).length(3).meta({ title: 'Bienfaits', description: 'Exactement trois.' }),
        })
        .meta({ title: 'Bienfaits' }),
      /**
       * What to expect, beside the practitioner's portrait: the four strands of a partly therapeutic
       * approach, explained during a discovery call, and the "Prendre contact" button.
       */
      expect: headingSchema
        .extend({
          paragraphs: z.array(z.string().min(1)).min(1).max(3).meta({ title: 'Paragraphes', description: 'De un à trois.' }),
          approaches: z.array(benefitSchema).length(4).meta({ title: 'Volets de l’approche', description: 'Exactement quatre.' }),
          image: imageSchema(image).meta({ title: 'Portrait' }),
          contact: pageLinkSchema
            .extend({ page: z.literal('contact').meta({ title: 'Page de destination', description: 'Toujours la page Contact.' }) })
            .meta({ title: 'Bouton « Prendre contact »', description: 'Le libellé repris du site d’origine : « Prendre contact ».' }),
        })
        .meta({ title: 'À quoi vous attendre', description: 'À côté du portrait de la praticienne.' }),
      faq: headingSchema
        .extend({
          items: z.array(faqItemSchema).min(4).max(8).meta({ title: 'Questions', description: 'De quatre à huit.' }),
        })
        .meta({ title: 'Questions fréquentes' }),
      booking: headingSchema.meta({ title: 'Réservation', description: 'Au-dessus du calendrier de réservation.' }),
    })
    .meta({ title: 'Page Feng Shui', description: 'La page /accompagnements/feng-shui.' });
