/**
 * Her clients' words, first-party: `src/content/testimonials/fr.yaml`
 * and `en.yaml`, the same testimonials in each language, in the order the pages show them. They
 * are part of the page's HTML, so every visitor reads them, cookies refused included, and no
 * request leaves for the reviews provider; the provider's widget stays below them, behind consent.
 *
 * Each testimonial says on which pages it appears. The testimonials the site ships with are
 * examples: ticked "Exemple à remplacer", they are provisional content, refused by a
 * production build until she replaces them with her clients' own words and unticks them.
 */
import { z } from 'astro/zod';
import { locales } from '../../i18n/locales';
import { isTicked } from '../../lib/identifiers';
import { isoDaySchema } from './policy';
import { projectLinkSchema } from './project-link';
import { provisional } from './provisional';
import { choiceNames } from './shared';

/** The pages that show testimonials, by their page id, with the name she knows them by. */
export const testimonialPages = ['home', 'about', 'accompagnements', 'construction', 'demenagement', 'fengShui', 'podcast'] as const;
export type TestimonialPage = (typeof testimonialPages)[number];

const testimonialSchema = z
  .strictObject({
    quote: z
      .string()
      .trim()
      .min(20, 'au moins 20 caractères : une phrase du client')
      .max(420, 'au plus 420 caractères : choisissez le passage le plus parlant')
      .meta({
        title: 'Témoignage',
        description: 'Les mots du client, sans guillemets ; de 20 à 420 caractères. Sur la page anglaise, sa traduction.',
      }),
    name: z.string().trim().min(2).max(60).meta({
      title: 'Nom du client',
      description: 'Tel qu’il accepte d’être cité : un prénom et une initiale (« Claire D. ») ou son nom complet.',
    }),
    project: z.string().trim().min(3).max(80).meta({
      title: 'Projet',
      description: 'Ce que vous avez fait ensemble, en quelques mots : « Rénovation d’une maison, Uccle », « Auditeur du podcast ».',
    }),
    date: isoDaySchema.meta({ title: 'Date', description: 'Écrite AAAA-MM-JJ ; la page en montre le mois et l’année.' }),
    language: z.enum(locales).meta({
      ...choiceNames({ fr: 'Français', en: 'Anglais' }),
      title: 'Langue d’origine',
      description: 'La langue dans laquelle le client l’a écrit ; sur la page de l’autre langue, le témoignage est signalé comme traduit.',
    }),
    pages: z
      .array(z.enum(testimonialPages).meta({ title: 'Page' }))
      .min(1, 'au moins une page')
      .refine((pages) => new Set(pages).size === pages.length, 'une page est nommée deux fois')
      .meta({ title: 'Pages où il paraît', description: 'Une ou plusieurs : l’accueil, À propos, les accompagnements, le podcast.' }),
    realisation: projectLinkSchema(
      'Réalisation liée',
      'Facultatif : la réalisation dont parle ce client ; sa page montre alors ce témoignage.',
    ),
    example: provisional(
      z.boolean().optional().meta({
        title: 'Exemple à remplacer',
        description:
          'Coché : ce témoignage est un exemple inventé, que le site ne publiera pas en production. Remplacez-le par les mots d’un client, puis décochez.',
      }),
      isTicked,
    ),
  })
  .meta({ title: 'Témoignage' });

export type Testimonial = z.output<typeof testimonialSchema>;

export const testimonialsSchema = z
  .strictObject({
    title: z.string().trim().min(1).meta({
      title: 'Titre de la section',
      description: 'Sur À propos et les pages des accompagnements (l’accueil et le podcast ont le leur).',
    }),
    translatedFrom: z
      .strictObject({
        fr: z.string().trim().min(1).meta({ title: 'Traduit du français' }),
        en: z.string().trim().min(1).meta({ title: 'Traduit de l’anglais' }),
      })
      .meta({ title: 'Mention de traduction', description: 'Sous un témoignage écrit dans l’autre langue que celle de la page.' }),
    items: z.array(testimonialSchema).min(2, 'au moins deux témoignages').max(24).meta({
      title: 'Témoignages',
      description: 'Dans l’ordre où les pages les montrent ; chaque page en montre trois au plus, l’accueil deux.',
    }),
  })
  .meta({ title: 'Témoignages de clients', description: 'Les mots de vos clients, lisibles par tous les visiteurs, sans cookie.' });

export type TestimonialsContent = z.output<typeof testimonialsSchema>;

/**
 * How many testimonials a page shows at most: three a row on a desktop; two on the home page, whose
 * length on a phone is held to a few screens (tests/e2e/page-length.spec.ts).
 */
const shownAtMost = (page: TestimonialPage) => (page === 'home' ? 2 : 3);

/** The testimonials a page shows: those that name it, in the file's order, as many as it has room for. */
export function testimonialsFor(content: Pick<TestimonialsContent, 'items'>, page: TestimonialPage): Testimonial[] {
  return content.items.filter((item) => item.pages.includes(page)).slice(0, shownAtMost(page));
}
