/**
 * The practice's data (src/content/site/site.yaml): identity, contact details, every external
 * address and third-party id. One file, the same in both languages. What is derived from these
 * values (the tel: link, the chat link, the press page's address, the podcast's page) is computed in
 * src/config/site.ts, not stored here.
 *
 * Imports only the providers (src/config/providers.ts) and the checks of identifiers
 * (src/lib/identifiers.ts), so that the schemas, the route table and the site config can all import
 * it without a circle. The values the practice must replace before launch are marked
 * `provisional` (./provisional.ts): a production build refuses them, listing each one.
 */
import { z } from 'astro/zod';
import { originAllowed, providerAddresses, providers } from '../../config/providers';
import {
  digitsOf,
  enterpriseNumberValid,
  isbn13Valid,
  isExampleAddress,
  isExampleText,
  isOneOf,
  isZeroNumber,
  phoneDigitsValid,
  phoneDisplayValid,
} from '../../lib/identifiers';
import { provisional } from './provisional';

const text = (title: string, description: string) =>
  z.string().trim().min(1, 'ce champ ne peut pas être vide').meta({ title, description });

/** An address on the web, https only. */
const address = (title: string, description: string) =>
  z.url({ protocol: /^https$/, message: 'une adresse complète, commençant par https://' }).meta({ title, description });

const placeholder = 'À remplacer avant la mise en ligne tant que la valeur est provisoire.';

/** An address of the practice's own, provisional while it is an example's (`https://….example.com/…`). */
const ownAddress = (title: string, description: string) => provisional(address(title, description), isExampleAddress);

/** A text provisional while it is the stand-in the project ships with (or names an example). */
const ownText = (title: string, description: string, isPlaceholder: (value: unknown) => boolean) =>
  provisional(text(title, description), isPlaceholder);

/** A third party's id: its shape, provisional while it is made of zeros. */
const ownId = (pattern: RegExp, message: string) => provisional(z.string().regex(pattern, message), isZeroNumber);

/** A reviews widget's id at the reviews provider: the hexadecimal code after `loader.js?` in the script it gives. */
const reviewsWidget = (title: string, where: string) =>
  ownId(
    /^[0-9a-f]{20,32}$/,
    `l’identifiant du widget ${providers.reviews.name} : les 20 à 32 chiffres et lettres a à f après « loader.js? » dans le code qu’il donne`,
  ).meta({
    title,
    description: `L’identifiant du widget d’avis ${where}, chez ${providers.reviews.name} : ce qui suit « loader.js? » dans le code d’intégration du widget. ${placeholder}`,
  });

/** A scheduling page: `https://calendly.com/<account>/<event>`. */
const schedulingPage = (title: string, description: string) =>
  provisional(
    z
      .string()
      .regex(
        /^https:\/\/calendly\.com\/[\w-]+\/[\w-]+$/,
        `l’adresse d’une page de réservation ${providers.scheduling.name} : https://calendly.com/votre-compte/nom-du-rendez-vous`,
      )
      .meta({ title, description }),
    isExampleAddress,
  );

/** A real check that only the stand-in may fail (a check digit): every other value must pass it. */
const unlessPlaceholder = (holds: (value: string) => boolean) => (value: string) => isZeroNumber(value) || holds(value);

