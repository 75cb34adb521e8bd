/** The 404 page (docs/decisions/002): a short message and ways back. */
import { z } from 'astro/zod';
import { imageSchema, metaSchema, pageLinkSchema, type ImageHelper } from './shared';

export const notFoundSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      eyebrow: z.string().min(1).meta({ title: 'Surtitre' }),
      title: z.string().min(1).meta({ title: 'Titre' }),
      text: z.string().min(1).meta({ title: 'Texte' }),
      links: z.array(pageLinkSchema).min(2).meta({ title: 'Liens', description: 'Au moins deux, pour repartir.' }),
      image: imageSchema(image),
    })
    .meta({ title: 'Page introuvable (404)', description: 'Affichée pour une adresse qui n’existe pas.' });
