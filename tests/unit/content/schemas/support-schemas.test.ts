/**
 * The rules the workshop and support content schemas add beyond shapes: a workshop sits in the
 * group its length belongs to, the hub's cards lead to the three sub-pages in order, and the
 * promoted resources can only name their own external pages.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { pageSchemas } from '../../../../src/content/schemas';
import type { ImageHelper } from '../../../../src/content/schemas/shared';

const anyImage = (() => z.string()) as unknown as ImageHelper;
const read = (collection: string) =>
  parse(readFileSync(resolve(import.meta.dirname, '../../../../src/content', collection, 'fr.yaml'), 'utf8'));
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('workshops content', () => {
  it('accepts the published figures', () => {
    expect(pageSchemas.ateliers(anyImage).safeParse(read('ateliers')).success).toBe(true);
  });

  it('refuses a workshop filed in the wrong group, naming the group', () => {
    const data = read('ateliers');
    data.small.items[0].duration = { minutes: 210, over: true };
    expect(issuesOf(pageSchemas.ateliers(anyImage).safeParse(data))).toEqual([
      expect.stringMatching(/^small\.items: Page Ateliers, .*au plus 120 minutes/),
    ]);
  });

  it('refuses a price written as text', () => {
    const data = read('ateliers');
    data.large.items[1].price = '79 €';
    expect(issuesOf(pageSchemas.ateliers(anyImage).safeParse(data))[0]).toMatch(/^large\.items\.1\.price/);
  });
});

describe('support hub content', () => {
  it('refuses cards that do not lead to the three sub-pages in order', () => {
    const data = read('accompagnements');
    data.paths.cards.reverse();
    expect(issuesOf(pageSchemas.accompagnements(anyImage).safeParse(data))[0]).toMatch(
      /^paths\.cards: Page Accompagnements, .*construction et rénovation, .*déménagement, .*Feng Shui/,
    );
  });

  it('promotes only the construction masterclass', () => {
    const data = read('accompagnements');
    data.masterclass.link.external = 'quiz';
    expect(issuesOf(pageSchemas.accompagnements(anyImage).safeParse(data))[0]).toMatch(/^masterclass\.link\.external/);
  });
});

describe('moving page content', () => {
  it('sends its call to action to its own #booking only', () => {
    const data = read('demenagement');
    data.offer.links[0].hash = '#faq';
    expect(issuesOf(pageSchemas.demenagement(anyImage).safeParse(data))[0]).toMatch(/^offer\.links\.0\.hash/);
  });
});
