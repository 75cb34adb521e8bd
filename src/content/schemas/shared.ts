/**
 * Schema pieces shared by every page's content. Page schemas are built from
 * these so that a stat, a card or an FAQ item has the same shape everywhere.
 */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { iconNames } from '../../config/icon-names';
import { externalIds } from '../../config/site';
import { pageIds } from '../../config/pages';
import { heroLayouts } from '../../lib/picture-slots';

// A content file that breaks its schema stops the build, and the owner reads why: in French, Zod's
// own messages included ("Trop petit : nombre doit être >0"), every schema being built from here.
z.config(z.locales.fr());

/** Astro's `image()` helper, passed in by the collection so schemas stay testable without Astro. */
export type ImageHelper = SchemaContext['image'];

const text = () => z.string().trim().min(1);

/** Title and description of the document: <title>, meta description, Open Graph. */
export const metaSchema = z
  .object({
    title: text().max(70).meta({
      title: 'Titre pour les moteurs de recherche',
      description: '70 caractères au plus ; affiché dans l’onglet du navigateur, par les moteurs de recherche et lors d’un partage.',
    }),
    description: text().min(50).max(160).meta({
      title: 'Description pour les moteurs de recherche',
      description: '50 à 160 caractères, affichée par les moteurs de recherche et lors d’un partage sur les réseaux sociaux.',
    }),
  })
  .meta({
    title: 'Référencement',
    description: 'Le titre et la description de la page pour les moteurs de recherche ; ils ne s’affichent pas dans la page.',
  });

/**
 * The French name the editor shows for each value of a choice list whose values are code words
 * (`.meta({ title, ...choiceNames({ complete: 'Formation complète' }) })`): src/lib/editor/fields.ts.
 */
export const choiceNames = (names: Record<string, string>) => ({ 'x-labels': names });

/** An icon of config/icon-names.ts. */
export const iconSchema = z
  .enum(iconNames)
  .meta({ title: 'Icône', description: 'Le pictogramme affiché avec le texte, choisi dans la liste.' });

/** A page of the route table, by id: the language is added when the link is rendered. */
export const pageIdSchema = z.enum(pageIds).meta({
  title: 'Page de destination',
  description: 'La page du site où mène le lien ; la version dans la langue du visiteur est choisie automatiquement.',
});

/** The words of a link, shared by links to pages and to other sites. */
const linkLabel = () => text().meta({ title: 'Libellé du lien', description: 'Les mots sur lesquels on clique (bouton ou lien).' });

/** A link to a page of the site, optionally to an anchor on it. */
export const pageLinkSchema = z
  .object({
    label: linkLabel(),
    page: pageIdSchema,
    hash: z
      .string()
      .regex(/^#[a-z][a-z0-9-]*$/)
      .optional()
      .meta({
        title: 'Section de la page (ancre)',
        description: 'Facultatif : mène directement à une section de la page, écrite #nom en minuscules (par exemple #booking).',
      }),
  })
  .meta({ title: 'Lien vers une page du site' });

/** An address of `external` in the site config, by name: content files never write a URL themselves. */
export const externalIdSchema = z.enum(externalIds).meta({
  title: 'Adresse externe',
  description: 'Le nom d’une adresse enregistrée dans les données du cabinet ; la page s’ouvre dans un nouvel onglet.',
});

/** A link to another site: its words here, its address in the site config. Opens in a new tab. */
export const externalLinkSchema = z
  .object({
    label: linkLabel(),
    external: externalIdSchema,
  })
  .meta({ title: 'Lien vers un autre site', description: 'S’ouvre dans un nouvel onglet.' });

/** A figure written as shown (e.g. "130+", "4,8/5") and what it counts. */
export const statSchema = z
  .object({
    number: text().meta({ title: 'Chiffre', description: 'Écrit tel qu’il s’affiche, par exemple « 130+ » ou « 4,8/5 ».' }),
    label: text().meta({ title: 'Légende', description: 'Ce que le chiffre compte, affiché sous le chiffre.' }),
  })
  .meta({ title: 'Chiffre clé' });

/** A service or theme card. */
export const cardSchema = z
  .object({
    icon: iconSchema,
    title: text().meta({ title: 'Titre' }),
    description: text().meta({ title: 'Texte' }),
    buttonText: text().meta({ title: 'Libellé du bouton' }),
    link: pageIdSchema,
  })
  .meta({ title: 'Carte', description: 'Une carte avec icône, titre, texte et un bouton vers une page du site.' });

/** A benefit or pillar: icon, title, description. */
export const benefitSchema = z
  .object({
    icon: iconSchema,
    title: text().meta({ title: 'Titre' }),
    description: text().meta({ title: 'Texte' }),
  })
  .meta({ title: 'Point avec icône' });

/** A question and its answer. */
export const faqItemSchema = z
  .object({
    question: text().meta({ title: 'Question' }),
    answer: text().meta({ title: 'Réponse' }),
  })
  .meta({ title: 'Question fréquente' });

/** A video as its id appears in the video provider's address; the player and page addresses are built from it. */
export const videoIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{6,20}$/, 'a video id as it appears in the video address')
  .meta({
    title: 'Identifiant de la vidéo',
    description: 'Les 6 à 20 lettres, chiffres, « - » ou « _ » qui désignent la vidéo dans son adresse chez l’hébergeur.',
  });

