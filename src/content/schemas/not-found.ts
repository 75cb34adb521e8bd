/** The 404 page (decisions.md 3): a short message and ways back. */
import { z } from 'astro/zod';
import { imageSchema, metaSchema, pageLinkSchema, type ImageHelper } from './shared';

export const notFoundSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    text: z.string().min(1),
    links: z.array(pageLinkSchema).min(2),
    image: imageSchema(image),
  });
