/** The contact page. */
import { z } from 'astro/zod';
import { faqItemSchema, headingSchema, heroPictureSchema, iconSchema, metaSchema, pageLinkSchema, type ImageHelper } from './shared';

/** A contact card. Phone and e-mail come from the site config; the location is written here per language. */
const contactCardSchema = z.object({
  title: z.string().min(1).meta({ title: 'Titre' }),
  description: z.string().min(1).meta({ title: 'Texte' }),
});

/** A support option: title, duration, description, optional icon and link. */
const supportOptionSchema = z
  .object({
    title: z.string().min(1).meta({ title: 'Titre' }),
    duration: z.string().min(1).meta({ title: 'Durée', description: 'Telle qu’affichée, par exemple « 15 min » ou « Sur devis ».' }),
    description: z.string().min(1).meta({ title: 'Texte' }),
    icon: iconSchema.optional(),
    link: pageLinkSchema.optional().meta({ title: 'Lien', description: 'Facultatif : un lien vers une page du site.' }),
  })
  .meta({ title: 'Formule' });

/** The contact page; its one picture is the hero's. */
export const contactSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
      cards: z
        .object({
          /** Its description states the phone hours: Monday to Friday, 9:00–18:00. */
          phone: contactCardSchema.meta({
            title: 'Carte Téléphone',
            description: 'Le texte donne les heures d’appel ; le numéro vient des données du cabinet.',
          }),
          /** Its description states the response time: within 24 h. */
          email: contactCardSchema.meta({
            title: 'Carte E-mail',
            description: 'Le texte donne le délai de réponse ; l’adresse vient des données du cabinet.',
          }),
          location: contactCardSchema
            .extend({ content: z.string().min(1).meta({ title: 'Lieu', description: 'Le lieu, tel qu’affiché sur la carte.' }) })
            .meta({ title: 'Carte Lieu' }),
        })
        .meta({ title: 'Cartes de contact' }),
      options: headingSchema
        .extend({
          items: z.array(supportOptionSchema).length(3).meta({ title: 'Formules', description: 'Exactement trois.' }),
        })
        .meta({ title: 'Formules d’accompagnement' }),
      booking: headingSchema
        .extend({
          /** Shown beside the e-mail link, for whoever cannot or will not use the booking calendar. */
          fallback: z.string().min(1).meta({
            title: 'Texte pour écrire plutôt',
            description: 'À côté du lien e-mail, pour qui ne peut ou ne veut pas utiliser le calendrier.',
          }),
          mailtoLabel: z.string().min(1).meta({ title: 'Libellé du lien e-mail' }),
        })
        .meta({ title: 'Réservation' }),
      faq: headingSchema
        .extend({
          items: z.array(faqItemSchema).length(4).meta({ title: 'Questions', description: 'Exactement quatre.' }),
        })
        .meta({ title: 'Questions fréquentes' }),
    })
    .meta({
      title: 'Page Contact',
      description: 'La page /contact ; le numéro de téléphone et l’adresse e-mail viennent des données du cabinet.',
    });
