/**
 * Provisional content (docs/decisions/005): the values that stand in for the practice's own
 * until the owner enters them (her name, phone, e-mail, addresses, ids, book facts, legal identity,
 * invented press items, the editor's repository, the site's address). Each such field says so in
 * its schema with `provisional(schema, isPlaceholder)`: the field keeps its real checks, and
 * `isPlaceholder` recognises the stand-in value the project ships with. Nothing else lists them:
 * src/lib/launch/ walks the schemas to find every field still holding its stand-in, a production
 * build refuses to publish while one does, and any other build keeps search engines out.
 *
 * A stand-in is always recognisable by its form (src/lib/identifiers.ts): an address on a domain
 * reserved for examples (RFC 2606) or naming "example", a number whose digits are zeros, a name or
 * word of an example. A real check that the stand-in fails (an ISBN's check digit) is skipped for
 * it, so that the site builds and can be tried before launch; any other value gets every check.
 */
import { z } from 'astro/zod';

export interface ProvisionalMark {
  /** Whether a value of the field (as the file holds it) is the stand-in rather than the practice's own. */
  isPlaceholder: (value: unknown) => boolean;
}

/** The fields that hold provisional content, each with how its stand-in is recognised. */
export const provisionalFields = z.registry<ProvisionalMark>();

/** Marks `schema` as a field whose stand-in value must be replaced before launch. */
export function provisional<Schema extends z.ZodType>(schema: Schema, isPlaceholder: (value: unknown) => boolean): Schema {
  provisionalFields.add(schema, { isPlaceholder });
  return schema;
}