export const siteSchema = z
  .strictObject({
    url: provisional(
      address(
        'Adresse du site',
        `L’adresse du site en production, sans / final (ex. https://www.mon-cabinet.be) : elle sert aux liens canoniques et aux liens entre les langues, au plan du site et aux cartes de partage. ${placeholder}`,
      ).refine((value) => !value.endsWith('/'), 'sans / à la fin'),
      isExampleAddress,
    ),
    brand: ownText('Nom de la marque', `Affiché dans le logo et dans le titre des pages. ${placeholder}`, isOneOf('Atelier Habitat')),
    practitioner: z
      .strictObject({
        name: ownText(
          'Nom de la praticienne',
          `Prénom et nom. L’adresse de la page presse en est tirée (/press-prenom-nom). ${placeholder}`,
          isOneOf('Prénom Nom'),
        ),
        methodName: ownText(
          'Nom de la méthode',
          `La méthode d’habitat thérapeutique, avec sa marque déposée (®). ${placeholder}`,
          isOneOf('Méthode Habitat®'),
        ),
      })
      .meta({ title: 'Praticienne', description: 'Qui reçoit les clients.' }),
    contact: z
      .strictObject({
        phoneDisplay: provisional(
          z
            .string()
            .trim()
            .regex(
              /^\+[1-9][\d ]{7,19}$/,
              'le numéro au format international, avec + et l’indicatif du pays, chiffres et espaces seulement (ex. +32 470 12 34 56)',
            )
            .refine(unlessPlaceholder(phoneDisplayValid), 'un vrai numéro, pas seulement des zéros (ex. +32 470 12 34 56)')
            .meta({
              title: 'Téléphone (affiché)',
              description: `Le numéro tel qu’il s’affiche, au format international (ex. +32 470 12 34 56). ${placeholder}`,
            }),
          isZeroNumber,
        ),
        phoneDigits: provisional(
          z
            .string()
            .regex(/^[1-9][0-9]{7,14}$/, 'le numéro international en chiffres seulement, sans + ni espace (ex. 32470123456)')
            .refine(unlessPlaceholder(phoneDigitsValid), 'un vrai numéro, pas seulement des zéros (ex. 32470123456)')
            .meta({
              title: 'Téléphone (chiffres)',
              description: `Le même numéro, indicatif du pays compris, en chiffres seulement (ex. 32470123456) : il sert aux liens d’appel et au bouton de discussion. ${placeholder}`,
            }),
          isZeroNumber,
        ),
        email: provisional(
          z
            .email({ message: 'une adresse e-mail valide (ex. bonjour@mon-cabinet.be)' })
            .meta({ title: 'E-mail', description: `L’adresse e-mail de contact. ${placeholder}` }),
          isExampleAddress,
        ),
        city: text('Ville', 'La ville du cabinet.'),
        country: text('Pays', 'Le pays du cabinet.'),
      })
      .refine((contact) => digitsOf(contact.phoneDisplay) === contact.phoneDigits, {
        message: 'le même numéro que « Téléphone (affiché) », en chiffres seulement',
        path: ['phoneDigits'],
      })
      .meta({ title: 'Coordonnées', description: 'Affichées sur la page contact, dans le pied de page et dans les textes légaux.' }),
    chat: z
      .strictObject({
        prefilledMessage: text(
          'Message du bouton de discussion',
          'Le message déjà écrit quand un visiteur ouvre la discussion par le bouton flottant, en français sur toutes les pages.',
        ),
      })
      .meta({ title: 'Bouton de discussion', description: 'Le bouton flottant qui ouvre une discussion sur votre numéro.' }),
    social: z
      .strictObject({
        instagram: ownAddress('Instagram', `L’adresse de votre profil. ${placeholder}`),
        linkedin: ownAddress('LinkedIn', `L’adresse de votre profil. ${placeholder}`),
        youtube: ownAddress('YouTube', `L’adresse de votre chaîne. ${placeholder}`),
      })
      .meta({ title: 'Réseaux sociaux', description: 'Les profils liés depuis le pied de page.' }),
    external: z
      .strictObject({
        quiz: ownAddress('Quiz psychologie des couleurs', placeholder),
        masterclassConstruction: ownAddress('Masterclass « 3 erreurs en construction et rénovation »', placeholder),
        masterclassNeuroArchitecture: ownAddress('Masterclass neuro-architecture', placeholder),
        movingChecklist: ownAddress('Checklist de visite avant un déménagement', placeholder),
        replayColourPsychology: ownAddress('Replay « Psychologie des couleurs »', placeholder),
        replayIkigai: ownAddress('Replay de l’atelier Ikigai', placeholder),
        conferenceVideo: provisional(
          address(
            'Vidéo de la conférence',
            `La conférence enregistrée, liée depuis le haut de la page d’accueil : son adresse ${providers.video.name} (ex. https://www.youtube.com/watch?v=dQw4w9WgXcQ). ${placeholder}`,
          ).refine(
            (value) => isExampleAddress(value) || /^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{11}$/.test(value),
            `l’adresse d’une vidéo ${providers.video.name} : https://www.youtube.com/watch?v= suivi des 11 caractères de la vidéo`,
          ),
          isExampleAddress,
        ),
        bookDistributor: ownAddress('Le livre chez le distributeur', `La page du livre chez le distributeur de l’éditeur. ${placeholder}`),
        reviewPlatform: ownAddress('Avis publics', `Où les avis sont lus et écrits. ${placeholder}`),
        workshopReplay: ownAddress('Replay de l’atelier découverte', `Offert sur la page formation. ${placeholder}`),
        trainingOrderComplete: ownAddress('Commande : formation complète', placeholder),
        trainingOrderAutonome: ownAddress('Commande : formation autonome', placeholder),
        trainingOrderCouleur: ownAddress('Commande : module couleur', placeholder),
        workshopColours: ownAddress('Atelier psychologie des couleurs', `La page de commande de l’atelier. ${placeholder}`),
        workshopBedroom: ownAddress('Atelier chambre et sommeil', `La page de commande de l’atelier. ${placeholder}`),
        workshopFengShui: ownAddress('Atelier Feng Shui, les fondamentaux', `La page de commande de l’atelier. ${placeholder}`),
        workshopNeuroArchitecture: ownAddress(
          'Atelier neuro-architecture de l’habitat',
          `La page de commande de l’atelier. ${placeholder}`,
        ),
      })
      .meta({
        title: 'Adresses externes',
        description:
          'Les pages sur d’autres sites vers lesquelles le site renvoie. Les textes des pages les désignent par leur nom, jamais par l’adresse.',
      }),
    book: z
      .strictObject({
        title: text('Titre', 'Le titre du livre.'),
        publisher: ownText('Éditeur', `La maison d’édition. ${placeholder}`, isExampleText),
        isbn: provisional(
          z
            .string()
            .regex(/^97[89]-\d{1,5}-\d{1,7}-\d{1,7}-\d$/, 'un ISBN-13 avec ses tirets (ex. 978-2-87009-999-5)')
            .refine((isbn) => isbn.replaceAll('-', '').length === 13, 'un ISBN-13 compte 13 chiffres')
            .refine(
              unlessPlaceholder(isbn13Valid),
              'le dernier chiffre de l’ISBN ne correspond pas aux autres : recopiez l’ISBN-13 imprimé au dos du livre (ex. 978-2-87009-999-5)',
            )
            .meta({ title: 'ISBN', description: `L’ISBN-13 du livre, avec ses tirets, tel qu’imprimé au dos. ${placeholder}` }),
          isZeroNumber,
        ),
        pages: z.number().int().positive().meta({ title: 'Nombre de pages', description: 'Le nombre de pages du livre.' }),
        formatMm: z
          .tuple([z.number().int().positive(), z.number().int().positive()])
          .meta({ title: 'Format (mm)', description: 'Largeur puis hauteur, en millimètres.' }),
        released: z
          .string()
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'une année et un mois, AAAA-MM (ex. 2025-10)')
          .meta({ title: 'Parution', description: 'L’année et le mois de sortie officielle, AAAA-MM.' }),
        priceEur: z
          .number()
          .positive()
          .meta({ title: 'Prix (€)', description: 'Le prix public en euros, avec un point décimal (ex. 19.95).' }),
      })
      .meta({
        title: 'Livre',
        description: 'Les faits du livre, pour sa page et pour les moteurs de recherche. Les textes autour sont dans la page « Livre ».',
      }),
    widgets: z
      .strictObject({
        reviewsHome: reviewsWidget('Widget d’avis : accueil', 'de la page d’accueil'),
        reviewsPodcast: reviewsWidget('Widget d’avis : podcast', 'de la page podcast'),
        schedulingFr15: schedulingPage(
          'Agenda : appel découverte de 15 minutes',
          `La page de réservation ${providers.scheduling.name} affichée sur les pages en français (contact, formation, conférences, accompagnements). ${placeholder}`,
        ),
        schedulingEn30: schedulingPage(
          'Agenda : appel découverte de 30 minutes',
          `La page de réservation ${providers.scheduling.name} affichée sur les pages en anglais. ${placeholder}`,
        ),
      })
      .meta({
        title: 'Widgets et agendas',
        description: 'Les contenus d’autres services, chargés seulement après le consentement du visiteur.',
      }),
    podcast: z
      .strictObject({
        showId: ownId(
          /^[A-Za-z0-9]{22}$/,
          `l’identifiant de l’émission : les 22 lettres et chiffres après /show/ dans son adresse ${providers.music.name}`,
        ).meta({
          title: 'Identifiant de l’émission',
          description: `Les 22 lettres et chiffres après /show/ dans l’adresse de l’émission sur ${providers.music.name}. ${placeholder}`,
        }),
        episodeIds: z
          .array(ownId(/^[A-Za-z0-9]{22}$/, 'l’identifiant d’un épisode : les 22 lettres et chiffres après /episode/ dans son adresse'))
          .length(4, 'quatre épisodes, dans l’ordre des titres de la page podcast')
          .meta({
            title: 'Épisodes à la une',
            description: `Les quatre épisodes mis en avant (accueil et page podcast), par leur identifiant ${providers.music.name}. ${placeholder}`,
          }),
      })
      .meta({ title: 'Podcast', description: `L’émission sur ${providers.music.name}.` }),
    editor: z
      .strictObject({
        repo: provisional(
          z
            .string()
            .regex(
              /^[A-Za-z0-9][\w.-]*\/[\w.-]+$/,
              'le dépôt GitHub sous la forme propriétaire/nom (ex. mon-cabinet/site), tel qu’il apparaît dans son adresse github.com',
            )
            .meta({
              title: 'Dépôt GitHub du site',
              description: `Où l’éditeur enregistre en ligne : propriétaire/nom, tel qu’il apparaît dans l’adresse github.com/propriétaire/nom. Sur Netlify, le dépôt qu’il publie est pris d’office. ${placeholder}`,
            }),
          isExampleText,
        ),
        branch: z
          .string()
          .regex(/^[\w./-]+$/, 'le nom d’une branche, sans espace (ex. main)')
          .meta({
            title: 'Branche publiée',
            description: 'La branche que l’hébergeur publie comme site de production (en général main) : l’éditeur y enregistre.',
          }),
        authBaseUrl: address(
          'Relais de connexion GitHub',
          'Sur Cloudflare Pages ou nginx seulement : l’adresse du relais de connexion déployé (ex. https://sveltia-cms-auth.mon-compte.workers.dev). Laissez vide sur Netlify, qui le fournit.',
        ).optional(),
      })
      .meta({
        title: 'Éditeur en ligne',
        description:
          'Où l’éditeur enregistre vos modifications quand il est utilisé en ligne (voir « Mettre le site en ligne » dans le guide).',
      }),
    copyrightYear: z
      .number()
      .int()
      .min(2000)
      .max(2100)
      .meta({ title: 'Année du copyright', description: 'L’année affichée dans le pied de page (« © 2025 »), fixée, pas calculée.' }),
    legal: z
      .strictObject({
        enterpriseNumber: provisional(
          z
            .string()
            .regex(/^BE [01]\d{3}\.\d{3}\.\d{3}$/, 'le numéro d’entreprise au format BE 0123.456.749')
            .refine(
              unlessPlaceholder(enterpriseNumberValid),
              'ce numéro d’entreprise n’existe pas (ses deux derniers chiffres ne correspondent pas aux autres) : recopiez-le depuis la Banque-Carrefour des Entreprises',
            )
            .meta({
              title: 'Numéro d’entreprise',
              description: `Le numéro à la Banque-Carrefour des Entreprises (BCE), aussi numéro de TVA, au format BE 0123.456.749. ${placeholder}`,
            }),
          isZeroNumber,
        ),
        host: z
          .strictObject({
            name: ownText(
              'Hébergeur',
              `La société qui héberge le site, comme sa propre mention légale la nomme. ${placeholder}`,
              isExampleText,
            ),
            address: ownText('Adresse de l’hébergeur', `Son adresse, sur une ligne. ${placeholder}`, isExampleText),
          })
          .meta({ title: 'Hébergeur du site', description: 'Exigé dans les mentions légales.' }),
      })
      .meta({
        title: 'Mentions légales',
        description: 'Ce que les mentions légales et les conditions de vente doivent indiquer en plus des coordonnées.',
      }),
  })
  .superRefine((data, context) => {
    // An address a provider loads in the page must be on an origin the CSP allows for it.
    for (const [path, { provider, directive }] of Object.entries(providerAddresses)) {
      const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data);
      if (typeof value === 'string' && !originAllowed(value, provider, directive)) {
        const allowed = (providers[provider].origins as Partial<Record<string, readonly string[]>>)[directive] ?? [];
        context.addIssue({
          code: 'custom',
          path: path.split('.'),
          message: `cette adresse doit être chez ${providers[provider].name} (${allowed.join(', ')}) : la politique de sécurité du site n’en autorise pas d’autre`,
        });
      }
    }
  })
  .meta({
    title: 'Le cabinet',
    description: 'Vos coordonnées, vos adresses externes et les identifiants de vos services : les mêmes dans les deux langues.',
  });

export type SiteData = z.infer<typeof siteSchema>;
