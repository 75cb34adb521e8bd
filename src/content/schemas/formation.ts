/** The training page. */
import { z } from 'astro/zod';
import {
  benefitSchema,
  externalLinkSchema,
  faqItemSchema,
  headingSchema,
  heroPictureSchema,
  choiceNames,
  iconSchema,
  imageSchema,
  metaSchema,
  pageLinkSchema,
  statSchema,
  videoIdSchema,
  type ImageHelper,
} from './shared';

const text = () => z.string().trim().min(1);
const euros = () => z.number().positive();

/** The anchors of the three plans: `/formation#autonome` lands on its card. */
export const planIds = ['complete', 'autonome', 'couleur'] as const;

/**
 * A training plan. Amounts are plain numbers (formatted per language by lib/money.ts, and
 * read as they are by the structured data); every amount is excluding VAT unless said otherwise.
 */
const planSchema = z
  .object({
    id: z.enum(planIds).meta({
      title: 'Identifiant de la formule',
      description: 'Une formule de chaque : la complète, l’autonome et le module couleur ; l’adresse /formation#autonome mène à sa carte.',
      ...choiceNames({
        complete: 'Formule complète (#complete)',
        autonome: 'Formule autonome (#autonome)',
        couleur: 'Module couleur (#couleur)',
      }),
    }),
    title: text().meta({ title: 'Titre' }),
    subtitle: text().meta({ title: 'Sous-titre' }),
    /** A short tag on the card, e.g. "Le plus complet"; the plan that has one is highlighted. */
    badge: text().optional().meta({
      title: 'Badge',
      description:
        'Facultatif : une courte mention sur la carte, par exemple « Le plus complet » ; la formule qui en a une est mise en avant.',
    }),
    price: z
      .object({
        amount: euros().meta({
          title: 'Prix HTVA (€)',
          description: 'Un nombre d’euros hors TVA, sans le signe € (par exemple 2799) ; la page l’écrit à la manière de chaque langue.',
        }),
        /** The former price, shown crossed out. */
        was: euros().optional().meta({ title: 'Ancien prix HTVA (€)', description: 'Facultatif : affiché barré.' }),
      })
      .meta({ title: 'Prix' }),
    /** Paying in monthly instalments: how many, and, when the plan states it, how much each. */
    installments: z
      .object({
        count: z.number().int().min(2).max(12).meta({ title: 'Nombre de mensualités', description: 'De 2 à 12.' }),
        amount: euros()
          .optional()
          .meta({ title: 'Montant de chaque mensualité (€)', description: 'Facultatif : un nombre d’euros, sans le signe €.' }),
        /** Whether the monthly amount is stated excluding VAT ("HTVA"); the page writes it so for some plans only. */
        exclVat: z.boolean().default(true).meta({
          title: 'Mensualité hors TVA',
          description: 'Coché, la mensualité est suivie de « HT » ; décoché, elle s’affiche sans mention de la TVA.',
        }),
      })
      .meta({ title: 'Paiement en plusieurs fois' }),
    /** As shown on the card: "6 mois", "Accès à vie". */
    duration: text().meta({
      title: 'Durée',
      description: 'Telle qu’affichée sur la carte, par exemple « Programme de 6 mois » ou « Accès à vie ».',
    }),
    description: text().meta({ title: 'Texte' }),
    features: z.array(text()).min(3).meta({ title: 'Contenu de la formule', description: 'Au moins trois lignes.' }),
    /** Who the plan suits, one sentence. */
    target: text().meta({ title: 'Pour qui', description: 'Une phrase : à qui la formule convient.' }),
    /** The order page (external, new tab): its label here, its address in the site config. */
    cta: externalLinkSchema.meta({
      title: 'Bouton de commande',
      description: 'Mène à la page de commande, enregistrée dans les données du cabinet ; s’ouvre dans un nouvel onglet.',
    }),
    /** Places left in the cohort, shown as a filling bar: the share taken is (total − left) / total. */
    seats: z
      .object({
        left: z.number().int().min(0).meta({ title: 'Places restantes' }),
        total: z.number().int().positive().meta({ title: 'Places au total' }),
      })
      .refine(
        (s) => s.left <= s.total,
        'Page Formation, «\u202fPlaces\u202f» d’une formule\u202f: «\u202fPlaces restantes\u202f» dépasse «\u202fPlaces au total\u202f». Diminuez les places restantes ou augmentez le total.',
      )
      .optional()
      .meta({ title: 'Places', description: 'Facultatif : affiché comme une jauge ; les places restantes ne dépassent pas le total.' }),
  })
  .meta({ title: 'Formule' });

