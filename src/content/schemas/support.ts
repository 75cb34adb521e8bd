/**
 * Pieces the workshop and support pages share: a hero with its call to action, a
 * block of text beside a picture, a titled point. Built from shared.ts like every page schema.
 */
import { z } from 'astro/zod';
import { headingSchema, imageSchema, pageLinkSchema, type ImageHelper } from './shared';

/** The hero of a support page: its title, a lead paragraph and one call to action (to #booking). */
export const actionHeroSchema = headingSchema.extend({
  intro: z.string().min(1).meta({ title: 'Introduction', description: 'Un paragraphe sous le titre.' }),
  cta: pageLinkSchema.meta({ title: 'Bouton', description: 'Mène en général à la réservation (#booking).' }),
});

/** A titled point: an eligibility criterion, a step, a moment to call, a line of a guide. */
export const pointSchema = z
  .object({
    title: z.string().min(1).meta({ title: 'Titre' }),
    description: z.string().min(1).meta({ title: 'Texte' }),
  })
  .meta({ title: 'Point' });

/** A heading and a few paragraphs beside a picture (SplitSection). */
export const storySchema = (image: ImageHelper) =>
  headingSchema.extend({
    paragraphs: z.array(z.string().min(1)).min(1).max(4).meta({ title: 'Paragraphes', description: 'De un à quatre.' }),
    image: imageSchema(image),
  });
