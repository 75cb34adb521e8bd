/**
 * The press page, `/press-<slug>`: three media logos (id, src, alt), and beyond the
 * first site: the articles that spoke of her, each with its outlet, title,
 * date and link, and a press kit (her biography, how to reach her, where to find the book).
 */
import { z } from 'astro/zod';
import { isTicked } from '../../lib/identifiers';
import { provisional } from './provisional';
import { isoDaySchema } from './policy';
import { headingSchema, heroPictureSchema, metaSchema, pageLinkSchema, type ImageHelper } from './shared';

const pressLogoSchema = (image: ImageHelper) =>
  z
    .object({
      id: z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .meta({ title: 'Identifiant', description: 'Lettres minuscules, chiffres et tirets.' }),
      src: image().meta({
        title: 'Fichier du logo',
        description: 'Une image du dossier src/assets ; elle est redimensionnée et convertie automatiquement à la publication.',
      }),
      /** The outlet's name, as its logo reads. */
      alt: z
        .string()
        .trim()
        .min(1)
        .meta({ title: 'Texte alternatif de l’image', description: 'Le nom du média, tel que son logo le montre.' }),
      /** The invented outlets the site ships with: provisional until she puts her own press in their place. */
      example: exampleTick('ce média'),
    })
    .meta({ title: 'Logo' });

/** An example outlet or article the site ships with: provisional until she unticks it. */
const exampleTick = (what: string) =>
  provisional(
    z
      .boolean()
      .optional()
      .meta({
        title: 'Exemple à remplacer',
        description: `Coché\u202f: ${what} est un exemple inventé, que le site ne publiera pas en production. Remplacez-le par le vôtre, puis décochez.`,
      }),
    isTicked,
  );

/** An article, an interview or a broadcast that spoke of her. */
const coverageSchema = z
  .object({
    outlet: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .meta({ title: 'Média', description: 'Le nom du journal, du magazine, de la radio ou du site.' }),
    title: z
      .string()
      .trim()
      .min(1)
      .max(140)
      .meta({ title: 'Titre', description: 'Le titre de l’article ou de l’émission, tel que le média l’a publié.' }),
    date: isoDaySchema.meta({ title: 'Date de parution', description: 'Écrite AAAA-MM-JJ\u202f; affichée dans la langue de la page.' }),
    url: z.url({ protocol: /^https$/, message: 'une adresse complète, commençant par https://' }).meta({
      title: 'Adresse de l’article',
      description: 'La page de l’article chez le média\u202f; elle s’ouvre dans un nouvel onglet.',
    }),
    quote: z
      .string()
      .trim()
      .min(1)
      .max(280)
      .optional()
      .meta({ title: 'Citation', description: 'Facultatif\u202f: une phrase de l’article, entre 1 et 280 caractères.' }),
    example: exampleTick('cet article'),
  })
  .meta({ title: 'Article' });

export const pressSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
      /** The three media. */
      logos: headingSchema
        .extend({
          items: z.array(pressLogoSchema(image)).length(3).meta({ title: 'Logos', description: 'Exactement trois médias.' }),
        })
        .meta({ title: 'Médias' }),
      /** The coverage itself, newest first on the page whatever the order here. */
      coverage: headingSchema
        .extend({
          items: z
            .array(coverageSchema)
            .min(1)
            .max(12)
            .meta({ title: 'Articles', description: 'De un à douze\u202f; la page les range du plus récent au plus ancien.' }),
        })
        .meta({ title: 'Ils ont parlé de mon travail', description: 'Les articles, interviews et émissions, avec leur lien.' }),
      /** For journalists: who she is, in a few lines they can quote, and how to reach her. */
      kit: headingSchema
        .extend({
          bio: z.array(z.string().trim().min(1)).min(1).max(4).meta({
            title: 'Biographie',
            description: 'De un à quatre paragraphes, à la troisième personne, que les journalistes peuvent reprendre.',
          }),
          contactTitle: z.string().trim().min(1).meta({
            title: 'Titre du contact presse',
            description: 'Au-dessus de l’e-mail et du téléphone (ceux des données du cabinet).',
          }),
          portraitLink: z.string().trim().min(1).meta({
            title: 'Lien vers votre portrait',
            description: 'Pour le télécharger en haute définition ; affiché une fois votre portrait choisi (page À propos, « Vous »).',
          }),
          coverLink: z.string().trim().min(1).meta({
            title: 'Lien vers la couverture du livre',
            description:
              'Pour la télécharger en haute définition\u202f; affiché une fois la couverture photographiée choisie (page Livre, \u00ab\u202fCouverture\u202f\u00bb), pas le dessin.',
          }),
          links: z
            .array(pageLinkSchema)
            .min(1)
            .max(3)
            .meta({ title: 'Liens', description: 'De un à trois liens vers des pages du site (le livre, le parcours).' }),
        })
        .meta({ title: 'Dossier de presse', description: 'La biographie et le contact, pour les journalistes.' }),
      /** What the practitioner can speak about, for journalists and event organisers. */
      topics: headingSchema
        .extend({
          items: z.array(z.string().min(1)).min(3).max(8).meta({ title: 'Sujets', description: 'De trois à huit.' }),
        })
        .meta({
          title: 'Sujets d’intervention',
          description: 'Ce dont la praticienne peut parler, pour les journalistes et les organisateurs.',
        }),
    })
    .meta({
      title: 'Page Presse',
      description: 'La page /press-<nom> ; son adresse vient du nom de la praticienne dans les données du cabinet.',
    });