/** A programme module: a title and its paragraphs. */
const moduleSchema = z
  .object({
    title: text().meta({ title: 'Titre' }),
    paragraphs: z.array(text()).min(1).meta({ title: 'Paragraphes' }),
  })
  .meta({ title: 'Module' });

/** A timestamp entry: a moment of a video ("02:15", or "1:02:15" past an hour) and what is said there. */
const timestampSchema = z
  .object({
    time: z
      .string()
      .regex(/^(?:\d{1,2}:)?[0-5]?\d:[0-5]\d$/, 'a time such as "02:15" or "1:02:15"')
      .meta({
        title: 'Minutage',
        description: 'Le moment dans la vidéo, écrit « 02:15 », ou « 1:02:15 » après une heure.',
      }),
    text: text().meta({ title: 'Texte', description: 'Ce qui est dit à ce moment.' }),
  })
  .meta({ title: 'Moment de la vidéo' });

/** A video shown behind its self-hosted poster (as on the podcast page). */
const videoSchema = (image: ImageHelper) =>
  z
    .object({
      videoId: videoIdSchema,
      /** Names the player for screen readers and the "play" button. */
      title: text().meta({
        title: 'Titre de la vidéo',
        description: 'Nomme le lecteur vidéo et son bouton de lecture pour les lecteurs d’écran.',
      }),
      poster: imageSchema(image).meta({
        title: 'Image d’aperçu',
        description: 'Affichée à la place de la vidéo tant qu’elle n’est pas lancée.',
      }),
    })
    .meta({ title: 'Vidéo' });

/** A free resource: on another site (new tab) or a page of this one. */
const resourceSchema = z
  .object({
    icon: iconSchema,
    title: text().meta({ title: 'Titre' }),
    description: text().meta({ title: 'Texte' }),
    link: z
      .union([externalLinkSchema, pageLinkSchema])
      .meta({ title: 'Lien', description: 'Vers un autre site (nouvel onglet) ou vers une page du site.' }),
  })
  .meta({ title: 'Ressource' });

