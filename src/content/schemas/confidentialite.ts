/** The privacy policy (spec §2.4 "Privacy policy"): five sections in an accordion, three always shown, rights, contact. */
import { z } from 'astro/zod';
import { datedSchema, policySectionSchema, policySectionsSchema, policyTextSchema } from './policy';
import { headingSchema, metaSchema, type ImageHelper } from './shared';

const text = () => z.string().trim().min(1);

/**
 * Section 7. Besides its text, the page lists the consent categories and their providers from the
 * site config and the dictionary; these fields are the words around that list.
 */
const cookiesSchema = policySectionSchema.extend({
  /** The footer's "Cookie preferences" link points at this anchor. */
  id: z.literal('cookies'),
  /** What the one cookie set without consent does, beside the dictionary's "Strictly necessary". */
  necessary: policyTextSchema,
  /** Badge of that cookie. */
  alwaysOn: text(),
  /** Badge of each category that waits for the visitor's consent. */
  withConsent: text(),
  preferences: z.object({
    /** Before the button that reopens the consent preferences. */
    text: text(),
    button: text(),
    /** Shown instead of the button when JavaScript is off (then nothing third-party can load). */
    withoutScript: text(),
  }),
});

/** Takes the image helper like every page schema, though the privacy policy has no image. */
export const confidentialiteSchema = (_image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema,
    revised: datedSchema,
    /** Sections 1 to 5, one open at a time: about us, use and collection, retention, rights, third parties. */
    sections: headingSchema.extend({ items: policySectionsSchema(5) }),
    /** Sections 6 to 8, always shown. */
    transfers: policySectionSchema,
    cookies: cookiesSchema,
    changes: policySectionSchema,
    /** The rights summary: access, erasure, rectification, objection. */
    rights: headingSchema.extend({
      items: z.array(z.object({ title: text(), description: text() })).length(4),
    }),
    /** Above the contact details, which come from the site config. */
    contact: headingSchema,
  });
