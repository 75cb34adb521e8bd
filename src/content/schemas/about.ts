/** The about page. */
import { z } from 'astro/zod';
import { isExampleText } from '../../lib/identifiers';
import { provisional } from './provisional';
import {
  cardSchema,
  headingSchema,
  heroPictureSchema,
  imageSchema,
  metaSchema,
  pageLinkSchema,
  statSchema,
  type ImageHelper,
} from './shared';

const year = () => z.number().int().min(1950).max(2100);

/**
 * Who teaches: her school and its year, her certifications with the bodies that gave
 * them. Shipped as examples ("exemple" in the school's and bodies' names): provisional, as her name
 * is, so a production build refuses them, and the block stays hidden until she has filled it in
 * (`trainerFilledIn`), never shown with a stand-in.
 */
export const trainerSchema = z
  .object({
    school: provisional(
      z.string().trim().min(2).max(90).meta({
        title: 'École',
        description:
          'L’école où vous avez obtenu votre diplôme d’architecte, telle qu’on l’écrit : « Faculté d’architecture La Cambre Horta (ULB) ».',
      }),
      isExampleText,
    ),
    year: year().meta({ title: 'Année du diplôme' }),
    certifications: z
      .array(
        z
          .object({
            name: z
              .string()
              .trim()
              .min(2)
              .max(90)
              .meta({ title: 'Certification ou formation', description: 'Son nom, tel que l’organisme le donne.' }),
            body: provisional(
              z.string().trim().min(2).max(90).meta({ title: 'Organisme', description: 'Qui l’a délivrée.' }),
              isExampleText,
            ),
            year: year().meta({ title: 'Année' }),
          })
          .meta({ title: 'Certification' }),
      )
      .min(1)
      .max(6)
      .meta({ title: 'Certifications', description: 'De une à six, de la plus ancienne à la plus récente.' }),
  })
  .meta({
    title: 'Votre formation',
    description:
      'Le bloc « Qui vous forme » des pages Formation et À propos. Tant qu’un nom contient « exemple », le bloc reste caché et le site ne peut pas être mis en ligne.',
  });

export type Trainer = z.output<typeof trainerSchema>;

/** Whether she has filled in her training: no school or body still an example. */
export function trainerFilledIn(trainer: Trainer): boolean {
  return !isExampleText(trainer.school) && !trainer.certifications.some((certification) => isExampleText(certification.body));
}

/** A journey step: when, what, and a sentence about it. */
const journeyStepSchema = z
  .object({
    period: z
      .string()
      .min(1)
      .meta({ title: 'Période', description: 'Le moment, tel qu’affiché, par exemple « Le déclic » ou « Aujourd’hui ».' }),
    title: z.string().min(1).meta({ title: 'Titre' }),
    description: z.string().min(1).meta({ title: 'Texte' }),
  })
  .meta({ title: 'Étape du parcours' });

export const aboutSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
      /**
       * Who she is, read by every page that introduces her: her name
       * (the practice's data) over her credentials at the top of the home and about pages, her
       * photograph there, beside her biography, in the articles' author box, the press kit and the
       * Person structured data. Until she sets a photograph, the pages show her drawings in its place,
       * never a faceless figure.
       */
      person: z
        .object({
          photo: imageSchema(image).optional().meta({
            title: 'Votre portrait',
            description:
              'Une photographie de vous, de face ou de trois quarts, bien éclairée (au moins 1 200 pixels de haut). Tant qu’elle manque, les pages montrent vos dessins à sa place.',
          }),
          credentials: z
            .array(z.string().trim().min(2).max(60).meta({ title: 'Titre ou formation' }))
            .min(1)
            .max(4)
            .meta({
              title: 'Titres et formations',
              description:
                'De un à quatre, sous votre nom en haut de l’accueil et de À propos : « Architecte », « Formée à la neuro-architecture »…',
            }),
          trainer: trainerSchema,
        })
        .meta({ title: 'Vous', description: 'Votre portrait et vos titres ; votre nom vient des données du cabinet.' }),
      /** "Ce qui m'anime" / "What drives me", beside the practitioner's portrait. */
      drive: headingSchema
        .extend({
          paragraphs: z.array(z.string().min(1)).min(1).meta({ title: 'Paragraphes' }),
          image: imageSchema(image).meta({ title: 'Portrait' }),
        })
        .meta({ title: 'Ce qui m’anime', description: 'Quelques paragraphes à côté du portrait de la praticienne.' }),
      /** Training, revelation, specialisation, today: in that order. */
      journey: headingSchema
        .extend({
          steps: z.array(journeyStepSchema).length(4).meta({
            title: 'Étapes',
            description: 'Exactement quatre, dans l’ordre : formation, révélation, spécialisation, aujourd’hui.',
          }),
        })
        .meta({ title: 'Parcours' }),
      trainer: headingSchema.meta({
        title: 'Votre formation (bloc)',
        description: 'Le titre du bloc de votre école et de vos certifications, après le parcours.',
      }),
      quote: z
        .object({
          text: z.string().min(1).meta({ title: 'Citation' }),
          author: z.string().min(1).meta({ title: 'Auteur' }),
          role: z
            .string()
            .min(1)
            .optional()
            .meta({ title: 'Qualité de l’auteur', description: 'Facultatif : qui est l’auteur, affiché sous son nom.' }),
        })
        .meta({ title: 'Citation' }),
      approach: headingSchema
        .extend({
          principles: z
            .array(
              z
                .object({ title: z.string().min(1).meta({ title: 'Titre' }), description: z.string().min(1).meta({ title: 'Texte' }) })
                .meta({ title: 'Principe' }),
            )
            .min(2)
            .max(6)
            .meta({ title: 'Principes', description: 'De deux à six.' }),
        })
        .meta({ title: 'Approche' }),
      /**
       * Her results in figures; the projects' figure is the home page's clients' figure, in the same
       * words.
       */
      results: headingSchema
        .extend({
          stats: z.array(statSchema).length(4).meta({
            title: 'Chiffres clés',
            description:
              'Exactement quatre : clients satisfaits, abonnés, années d’expérience, conférence filmée. Des légendes courtes, avec les mêmes mots que sur la page d’accueil (« clients satisfaits », « ans d’expérience »).',
          }),
        })
        .meta({ title: 'Résultats' }),
      /** Cards to the podcast, the book and the free resources, then the link to the social feed. */
      content: headingSchema
        .extend({
          cards: z
            .array(cardSchema)
            .length(3)
            .meta({ title: 'Cartes', description: 'Exactement trois : le podcast, le livre et les ressources offertes.' }),
          /** Label of the link to the image-sharing profile (address in the site config). */
          socialLink: z
            .string()
            .min(1)
            .meta({ title: 'Libellé du lien vers le réseau social', description: 'L’adresse du profil vient des données du cabinet.' }),
        })
        .meta({ title: 'Contenus' }),
      /** The page's next steps, shown in the closing block beside its own button to the contact page (a link to the contact page is left out there). */
      next: z
        .object({
          links: z
            .array(pageLinkSchema)
            .length(2)
            .meta({ title: 'Boutons', description: 'Exactement deux : vers la formation et vers le contact.' }),
        })
        .meta({
          title: 'Liens du bloc de fin de page',
          description: 'Les boutons affichés dans le bloc de fin de page, à côté de son bouton vers la page Contact.',
        }),
    })
    .meta({
      title: 'Page À propos',
      description: 'La page /about : parcours, citation, approche, résultats ; l’adresse du réseau social vient des données du cabinet.',
    });
