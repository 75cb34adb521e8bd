/**
 * The rules of the content schemas that compare one field with another, which the editor's fields
 * cannot express (each field checks itself only: required, lengths, patterns, ranges, choices).
 * The editor checks them before saving all the same: this file is bundled into it at build
 * (admin/save-checks.js, see save-checks.ts), so it imports nothing but the identifiers' checks
 * (src/lib/identifiers.ts), and each rule's `holds` reads a file's plain data.
 * Besides the rules between fields, the checks a pattern cannot say: a check digit, a number not all
 * zeros; each lets the project's stand-in value through, which the launch check lists. A save that breaks one is refused with the rule, in French; the build checks
 * them again with the schemas (a file edited by hand), naming the file and the field.
 * The editor also shows each rule as help under its field (config.ts); the unit tests check that
 * each rule still fails the schema, at this path, exactly when `holds` says it is broken.
 */

import { digitsOf, enterpriseNumberValid, isbn13Valid, isZeroNumber, phoneDigitsValid, phoneDisplayValid } from '../identifiers';

export interface CrossFieldRule {
  /** The collection of collections.ts. */
  collection: string;
  /** The field the build names, as the schema's issue path (list positions as numbers). */
  path: readonly (string | number)[];
  /** The rule, in French, as the owner reads it under the field and when a save is refused. */
  rule: string;
  /** Whether a file's data keeps the rule. */
  holds: (data: any) => boolean;
}

/** Each value of `list` at `key` once only. */
const distinct = (list: readonly any[] | undefined, key: string) =>
  new Set((list ?? []).map((item) => item?.[key])).size === (list ?? []).length;

/** Every text of a file's data, however deep. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];

/** The practice's details a legal text may name between braces (content/schemas/policy.ts). */
const policyPlaceholders = ['brand', 'practitioner', 'email', 'phone', 'consentCookie', 'consentDays'];
const placeholdersKnown = (data: unknown) =>
  textsOf(data).every((text) => [...text.matchAll(/\{(\w+)\}/g)].every((match) => policyPlaceholders.includes(match[1]!)));
const placeholderRule = `Entre accolades, seulement ${policyPlaceholders.map((name) => `{${name}}`).join(', ')}.`;
const anchorRule = 'Chaque section a une ancre différente.';

/** Minutes of every workshop of a group, within (above, upTo]. */
const lastBetween = (items: readonly any[] | undefined, above: number, upTo: number) =>
  (items ?? []).every((item) => item?.duration?.minutes > above && item?.duration?.minutes <= upTo);

/** A value that is the project's stand-in, or passes `check`. */
const ownOrPlaceholder = (value: unknown, check: (text: string) => boolean) =>
  typeof value !== 'string' || isZeroNumber(value) || check(value);

export const crossFieldRules: readonly CrossFieldRule[] = [
  {
    collection: 'site',
    path: ['book', 'isbn'],
    rule: 'L’ISBN-13 tel qu’imprimé au dos du livre : son dernier chiffre, la clé, se calcule à partir des douze autres.',
    holds: (data) => ownOrPlaceholder(data?.book?.isbn, isbn13Valid),
  },
  {
    collection: 'site',
    path: ['legal', 'enterpriseNumber'],
    rule: 'Un numéro d’entreprise qui existe : ses deux derniers chiffres se calculent à partir des huit autres (BCE).',
    holds: (data) => ownOrPlaceholder(data?.legal?.enterpriseNumber, enterpriseNumberValid),
  },
  {
    collection: 'site',
    path: ['contact', 'phoneDisplay'],
    rule: 'Un vrai numéro de téléphone, au format international (+32 470 12 34 56), pas seulement des zéros.',
    holds: (data) => ownOrPlaceholder(data?.contact?.phoneDisplay, phoneDisplayValid),
  },
  {
    collection: 'site',
    path: ['contact', 'phoneDigits'],
    rule: 'Le même numéro que « Téléphone (affiché) », en chiffres seulement.',
    holds: (data) =>
      ownOrPlaceholder(data?.contact?.phoneDigits, phoneDigitsValid) &&
      digitsOf(String(data?.contact?.phoneDisplay ?? '')) === data?.contact?.phoneDigits,
  },
  {
    collection: 'formation',
    path: ['plans', 'items'],
    rule: 'Une formule de chaque identifiant : formule complète, formule autonome et module couleur.',
    holds: (data) => distinct(data?.plans?.items, 'id'),
  },
  {
    collection: 'formation',
    path: ['plans', 'items', 0, 'seats'],
    rule: 'Places restantes : pas plus que le nombre de places au total.',
    holds: (data) => (data?.plans?.items ?? []).every((plan: any) => !plan?.seats || plan.seats.left <= plan.seats.total),
  },
  {
    collection: 'formation',
    path: ['resources', 'items', 0, 'link'],
    rule: 'Un lien mène soit à une adresse externe, soit à une page du site.',
    holds: (data) => (data?.resources?.items ?? []).every((item: any) => Boolean(item?.link?.external) !== Boolean(item?.link?.page)),
  },
  {
    collection: 'accompagnements',
    path: ['paths', 'cards'],
    rule: 'Les trois cartes mènent, dans l’ordre, aux pages construction et rénovation, déménagement et Feng Shui.',
    holds: (data) => ['construction', 'demenagement', 'fengShui'].every((page, index) => data?.paths?.cards?.[index]?.link === page),
  },
  {
    collection: 'ateliers',
    path: ['small', 'items'],
    rule: 'Chaque atelier de ce groupe dure d’une à deux heures : de 60 à 120 minutes.',
    holds: (data) => lastBetween(data?.small?.items, 59, 120),
  },
  {
    collection: 'ateliers',
    path: ['large', 'items'],
    rule: 'Chaque atelier de ce groupe dure plus de deux heures : de 121 à 600 minutes.',
    holds: (data) => lastBetween(data?.large?.items, 120, 600),
  },
  {
    collection: 'blog',
    path: ['categories', 'items'],
    rule: 'Chaque catégorie une seule fois.',
    holds: (data) => distinct(data?.categories?.items, 'id'),
  },
  {
    collection: 'confidentialite',
    path: ['sections', 'items', 1, 'id'],
    rule: anchorRule,
    holds: (data) => distinct(data?.sections?.items, 'id'),
  },
  { collection: 'cgv', path: ['articles', 'items', 1, 'id'], rule: anchorRule, holds: (data) => distinct(data?.articles?.items, 'id') },
  { collection: 'mentionsLegales', path: ['articles', 1, 'id'], rule: anchorRule, holds: (data) => distinct(data?.articles, 'id') },
  { collection: 'accessibilite', path: ['sections', 1, 'id'], rule: anchorRule, holds: (data) => distinct(data?.sections, 'id') },
  { collection: 'cgv', path: ['articles', 'items', 0, 'content', 0, 'text'], rule: placeholderRule, holds: placeholdersKnown },
  { collection: 'confidentialite', path: ['sections', 'items', 0, 'content', 0, 'text'], rule: placeholderRule, holds: placeholdersKnown },
  { collection: 'mentionsLegales', path: ['articles', 0, 'content', 0, 'text'], rule: placeholderRule, holds: placeholdersKnown },
  { collection: 'accessibilite', path: ['sections', 0, 'content', 0, 'text'], rule: placeholderRule, holds: placeholdersKnown },
];
