/**
 * The book page.
 * The book's facts themselves (publisher, pages, format, release, ISBN, price) live once in the
 * site config; this file holds the page's words around them, including the labels of the facts.
 */
import { z } from 'astro/zod';
import { externalLinkSchema, headingSchema, iconSchema, imageSchema, metaSchema, pageLinkSchema, type ImageHelper } from './shared';

/** A reader testimonial: a reader's words and name, with the stars they gave. */
const testimonialSchema = z
  .object({
    text: z.string().min(1).meta({ title: 'Témoignage' }),
    author: z.string().min(1).meta({ title: 'Nom' }),
    /** Who the reader is: their trade, their situation. */
    role: z.string().min(1).meta({ title: 'Qui est le lecteur', description: 'Son métier, sa situation.' }),
    rating: z.number().int().min(1).max(5).meta({ title: 'Note (étoiles)', description: 'Un nombre entier de 1 à 5.' }),
  })
  .meta({ title: 'Avis de lecteur' });

export const livreSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema
        .extend({
          /** The buy button: to the distributor's page, in a new tab. */
          buy: externalLinkSchema.meta({
            title: 'Bouton d’achat',
            description: 'Vers la page du distributeur ; s’ouvre dans un nouvel onglet.',
          }),
          /** To the excerpts further down the page. */
          preview: pageLinkSchema.meta({ title: 'Lien vers les extraits', description: 'Vers les extraits, plus bas dans la page.' }),
          cover: imageSchema(image).meta({
            title: 'Couverture',
            description:
              'Une photographie de la couverture remplace le dessin du site\u202f; elle est alors aussi proposée en haute définition dans le dossier de presse.',
          }),
        })
        .meta({ title: 'En-tête de la page' }),
      /** Six reasons to read it. */
      whyRead: headingSchema
        .extend({
          points: z
            .array(z.object({ icon: iconSchema, text: z.string().min(1).meta({ title: 'Texte' }) }).meta({ title: 'Raison' }))
            .length(6)
            .meta({ title: 'Raisons', description: 'Exactement six.' }),
        })
        .meta({ title: 'Pourquoi le lire' }),
      /** The five topics of the content preview. */
      contents: headingSchema
        .extend({
          topics: z
            .array(
              z
                .object({ title: z.string().min(1).meta({ title: 'Titre' }), description: z.string().min(1).meta({ title: 'Texte' }) })
                .meta({ title: 'Thème' }),
            )
            .length(5)
            .meta({ title: 'Thèmes', description: 'Exactement cinq.' }),
        })
        .meta({ title: 'Contenu du livre' }),
      /** Eight excerpt images and the "Découvrir le livre" button. */
      gallery: headingSchema
        .extend({
          images: z.array(imageSchema(image)).length(8).meta({ title: 'Extraits', description: 'Exactement huit images.' }),
          link: externalLinkSchema.meta({ title: 'Bouton « Découvrir le livre »', description: 'S’ouvre dans un nouvel onglet.' }),
        })
        .meta({ title: 'Extraits' }),
      author: headingSchema
        .extend({
          paragraphs: z.array(z.string().min(1)).min(1).meta({ title: 'Paragraphes' }),
          image: imageSchema(image).meta({ title: 'Portrait' }),
          cta: pageLinkSchema.meta({ title: 'Bouton' }),
        })
        .meta({ title: 'L’autrice' }),
      /** Three readers, five stars each. */
      testimonials: headingSchema
        .extend({
          items: z.array(testimonialSchema).length(3).meta({ title: 'Avis', description: 'Exactement trois.' }),
        })
        .meta({ title: 'Avis de lecteurs' }),
      /** The purchase section, at the anchor #acheter, with the "Commander" button. */
      purchase: headingSchema
        .extend({
          factLabels: z
            .object({
              publisher: z.string().min(1).meta({ title: 'Éditeur' }),
              pages: z.string().min(1).meta({ title: 'Pages' }),
              format: z.string().min(1).meta({ title: 'Format' }),
              released: z.string().min(1).meta({ title: 'Parution' }),
              isbn: z.string().min(1).meta({ title: 'ISBN' }),
              price: z.string().min(1).meta({ title: 'Prix' }),
            })
            .meta({
              title: 'Libellés de la fiche du livre',
              description:
                'Les mots devant chaque information ; les informations elles-mêmes (éditeur, pages, format, parution, ISBN, prix) viennent des données du cabinet.',
            }),
          order: externalLinkSchema.meta({
            title: 'Bouton « Commander »',
            description: 'Vers la page du distributeur ; s’ouvre dans un nouvel onglet.',
          }),
          /** A line under the button: where else the book is sold, for instance. */
          note: z
            .string()
            .min(1)
            .optional()
            .meta({ title: 'Note', description: 'Facultatif : une ligne sous le bouton, par exemple où trouver aussi le livre.' }),
        })
        .meta({ title: 'Achat', description: 'La section à l’ancre #acheter.' }),
    })
    .meta({
      title: 'Page Livre',
      description: 'La page /livre ; les informations du livre et l’adresse du distributeur viennent des données du cabinet.',
    });
