/** The privacy policy: five sections in an accordion, three always shown, rights, contact. */
import { z } from 'astro/zod';
import { datedSchema, policySectionSchema, policySectionsSchema, policyTextSchema } from './policy';
import { choiceNames, headingSchema, heroPictureSchema, metaSchema, type ImageHelper } from './shared';

const text = () => z.string().trim().min(1);

/**
 * Section 7. Besides its text, the page lists the consent categories and their providers from the
 * site config and the dictionary; these fields are the words around that list.
 */
const cookiesSchema = policySectionSchema
  .extend({
    /** The footer's "Cookie preferences" link points at this anchor. */
    id: z.literal('cookies').meta({
      title: 'Ancre',
      description: 'Toujours « cookies » : le lien « Préférences cookies » du pied de page y mène.',
      ...choiceNames({ cookies: 'Cookies (#cookies)' }),
    }),
    /** What the one cookie set without consent does, beside the dictionary's "Strictly necessary". */
    necessary: policyTextSchema.meta({
      title: 'Cookie strictement nécessaire',
      description: 'Ce que fait le seul cookie déposé sans consentement.',
    }),
    /** Badge of that cookie. */
    alwaysOn: text().meta({ title: 'Badge « toujours actif »' }),
    /** Badge of each category that waits for the visitor's consent. */
    withConsent: text().meta({
      title: 'Badge « avec votre accord »',
      description: 'Sur chaque catégorie qui attend le consentement du visiteur.',
    }),
    preferences: z
      .object({
        /** Before the button that reopens the consent preferences. */
        text: text().meta({ title: 'Texte', description: 'Avant le bouton qui rouvre les préférences de consentement.' }),
        button: text().meta({ title: 'Libellé du bouton' }),
        /** Shown instead of the button when JavaScript is off (then nothing third-party can load). */
        withoutScript: text().meta({
          title: 'Texte sans JavaScript',
          description: 'Affiché à la place du bouton quand JavaScript est désactivé.',
        }),
      })
      .meta({ title: 'Préférences de consentement' }),
  })
  .meta({
    title: 'Section 7 : cookies',
    description: 'La page y ajoute la liste des catégories de consentement et de leurs services, tirée des données du site.',
  });

/** The privacy policy; its one picture is the hero's. */
export const confidentialiteSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
      revised: datedSchema.meta({
        title: 'Dernière révision',
        description:
          'La date est celle du site d’origine ; le texte décrit le site tel qu’il est : une fois que vous l’avez approuvé, mettez-y la date de votre approbation, en français et en anglais.',
      }),
      /** Sections 1 to 5, one open at a time: about us, use and collection, retention, rights, third parties. */
      sections: headingSchema
        .extend({
          items: policySectionsSchema(5).meta({
            title: 'Sections 1 à 5',
            description:
              'Exactement cinq, une seule ouverte à la fois : qui nous sommes, utilisation et collecte, conservation, droits, tiers.',
          }),
        })
        .meta({ title: 'Sections 1 à 5' }),
      /** Sections 6 to 8, always shown. */
      transfers: policySectionSchema.meta({ title: 'Section 6 : transferts' }),
      cookies: cookiesSchema,
      changes: policySectionSchema.meta({ title: 'Section 8 : modifications' }),
      /** The rights summary: access, erasure, rectification, objection. */
      rights: headingSchema
        .extend({
          items: z
            .array(
              z.object({ title: text().meta({ title: 'Titre' }), description: text().meta({ title: 'Texte' }) }).meta({ title: 'Droit' }),
            )
            .length(4)
            .meta({ title: 'Droits', description: 'Exactement quatre : accès, effacement, rectification, opposition.' }),
        })
        .meta({ title: 'Vos droits en bref' }),
      /** Above the contact details, which come from the site config. */
      contact: headingSchema.meta({ title: 'Contact', description: 'Au-dessus des coordonnées, qui viennent des données du cabinet.' }),
    })
    .meta({
      title: 'Page Politique de confidentialité',
      description:
        'La page /politique-confidentialite, écrite d’après ce que fait vraiment le site (ni formulaire, ni mesure d’audience, ni lettre d’information). Dans les textes, {brand}, {practitioner}, {email}, {phone}, {consentCookie} et {consentDays} sont remplacés par les données du site.',
    });
