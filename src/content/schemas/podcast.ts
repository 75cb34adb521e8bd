/** The podcast page (spec §2.4 "Podcast", §3 "Video item", §9). */
import { z } from 'astro/zod';
import { headingSchema, imageSchema, metaSchema, pageLinkSchema, statSchema, videoIdSchema, type ImageHelper } from './shared';

/**
 * Spec §3 "Video item". The video's page address is derived from `videoId`; the thumbnail is a
 * self-hosted poster, so nothing is fetched from the video provider before consent.
 */
const videoSchema = (image: ImageHelper) =>
  z.object({
    id: z.string().regex(/^[a-z0-9-]+$/).meta({ title: 'Identifiant', description: 'Lettres minuscules, chiffres et tirets ; propre à chaque vidéo.' }),
    title: z.string().min(1).meta({ title: 'Titre' }),
    description: z.string().min(1).meta({ title: 'Texte' }),
    videoId: videoIdSchema,
    /** As shown on the card: "18 min". */
    duration: z.string().min(1).meta({ title: 'Durée', description: 'Telle qu’affichée sur la carte, par exemple « 18 min ».' }),
    thumbnail: imageSchema(image).meta({ title: 'Image d’aperçu' }),
  }).meta({ title: 'Vidéo' });

export const podcastSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema.extend({
      /** 25+ episodes; 5 stars on 80+ reviews. */
      stats: z.array(statSchema).length(2).meta({ title: 'Chiffres clés', description: 'Exactement deux : épisodes, avis.' }),
      platformLink: z.string().min(1).meta({ title: 'Libellé du lien vers la plateforme d’écoute', description: 'L’adresse vient des données du cabinet.' }),
    }).meta({ title: 'En-tête de la page' }),
    show: headingSchema.meta({ title: 'L’émission', description: 'Au-dessus du lecteur du podcast.' }),
    episodes: headingSchema.extend({
      /** Titles of the four featured episodes, in the order of `podcast.episodes` in the site config. */
      items: z.array(z.object({ title: z.string().min(1).meta({ title: 'Titre' }) }).meta({ title: 'Épisode' })).length(4).meta({
        title: 'Épisodes à la une',
        description: 'Exactement quatre titres, dans l’ordre des épisodes des données du cabinet.',
      }),
    }).meta({ title: 'Épisodes' }),
    videos: headingSchema.extend({
      items: z.array(videoSchema(image)).length(4).meta({ title: 'Vidéos', description: 'Exactement quatre.' }),
    }).meta({ title: 'Vidéos' }),
    feedback: headingSchema.extend({
      platformLink: z.string().min(1).meta({ title: 'Libellé du lien vers les avis', description: 'L’adresse vient des données du cabinet.' }),
    }).meta({ title: 'Votre avis' }),
    next: headingSchema.extend({
      /** To the support and training pages. */
      links: z.array(pageLinkSchema).length(2).meta({ title: 'Boutons', description: 'Exactement deux : vers les accompagnements et vers la formation.' }),
    }).meta({ title: 'Pour aller plus loin' }),
  }).meta({ title: 'Page Podcast', description: 'La page /podcast ; les identifiants du lecteur et des vidéos viennent des données du cabinet.' });