/** An image with its alternative text in the file's language. */
export const imageSchema = (image: ImageHelper) =>
  z
    .object({
      src: image().meta({
        title: 'Fichier de l’image',
        description: 'Une image du dossier src/assets ; elle est redimensionnée et convertie automatiquement à la publication.',
      }),
      alt: z.string().trim().meta({
        title: 'Texte alternatif de l’image',
        description:
          'Ce que montre l’image, dans la langue de la page, pour qui ne la voit pas ; vide seulement pour une image décorative.',
      }),
    })
    .meta({ title: 'Image' });

/**
 * The picture at the top of an inner page (sections/PageHero): on phones a band across the top,
 * cropped to its middle, above the title; from 1024 px beside the title. Every page with a hero
 * has one, a line drawing until the owner puts a photo there. A drawing beside the title adds
 * nothing the title does not say, so its text alternative may stay empty; a photo's should not.
 */
export const heroPictureSchema = (image: ImageHelper) =>
  z
    .object({
      src: image().meta({
        title: 'Fichier de l’image',
        description:
          'Une image du dossier src/assets : une photo d’au moins 1600 px de large, ou un dessin. Elle est redimensionnée et convertie automatiquement à la publication.',
      }),
      alt: z.string().trim().min(1).optional().meta({
        title: 'Texte alternatif de l’image',
        description: 'Ce que montre la photo, dans la langue de la page, pour qui ne la voit pas. Laissez vide pour un dessin décoratif.',
      }),
      layout: z.enum(heroLayouts).meta({
        title: 'Mise en page de l’en-tête',
        description:
          'Sur grand écran : l’image à côté du titre, une grande planche avec le titre dans son cartouche (pour les pages qui présentent une offre), ou une petite image sobre (pour les textes). Sur téléphone, l’image est toujours une bande au-dessus du titre.',
        ...choiceNames({
          side: 'Image à côté du titre',
          sheet: 'Grande planche, titre dans le cartouche',
          quiet: 'Sobre : petite image, pour les textes',
        }),
      }),
    })
    .meta({
      title: 'Image d’en-tête',
      description:
        'En haut de la page. Sur téléphone, une bande de la largeur du texte au-dessus du titre, qui montre le milieu de l’image (2,4 fois plus large que haute) ; sur grand écran, selon la mise en page choisie.',
    });

/** A section heading block: a short kicker above the title, and an optional lead paragraph. */
export const headingSchema = z
  .object({
    eyebrow: text().optional().meta({ title: 'Surtitre', description: 'Facultatif : quelques mots au-dessus du titre.' }),
    title: text().meta({ title: 'Titre' }),
    intro: text().optional().meta({ title: 'Introduction', description: 'Facultatif : un paragraphe sous le titre.' }),
  })
  .meta({ title: 'En-tête de section' });