export const formationSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema
        .extend({
          /** The training's four figures (people trained, satisfaction, success rate, follow-up). */
          stats: z.array(statSchema).length(4).meta({ title: 'Chiffres clés', description: 'Exactement quatre.' }),
          /** To the plans and to the booking section. */
          links: z
            .array(pageLinkSchema)
            .min(1)
            .max(2)
            .meta({ title: 'Boutons', description: 'Un ou deux : vers les formules et vers la réservation.' }),
          picture: heroPictureSchema(image),
        })
        .meta({ title: 'En-tête de la page' }),
      audience: headingSchema
        .extend({
          /** Architects, decorators, therapists, coaches: each with what they gain. */
          items: z
            .array(benefitSchema)
            .length(4)
            .meta({ title: 'Publics', description: 'Exactement quatre : architectes, décorateurs, thérapeutes, coachs.' }),
        })
        .meta({ title: 'Pour qui' }),
      trainer: headingSchema.meta({
        title: 'Qui vous forme',
        description:
          'Le titre du bloc qui vous présente : votre portrait, votre école et vos certifications (dans À propos › Vous › Votre formation).',
      }),
      plans: headingSchema
        .extend({
          /** The words before a plan's duration, its list of features and its target. */
          labels: z
            .object({
              duration: text().meta({ title: 'Libellé de la durée' }),
              features: text().meta({ title: 'Libellé du contenu' }),
              target: text().meta({ title: 'Libellé du public' }),
            })
            .meta({
              title: 'Libellés des cartes',
              description: 'Les mots affichés avant la durée, le contenu et le public de chaque formule.',
            }),
          items: z
            .array(planSchema)
            .length(3)
            .refine(
              (plans) => planIds.every((id) => plans.some((plan) => plan.id === id)),
              'Page Formation, «\u202fFormules\u202f»\u202f: il faut une formule de chaque identifiant (formule complète, formule autonome, module couleur). Changez «\u202fIdentifiant de la formule\u202f» de celle qui fait doublon.',
            )
            .meta({ title: 'Formules', description: 'Exactement trois, une de chaque identifiant.' }),
          /** A line under the cards: taxes, the guarantee. */
          note: text().optional().meta({ title: 'Note', description: 'Facultatif : une ligne sous les cartes (taxes, garantie).' }),
        })
        .meta({
          title: 'Formules et prix',
          description: 'Les prix sont des nombres d’euros hors TVA, écrits par le site à la manière de chaque langue.',
        }),
      /** Shown in the programme's section, under its heading: a look at the lessons before the list of modules. */
      demo: z
        .object({
          caption: text().meta({ title: 'Légende', description: 'Une phrase sous la vidéo, dans la section du programme.' }),
          video: videoSchema(image),
        })
        .meta({
          title: 'Vidéo de présentation',
          description: 'L’identifiant de la vidéo est provisoire : remplacez-le par celui de la vraie vidéo.',
        }),
      programme: headingSchema
        .extend({
          /** Module 1 to Module 8. */
          modules: z.array(moduleSchema).length(8).meta({ title: 'Modules', description: 'Exactement huit : Module 1 à Module 8.' }),
          bonus: z.array(moduleSchema).min(1).meta({ title: 'Bonus', description: 'Au moins un.' }),
          exercises: moduleSchema.meta({ title: 'Exercices' }),
        })
        .meta({ title: 'Programme' }),
      /** The Pro plan's key elements: how it works, beside the card's list of what it includes. */
      proKeys: headingSchema
        .extend({
          items: z
            .array(
              z
                .object({ title: text().meta({ title: 'Titre' }), description: text().meta({ title: 'Texte' }) })
                .meta({ title: 'Point fort' }),
            )
            .min(4)
            .max(6)
            .meta({
              title: 'Points forts',
              description:
                'De quatre à six : comment se vit la formation Pro, sans reprendre mot pour mot la liste de sa carte (les chiffres y sont déjà).',
            }),
        })
        .meta({ title: 'Les points forts de la formation Pro' }),
      resources: headingSchema
        .extend({
          /** The workshop replay, the masterclass, the podcast. */
          items: z
            .array(resourceSchema)
            .length(3)
            .meta({ title: 'Ressources', description: 'Exactement trois : le replay de l’atelier, la masterclass, le podcast.' }),
        })
        .meta({ title: 'Ressources offertes' }),
      testimonials: headingSchema
        .extend({
          /** The heading of each video's list of moments. */
          timestampsTitle: text().meta({
            title: 'Titre des moments clés',
            description: 'Au-dessus de la liste des moments de chaque vidéo.',
          }),
          items: z
            .array(
              videoSchema(image)
                .extend({
                  /** Who speaks: name and profession. */
                  name: text().meta({ title: 'Nom' }),
                  role: text().meta({ title: 'Métier' }),
                  timestamps: z.array(timestampSchema).min(2).meta({ title: 'Moments clés', description: 'Au moins deux.' }),
                })
                .meta({ title: 'Témoignage' }),
            )
            .min(1)
            .meta({
              title: 'Témoignages',
              description:
                'Au moins un. Les identifiants de vidéo, les noms et les minutages sont provisoires : remplacez-les par ceux des vraies vidéos.',
            }),
        })
        .meta({ title: 'Témoignages' }),
      faq: headingSchema
        .extend({
          items: z.array(faqItemSchema).length(10).meta({ title: 'Questions', description: 'Exactement dix.' }),
        })
        .meta({ title: 'Questions fréquentes' }),
      booking: headingSchema.meta({ title: 'Réservation', description: 'Au-dessus du calendrier de réservation.' }),
    })
    .meta({
      title: 'Page Formation',
      description: 'La page /formation ; les pages de commande et les adresses des ressources viennent des données du cabinet.',
    });
