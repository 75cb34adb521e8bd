/** The home page: eight sections, in the order they appear. */
import { z } from 'astro/zod';
import { cardSchema, headingSchema, imageSchema, metaSchema, pageLinkSchema, statSchema, type ImageHelper } from './shared';

/** One of the three pillars of the approach: a title and what it brings. */
const pillarSchema = z
  .object({
    title: z.string().trim().min(1).meta({ title: 'Titre' }),
    description: z.string().trim().min(1).meta({ title: 'Texte' }),
  })
  .meta({ title: 'Pilier' });

export const homeSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: z
        .object({
          eyebrow: z.string().min(1).meta({ title: 'Surtitre' }),
          title: z.string().min(1).meta({ title: 'Titre' }),
          lead: z.string().min(1).meta({ title: 'Introduction', description: 'Le paragraphe sous le titre.' }),
          cta: pageLinkSchema.meta({ title: 'Bouton principal' }),
          /** Label of the link to the recorded conference talk (address in the site config). */
          videoLink: z.string().min(1).meta({
            title: 'Libellé du lien vers la conférence filmée',
            description: 'L’adresse de la vidéo vient des données du cabinet.',
          }),
          image: imageSchema(image),
          portrait: z.boolean().optional().meta({
            title: 'Ma photo à la place du dessin',
            description:
              'Coché, l’accueil s’ouvre sur votre photo (celle de « À propos › Vous »), vous dans un lieu que vous avez conçu, plutôt que sur ce dessin. Sans photo choisie, le dessin reste.',
          }),
        })
        .meta({ title: 'En-tête de la page' }),
      approach: headingSchema
        .extend({
          /** Set as a numbered list (01, 02, 03), so they read apart from the service cards that follow. */
          pillars: z.array(pillarSchema).length(3).meta({
            title: 'Piliers',
            description: 'Exactement trois, numérotés dans l’ordre : neuro-architecture, Feng Shui moderne, habitat thérapeutique.',
          }),
        })
        .meta({ title: 'Approche' }),
      services: headingSchema
        .extend({
          cards: z.array(cardSchema).length(3).meta({ title: 'Cartes', description: 'Exactement trois.' }),
        })
        .meta({ title: 'Services' }),
      founder: headingSchema
        .extend({
          paragraphs: z.array(z.string().min(1)).min(1).meta({ title: 'Paragraphes' }),
          /**
           * The page's one block of figures: the hero's claims and the founder's figures together,
           * each once.
           */
          stats: z.array(statSchema).length(5).meta({
            title: 'Chiffres clés',
            description:
              'Exactement cinq, les seuls chiffres de la page en grand : clients satisfaits, professionnels formés, satisfaction, projets sur plan, années d’expérience. Gardez les mêmes mots que sur les autres pages (À propos, Formation).',
          }),
          image: imageSchema(image).meta({ title: 'Portrait' }),
          cta: pageLinkSchema.meta({ title: 'Bouton' }),
        })
        .meta({ title: 'La fondatrice' }),
      logos: z
        .object({
          title: z.string().min(1).meta({ title: 'Titre' }),
          /** Seven press and partner marks. */
          items: z
            .array(imageSchema(image).meta({ title: 'Logo', description: 'Le texte alternatif donne le nom du média ou du partenaire.' }))
            .length(7)
            .meta({ title: 'Logos', description: 'Exactement sept logos de médias et de partenaires.' }),
        })
        .meta({ title: 'Ils en parlent' }),
      testimonials: headingSchema
        .extend({
          /** Link to the public review platform (address in the site config). */
          platformLink: z.string().min(1).meta({
            title: 'Libellé du lien vers les avis',
            description: 'L’adresse de la plateforme d’avis vient des données du cabinet.',
          }),
        })
        .meta({ title: 'Témoignages' }),
      podcast: headingSchema
        .extend({
          stats: z.array(statSchema).length(3).meta({ title: 'Chiffres clés', description: 'Exactement trois.' }),
          pageLink: pageLinkSchema.meta({ title: 'Lien vers la page Podcast' }),
        })
        .meta({ title: 'Podcast' }),
      quiz: headingSchema
        .extend({
          /** The short facts beside the button: 3 minutes, free, no sign-up. */
          facts: z
            .array(z.string().min(1))
            .length(3)
            .meta({ title: 'Atouts du quiz', description: 'Exactement trois, à côté du bouton : 3 minutes, gratuit, sans inscription.' }),
          stats: z.array(statSchema).length(2).meta({ title: 'Chiffres clés', description: 'Exactement deux.' }),
          image: imageSchema(image),
        })
        .meta({ title: 'Quiz' }),
    })
    .meta({ title: 'Page d’accueil', description: 'La page / (en anglais /en).' });
