/**
 * Schema pieces shared by every page's content (spec §3 records). Page schemas are built from
 * these so that a stat, a card or an FAQ item has the same shape everywhere.
 */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { iconNames } from '../../components/ui/icons';
import { externalIds } from '../../config/site';
import { pageIds } from '../../config/pages';

/** Astro's `image()` helper, passed in by the collection so schemas stay testable without Astro. */
export type ImageHelper = SchemaContext['image'];

const text = () => z.string().trim().min(1);

/** Title and description of the document: <title>, meta description, Open Graph. */
export const metaSchema = z.object({
  title: text().max(70),
  description: text().min(50).max(160),
});

/** An icon from the registry in components/ui/icons.ts. */
export const iconSchema = z.enum(iconNames);

/** A page of the route table, by id: the language is added when the link is rendered. */
export const pageIdSchema = z.enum(pageIds);

/** A link to a page of the site, optionally to an anchor on it. */
export const pageLinkSchema = z.object({
  label: text(),
  page: pageIdSchema,
  hash: z.string().regex(/^#[a-z][a-z0-9-]*$/).optional(),
});

/** An address of `external` in the site config, by name: content files never write a URL themselves. */
export const externalIdSchema = z.enum(externalIds);

/** A link to another site: its words here, its address in the site config. Opens in a new tab. */
export const externalLinkSchema = z.object({
  label: text(),
  external: externalIdSchema,
});

/** Spec §3 "Stat": a figure written as shown (e.g. "130+", "4,8/5") and what it counts. */
export const statSchema = z.object({
  number: text(),
  label: text(),
});

/** Spec §3 "Service/theme card". */
export const cardSchema = z.object({
  icon: iconSchema,
  title: text(),
  description: text(),
  buttonText: text(),
  link: pageIdSchema,
});

/** Spec §3 "Benefit" / pillar: icon, title, description. */
export const benefitSchema = z.object({
  icon: iconSchema,
  title: text(),
  description: text(),
});

/** Spec §3 "FAQ item". */
export const faqItemSchema = z.object({
  question: text(),
  answer: text(),
});

/** A video as its id appears in the video provider's address; the player and page addresses are built from it. */
export const videoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,20}$/, 'a video id as it appears in the video address');

/** An image with its alternative text in the file's language. */
export const imageSchema = (image: ImageHelper) =>
  z.object({
    src: image(),
    alt: z.string().trim(),
  });

/** A section heading block: a short kicker above the title, and an optional lead paragraph. */
export const headingSchema = z.object({
  eyebrow: text().optional(),
  title: text(),
  intro: text().optional(),
});
