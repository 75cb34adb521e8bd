/**
 * Schema pieces of the legal pages (a policy section: id, title, icon, content items of
 * subtitle, text and an optional list), shared by the legal notice, the privacy policy and the terms
 * of sale. Their texts may name the practice through placeholders filled from the site config.
 */
import { z } from 'astro/zod';
import { isoDate, parseIsoDate } from '../../lib/dates';
import { placeholderNames } from '../../lib/placeholders';
import { choiceNames, iconSchema } from './shared';

const text = () => z.string().trim().min(1);

/**
 * What a legal text may write in braces, filled when the page is built: the practice's name
 * ({brand}), the practitioner's ({practitioner}), the e-mail address and phone number as links
 * ({email}, {phone}), and the consent cookie's name and lifetime ({consentCookie}, {consentDays}).
 */
export const policyPlaceholders = ['brand', 'practitioner', 'email', 'phone', 'consentCookie', 'consentDays'] as const;
export type PolicyPlaceholder = (typeof policyPlaceholders)[number];

/** A text that may use the placeholders above, and no other: a typo fails the build, naming the field. */
export const policyTextSchema = text()
  .superRefine((value, ctx) => {
    for (const name of placeholderNames(value)) {
      if (!(policyPlaceholders as readonly string[]).includes(name)) {
        ctx.addIssue({
          code: 'custom',
          message: `Texte\u202f: {${name}} n’est pas une donnée du cabinet. Entre accolades, écrivez seulement ${policyPlaceholders.map((p) => `{${p}}`).join(', ')}.`,
        });
      }
    }
  })
  .meta({
    title: 'Texte',
    description: `Paragraphes séparés par une ligne vide. ${policyPlaceholders.map((name) => `{${name}}`).join(', ')} sont remplacés par les données du cabinet ; tout autre mot entre accolades est refusé.`,
  });

/** One block of a legal text: an optional subtitle, its paragraphs (blank lines between them), an optional list. */
export const policyItemSchema = z
  .object({
    subtitle: text().optional().meta({ title: 'Sous-titre', description: 'Facultatif.' }),
    text: policyTextSchema,
    list: z
      .array(policyTextSchema.meta({ title: 'Point de la liste' }))
      .min(1)
      .optional()
      .meta({ title: 'Liste', description: 'Facultatif : une liste à puces sous le texte.' }),
  })
  .meta({ title: 'Bloc de texte' });

/**
 * Which of the practice's details, read from the site config, follow a section's text: all that the
 * legal notice owes (`publisher`, with the host), those a buyer needs (`seller`), or how to reach us
 * (`contact`).
 */
export const practiceDetailsKinds = ['publisher', 'seller', 'contact'] as const;
export type PracticeDetailsKind = (typeof practiceDetailsKinds)[number];

/** An anchor: lower case, digits and hyphens, so a link can point at the section. */
const anchorSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'lower case letters, digits and hyphens, starting with a letter')
  .meta({
    title: 'Ancre',
    description:
      'Le nom de la section dans l’adresse (#nom) : lettres minuscules, chiffres et tirets, en commençant par une lettre ; différent pour chaque section de la page.',
  });

/** A policy section. Its number is its place on the page, so it is not written here. */
export const policySectionSchema = z
  .object({
    id: anchorSchema,
    title: text().meta({ title: 'Titre' }),
    icon: iconSchema,
    content: z.array(policyItemSchema).min(1).meta({ title: 'Contenu', description: 'Au moins un bloc de texte.' }),
    details: z
      .enum(practiceDetailsKinds)
      .optional()
      .meta({
        title: 'Coordonnées affichées après le texte',
        description: 'Facultatif : les coordonnées qui suivent le texte, tirées des données du cabinet.',
        ...choiceNames({
          publisher: 'Tout ce que doivent les mentions légales (avec l’hébergeur)',
          seller: 'Ce qu’il faut à un acheteur',
          contact: 'Comment nous joindre',
        }),
      }),
  })
  .meta({ title: 'Section' });

/** Sections whose anchors must differ, since they share a page. */
export const policySectionsSchema = (count: number) =>
  z
    .array(policySectionSchema)
    .length(count)
    .superRefine((sections, ctx) => {
      const seen = new Set<string>();
      sections.forEach((section, index) => {
        if (seen.has(section.id))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: `«\u202fAncre\u202f» de la section ${index + 1}\u202f: «\u202f${section.id}\u202f» est déjà l’ancre d’une autre section de la page. Choisissez-en une autre.`,
          });
        seen.add(section.id);
      });
    });

/**
 * A day, written "YYYY-MM-DD". YAML reads an unquoted date as a date object rather than text:
 * both are accepted, and an impossible day (2024-02-30) fails the build.
 */
export const isoDaySchema = z
  .union([z.string(), z.date()])
  .transform((value) => (typeof value === 'string' ? value.trim() : isoDate(value)))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day written YYYY-MM-DD')
      .refine((value) => {
        try {
          parseIsoDate(value);
          return true;
        } catch {
          return false;
        }
      }, 'not a real day'),
  );

/** "Last updated: <date>": the words before the date, and the date itself (shown in the page's language). */
export const datedSchema = z
  .object({
    label: text().meta({ title: 'Texte avant la date', description: 'Par exemple « Dernière mise à jour : ».' }),
    date: isoDaySchema.meta({ title: 'Date', description: 'Écrite AAAA-MM-JJ ; affichée dans la langue de la page.' }),
  })
  .meta({ title: 'Date de mise à jour' });
