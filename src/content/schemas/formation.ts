/** The training page (spec §2.4 "Training", §3 "Training plan", "Programme module", "Timestamp entry", §9 "Training"). */
import { z } from 'astro/zod';
import {
  benefitSchema,
  externalLinkSchema,
  faqItemSchema,
  headingSchema,
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

/** The anchors of the three plans (spec §2.4): `/formation#autonome` lands on its card. */
export const planIds = ['complete', 'autonome', 'couleur'] as const;

/**
 * Spec §3 "Training plan". Amounts are plain numbers (formatted per language by lib/money.ts, and
 * read as they are by the structured data); every amount is excluding VAT unless said otherwise.
 */
const planSchema = z.object({
  id: z.enum(planIds),
  title: text(),
  subtitle: text(),
  /** A short tag on the card, e.g. "Le plus complet"; the plan that has one is highlighted. */
  badge: text().optional(),
  price: z.object({
    amount: euros(),
    /** The former price, shown crossed out. */
    was: euros().optional(),
  }),
  /** Paying in monthly instalments: how many, and, when the plan states it, how much each. */
  installments: z.object({
    count: z.number().int().min(2).max(12),
    amount: euros().optional(),
    /** Whether the monthly amount is stated excluding VAT ("HT"); the spec writes it so for some plans only. */
    exclVat: z.boolean().default(true),
  }),
  /** As shown on the card: "6 mois", "Accès à vie". */
  duration: text(),
  description: text(),
  features: z.array(text()).min(3),
  /** Who the plan suits, one sentence. */
  target: text(),
  /** The order page (external, new tab): its label here, its address in the site config. */
  cta: externalLinkSchema,
  /** Places left in the cohort, shown as a filling bar: the share taken is (total − left) / total. */
  seats: z
    .object({ left: z.number().int().min(0), total: z.number().int().positive() })
    .refine((s) => s.left <= s.total, 'seats.left cannot exceed seats.total')
    .optional(),
});

/** Spec §3 "Programme module": a title and its paragraphs. */
const moduleSchema = z.object({
  title: text(),
  paragraphs: z.array(text()).min(1),
});

/** Spec §3 "Timestamp entry": a moment of a video ("02:15", or "1:02:15" past an hour) and what is said there. */
const timestampSchema = z.object({
  time: z.string().regex(/^(?:\d{1,2}:)?[0-5]?\d:[0-5]\d$/, 'a time such as "02:15" or "1:02:15"'),
  text: text(),
});

/** A video shown behind its self-hosted poster (as on the podcast page). */
const videoSchema = (image: ImageHelper) =>
  z.object({
    videoId: videoIdSchema,
    /** Names the player for screen readers and the "play" button. */
    title: text(),
    poster: imageSchema(image),
  });

/** A free resource: on another site (new tab) or a page of this one. */
const resourceSchema = z.object({
  icon: iconSchema,
  title: text(),
  description: text(),
  link: z.union([externalLinkSchema, pageLinkSchema]),
});

export const formationSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema.extend({
      /** 130+ professionals trained, 4,8/5 satisfaction, 99 % success rate, 6 months of follow-up. */
      stats: z.array(statSchema).length(4),
      /** To the plans and to the booking section. */
      links: z.array(pageLinkSchema).min(1).max(2),
    }),
    audience: headingSchema.extend({
      /** Architects, decorators, therapists, coaches: each with what they gain. */
      items: z.array(benefitSchema).length(4),
    }),
    plans: headingSchema.extend({
      /** The words before a plan's duration, its list of features and its target. */
      labels: z.object({ duration: text(), features: text(), target: text() }),
      items: z
        .array(planSchema)
        .length(3)
        .refine((plans) => planIds.every((id) => plans.some((plan) => plan.id === id)), `one plan of each id: ${planIds.join(', ')}`),
      /** A line under the cards: taxes, the guarantee. */
      note: text().optional(),
    }),
    demo: headingSchema.extend({ video: videoSchema(image) }),
    programme: headingSchema.extend({
      /** Module 1 to Module 8 (spec §9: 8 modules). */
      modules: z.array(moduleSchema).length(8),
      bonus: z.array(moduleSchema).min(1),
      exercises: moduleSchema,
    }),
    proKeys: headingSchema.extend({
      items: z.array(z.object({ title: text(), description: text() })).min(4),
      cta: pageLinkSchema,
    }),
    resources: headingSchema.extend({
      /** The workshop replay, the masterclass, the podcast. */
      items: z.array(resourceSchema).length(3),
    }),
    testimonials: headingSchema.extend({
      /** The heading of each video's list of moments. */
      timestampsTitle: text(),
      items: z
        .array(
          videoSchema(image).extend({
            /** Who speaks: name and profession. */
            name: text(),
            role: text(),
            timestamps: z.array(timestampSchema).min(2),
          }),
        )
        .min(1),
    }),
    faq: headingSchema.extend({
      items: z.array(faqItemSchema).length(10),
    }),
    booking: headingSchema,
  });
