/** The podcast page. */
import { z } from 'astro/zod';
import {
  headingSchema,
  heroPictureSchema,
  imageSchema,
  metaSchema,
  pageLinkSchema,
  statSchema,
  videoIdSchema,
  type ImageHelper,
} from './shared';

/**
 * A podcast video. The video's page address is derived from `videoId`; the thumbnail is a
 * self-hosted poster, so nothing is fetched from the video provider before consent.
 */
const videoSchema = (image: ImageHelper) =>
  z
    .object({
      id: z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .meta({ title: 'Identifiant', description: 'Lettres minuscules, chiffres et tirets ; propre à chaque vidéo.' }),
      title: z.string().min(1).meta({ title: 'Titre' }),
      description: z.string().min(1).meta({ title: 'Texte' }),
      videoId: videoIdSchema,
      /** As shown on the card: "18 min". */
      duration: z.string().min(1).meta({ title: 'Durée', description: 'Telle qu’affichée sur la carte, par exemple « 18 min ».' }),
      thumbnail: imageSchema(image).meta({ title: 'Image d’aperçu' }),
    })
    .meta({ title: 'Vidéo' });

/**
 * A podcast card (the show or an episode), rendered as our own HTML so a visitor who refuses the
 * player still sees what there is to hear. The texts are examples until the owner writes the real ones.
 */
const podcastCardSchema = (image: ImageHelper) =>
  z.object({
    title: z.string().trim().min(1).max(90).meta({
      title: 'Titre',
      description: 'Titre tel qu’il apparaît sur la plateforme. Exemple à remplacer par le vrai titre.',
    }),
    description: z.string().trim().min(1).max(140).meta({
      title: 'Description (une ligne)',
      description: 'Une phrase courte, 140 caractères au plus. Exemple à remplacer par votre propre résumé.',
    }),
    image: imageSchema(image).meta({
      title: 'Image',
      description:
        'Illustration carrée de la carte (une illustration d’attente, à remplacer par la pochette si vous le souhaitez) et sa description pour les lecteurs d’écran.',
    }),
  });

export const podcastSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema
        .extend({
          /** The podcast's two claims: its episodes and its reviews. */
          stats: z.array(statSchema).length(2).meta({ title: 'Chiffres clés', description: 'Exactement deux : épisodes, avis.' }),
          platformLink: z
            .string()
            .min(1)
            .meta({ title: 'Libellé du lien vers la plateforme d’écoute', description: 'L’adresse vient des données du cabinet.' }),
          picture: heroPictureSchema(image),
        })
        .meta({ title: 'En-tête de la page' }),
      show: headingSchema
        .extend({
          /** The show's own card: shown as HTML, with its link and its "listen here" button. */
          card: podcastCardSchema(image).meta({
            title: 'Carte de l’émission',
            description: 'Le podcast lui-même, présenté en carte avec un lien vers la plateforme et un bouton « Écouter ici ».',
          }),
        })
        .meta({ title: 'L’émission', description: 'La carte du podcast et son lecteur.' }),
      episodes: headingSchema
        .extend({
          /** The four featured episodes, in the order of `podcast.episodes` in the site config (their ids). */
          items: z
            .array(
              podcastCardSchema(image)
                .extend({
                  minutes: z.number().int().positive().max(600).meta({
                    title: 'Durée (minutes)',
                    description:
                      'Durée de l’épisode en minutes, par exemple 34 ; le site l’affiche « 34 min ». Exemple à remplacer par la vraie durée.',
                  }),
                })
                .meta({ title: 'Épisode' }),
            )
            .length(4)
            .meta({
              title: 'Épisodes à la une',
              description:
                'Les quatre épisodes présentés en cartes, dans l’ordre des identifiants d’épisodes des données du cabinet : la 1re carte ouvre le 1er épisode, etc.',
            }),
        })
        .meta({ title: 'Épisodes' }),
      videos: headingSchema
        .extend({
          items: z.array(videoSchema(image)).length(4).meta({ title: 'Vidéos', description: 'Exactement quatre.' }),
        })
        .meta({ title: 'Vidéos' }),
      feedback: headingSchema
        .extend({
          platformLink: z
            .string()
            .min(1)
            .meta({ title: 'Libellé du lien vers les avis', description: 'L’adresse vient des données du cabinet.' }),
        })
        .meta({ title: 'Votre avis' }),
      /** The page's next steps, shown in the closing block beside its own button to the contact page (a link to the contact page is left out there). */
      next: z
        .object({
          /** To the support and training pages. */
          links: z
            .array(pageLinkSchema)
            .length(2)
            .meta({ title: 'Boutons', description: 'Exactement deux : vers les accompagnements et vers la formation.' }),
        })
        .meta({
          title: 'Liens du bloc de fin de page',
          description: 'Les boutons affichés dans le bloc de fin de page, à côté de son bouton vers la page Contact.',
        }),
    })
    .meta({
      title: 'Page Podcast',
      description: 'La page /podcast ; les identifiants du lecteur et des vidéos viennent des données du cabinet.',
    });
