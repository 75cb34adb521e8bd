/**
 * Who teaches (content/schemas/about.ts): her training as the editor holds it, shown only
 * once no example is left in it, and refused by a production build until then.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { trainerFilledIn, trainerSchema } from '../../../../src/content/schemas/about';
import { provisionalValues } from '../../../../src/lib/launch/provisional-items';

const shipped = (lang: string) =>
  (parse(readFileSync(`src/content/about/${lang}.yaml`, 'utf8')) as { person: { trainer: unknown } }).person.trainer;
const fixture = parse(readFileSync('tests/fixtures/trainer.yaml', 'utf8')) as Record<string, unknown>;

describe('her training', () => {
  it('ships as examples, hidden and provisional in both languages', () => {
    for (const lang of ['fr', 'en']) {
      const trainer = trainerSchema.parse(shipped(lang));
      expect(trainerFilledIn(trainer), lang).toBe(false);
      expect(provisionalValues(trainerSchema, shipped(lang)).map((value) => value.path.join('.'))).toEqual([
        'school',
        'certifications.0.body',
        'certifications.1.body',
        'certifications.2.body',
      ]);
    }
  });

  it('is shown once she has filled it in, with nothing provisional left', () => {
    for (const lang of ['fr', 'en']) {
      const trainer = trainerSchema.parse(fixture[lang]);
      expect(trainerFilledIn(trainer), lang).toBe(true);
      expect(provisionalValues(trainerSchema, fixture[lang])).toEqual([]);
    }
  });

  it('stays hidden while one body is still an example, and refuses a year that is not one', () => {
    const trainer = trainerSchema.parse(fixture['fr']);
    expect(
      trainerFilledIn({
        ...trainer,
        certifications: [...trainer.certifications, { name: 'Autre', body: 'Organisme (exemple)', year: 2022 }],
      }),
    ).toBe(false);
    expect(trainerSchema.safeParse({ ...trainer, year: 12 }).success).toBe(false);
    expect(trainerSchema.safeParse({ ...trainer, certifications: [] }).success).toBe(false);
  });
});
