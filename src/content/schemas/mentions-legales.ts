/** The legal notice (spec §2.4 "Legal notices"): last updated 09/06/2024, four articles. */
import { z } from 'astro/zod';
import { datedSchema, policySectionsSchema } from './policy';
import { headingSchema, metaSchema, type ImageHelper } from './shared';

/** Takes the image helper like every page schema, though the legal notice has no image. */
export const mentionsLegalesSchema = (_image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema,
    updated: datedSchema,
    /** Legal information, accessibility 24/7, applicable law, contact. */
    articles: policySectionsSchema(4),
  });
