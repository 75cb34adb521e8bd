/**
 * The practice's data (src/content/site/site.yaml): identity, contact details, every external
 * address and third-party id. One file, the same in both languages. What is derived from these
 * values (the tel: link, the chat link, the press page's address, the podcast's page) is computed in
 * src/config/site.ts, not stored here.
 *
 * Imports only the providers (src/config/providers.ts), so that the schemas, the route table and the
 * site config can all import it without a circle.
 */
import { z } from 'astro/zod';
import { originAllowed, providerAddresses, providers } from '../../config/providers';

const text = (title: string, description: string) => z.string().trim().min(1, 'ce champ ne peut pas être vide').meta({ title, description });

/** An address on the web, https only. */
const address = (title: string, description: string) =>
  z.url({ protocol: /^https$/, message: 'une adresse complète, commençant par https://' }).meta({ title, description });

const placeholder = 'À remplacer : la valeur actuelle est provisoire.';

export const siteSchema = z
  .strictObject({
    url: address(
      'Adresse du site',
      `L’adresse du site en production, sans / final (ex. https://www.mon-cabinet.be) : elle sert aux liens canoniques et aux liens entre les langues. ${placeholder}`,
    ).refine((value) => !value.endsWith('/'), 'sans / à la fin'),
    brand: text('Nom de la marque', `Affiché dans le logo et dans le titre des pages. ${placeholder}`),
    practitioner: z
      .strictObject({
        name: text('Nom de la praticienne', `Prénom et nom. L’adresse de la page presse en est tirée (/press-prenom-nom). ${placeholder}`),
        methodName: text('Nom de la méthode', `La méthode d’habitat thérapeutique, avec sa marque déposée (®). ${placeholder}`),
      })
      .meta({ title: 'Praticienne', description: 'Qui reçoit les clients.' }),
    contact: z
      .strictObject({
        phoneDisplay: text('Téléphone (affiché)', `Le numéro tel qu’il s’affiche, au format belge (ex. +32 470 12 34 56). ${placeholder}`),
        phoneDigits: z
          .string()
          .regex(/^[1-9][0-9]{7,14}$/, 'le numéro international en chiffres seulement, sans + ni espace (ex. 32470123456)')
          .meta({
            title: 'Téléphone (chiffres)',
            description: `Le même numéro, indicatif du pays compris, en chiffres seulement (ex. 32470123456) : il sert aux liens d’appel et au bouton de discussion. ${placeholder}`,
          }),
        email: z.email({ message: 'une adresse e-mail valide' }).meta({ title: 'E-mail', description: `L’adresse e-mail de contact. ${placeholder}` }),
        city: text('Ville', 'La ville du cabinet.'),
        country: text('Pays', 'Le pays du cabinet.'),
      })
      .meta({ title: 'Coordonnées', description: 'Affichées sur la page contact, dans le pied de page et dans les textes légaux.' }),
    chat: z
      .strictObject({
        prefilledMessage: text(
          'Message du bouton de discussion',
          `Le message déjà écrit quand un visiteur ouvre la discussion par le bouton flottant, en français sur toutes les pages. ${placeholder}`,
        ),
      })
      .meta({ title: 'Bouton de discussion', description: 'Le bouton flottant qui ouvre une discussion sur votre numéro.' }),
    social: z
      .strictObject({
        instagram: address('Instagram', `L’adresse de votre profil. ${placeholder}`),
        linkedin: address('LinkedIn', `L’adresse de votre profil. ${placeholder}`),
        youtube: address('YouTube', `L’adresse de votre chaîne. ${placeholder}`),
      })
      .meta({ title: 'Réseaux sociaux', description: 'Les profils liés depuis le pied de page.' }),
    external: z
      .strictObject({
        quiz: address('Quiz psychologie des couleurs', placeholder),
        masterclassConstruction: address('Masterclass « 3 erreurs en construction et rénovation »', placeholder),
        masterclassNeuroArchitecture: address('Masterclass neuro-architecture', placeholder),
        movingChecklist: address('Checklist de visite avant un déménagement', placeholder),
        replayColourPsychology: address('Replay « Psychologie des couleurs »', placeholder),
        replayIkigai: address('Replay de l’atelier Ikigai', placeholder),
        conferenceVideo: address('Vidéo de la conférence', `La conférence enregistrée, liée depuis le haut de la page d’accueil. ${placeholder}`),
        bookDistributor: address('Le livre chez le distributeur', `La page du livre chez le distributeur de l’éditeur. ${placeholder}`),
        reviewPlatform: address('Avis publics', `Où les avis sont lus et écrits. ${placeholder}`),
        workshopReplay: address('Replay de l’atelier découverte', `Offert sur la page formation. ${placeholder}`),
        trainingOrderComplete: address('Commande : formation complète', placeholder),
        trainingOrderAutonome: address('Commande : formation autonome', placeholder),
        trainingOrderCouleur: address('Commande : module couleur', placeholder),
        workshopColours: address('Atelier psychologie des couleurs', `La page de commande de l’atelier. ${placeholder}`),
        workshopBedroom: address('Atelier chambre et sommeil', `La page de commande de l’atelier. ${placeholder}`),
        workshopFengShui: address('Atelier Feng Shui, les fondamentaux', `La page de commande de l’atelier. ${placeholder}`),
        workshopNeuroArchitecture: address('Atelier neuro-architecture de l’habitat', `La page de commande de l’atelier. ${placeholder}`),
      })
      .meta({
        title: 'Adresses externes',
        description: 'Les pages sur d’autres sites vers lesquelles le site renvoie. Les textes des pages les désignent par leur nom, jamais par l’adresse.',
      }),
    book: z
      .strictObject({
        title: text('Titre', 'Le titre du livre.'),
        publisher: text('Éditeur', `La maison d’édition. ${placeholder}`),
        isbn: z
          .string()
          .regex(/^97[89]-\d{1,5}-\d{1,7}-\d{1,7}-\d$/, 'un ISBN-13 avec ses tirets (ex. 978-2-1234-5678-9)')
          .refine((isbn) => isbn.replaceAll('-', '').length === 13, 'un ISBN-13 compte 13 chiffres')
          .meta({ title: 'ISBN', description: `L’ISBN-13 du livre, avec ses tirets. ${placeholder}` }),
        pages: z.number().int().positive().meta({ title: 'Nombre de pages', description: 'Le nombre de pages du livre.' }),
        formatMm: z
          .tuple([z.number().int().positive(), z.number().int().positive()])
          .meta({ title: 'Format (mm)', description: 'Largeur puis hauteur, en millimètres.' }),
        released: z
          .string()
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'une année et un mois, AAAA-MM (ex. 2025-10)')
          .meta({ title: 'Parution', description: 'L’année et le mois de sortie officielle, AAAA-MM.' }),
        priceEur: z.number().positive().meta({ title: 'Prix (€)', description: 'Le prix public en euros, avec un point décimal (ex. 19.95).' }),
      })
      .meta({ title: 'Livre', description: 'Les faits du livre, pour sa page et pour les moteurs de recherche. Les textes autour sont dans la page « Livre ».' }),
    widgets: z
      .strictObject({
        reviewsHome: text('Widget d’avis : accueil', `L’identifiant du widget d’avis de la page d’accueil, chez ${providers.reviews.name}. ${placeholder}`),
        reviewsPodcast: text('Widget d’avis : podcast', `L’identifiant du widget d’avis de la page podcast, chez ${providers.reviews.name}. ${placeholder}`),
        schedulingFr15: address(
          'Agenda : appel découverte de 15 minutes',
          `La page de réservation ${providers.scheduling.name} affichée sur les pages en français (contact, formation, conférences, accompagnements). ${placeholder}`,
        ),
        schedulingEn30: address(
          'Agenda : appel découverte de 30 minutes',
          `La page de réservation ${providers.scheduling.name} affichée sur les pages en anglais. ${placeholder}`,
        ),
      })
      .meta({ title: 'Widgets et agendas', description: 'Les contenus d’autres services, chargés seulement après le consentement du visiteur.' }),
    podcast: z
      .strictObject({
        showId: z
          .string()
          .regex(/^[A-Za-z0-9]{22}$/, `l’identifiant de l’émission : les 22 lettres et chiffres après /show/ dans son adresse ${providers.music.name}`)
          .meta({ title: 'Identifiant de l’émission', description: `Les 22 lettres et chiffres après /show/ dans l’adresse de l’émission sur ${providers.music.name}. ${placeholder}` }),
        episodeIds: z
          .array(z.string().regex(/^[A-Za-z0-9]{22}$/, 'l’identifiant d’un épisode : les 22 lettres et chiffres après /episode/ dans son adresse'))
          .length(4, 'quatre épisodes, dans l’ordre des titres de la page podcast')
          .meta({ title: 'Épisodes à la une', description: `Les quatre épisodes mis en avant (accueil et page podcast), par leur identifiant ${providers.music.name}. ${placeholder}` }),
      })
      .meta({ title: 'Podcast', description: `L’émission sur ${providers.music.name}.` }),
    copyrightYear: z
      .number()
      .int()
      .min(2000)
      .max(2100)
      .meta({ title: 'Année du copyright', description: 'L’année affichée dans le pied de page (« © 2025 »), fixée, pas calculée.' }),
    legal: z
      .strictObject({
        enterpriseNumber: z
          .string()
          .regex(/^BE [01]\d{3}\.\d{3}\.\d{3}$/, 'le numéro d’entreprise au format BE 0123.456.789')
          .meta({ title: 'Numéro d’entreprise', description: `Le numéro à la Banque-Carrefour des Entreprises (BCE), aussi numéro de TVA, au format BE 0123.456.789. ${placeholder}` }),
        host: z
          .strictObject({
            name: text('Hébergeur', `La société qui héberge le site, comme sa propre mention légale la nomme. ${placeholder}`),
            address: text('Adresse de l’hébergeur', `Son adresse, sur une ligne. ${placeholder}`),
          })
          .meta({ title: 'Hébergeur du site', description: 'Exigé dans les mentions légales.' }),
      })
      .meta({ title: 'Mentions légales', description: 'Ce que les mentions légales et les conditions de vente doivent indiquer en plus des coordonnées.' }),
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
  .meta({ title: 'Le cabinet', description: 'Vos coordonnées, vos adresses externes et les identifiants de vos services : les mêmes dans les deux langues.' });

export type SiteData = z.infer<typeof siteSchema>;
