/**
 * The legal pages' content (docs/decisions/016): the schema pieces they share, and the
 * facts their files must keep in both languages.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { pageSchemas } from '../../../../src/content/schemas';
import { isoDaySchema, policySectionsSchema, policyTextSchema } from '../../../../src/content/schemas/policy';
import type { ImageHelper } from '../../../../src/content/schemas/shared';
import { locales } from '../../../../src/i18n/locales';

// The legal pages' one picture is their hero's: its path is read as written.
const image = (() => z.string()) as unknown as ImageHelper;
const read = (collection: string, lang: string) =>
  parse(readFileSync(resolve(import.meta.dirname, '../../../../src/content', collection, `${lang}.yaml`), 'utf8'));
const section = (id: string) => ({ id, title: 'Title', icon: 'scale', content: [{ text: 'Text.' }] });

describe('legal text schema', () => {
  it('accepts the known placeholders and refuses any other, naming it', () => {
    expect(
      policyTextSchema.safeParse('Write to {email} or call {phone}: {brand}, {practitioner}, {consentCookie}, {consentDays}.').success,
    ).toBe(true);
    const result = policyTextSchema.safeParse('Write to {mail}.');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/\{mail\} n’est pas une donnée du cabinet/);
  });

  it('fails a page file with a misspelt placeholder at the field that has it', () => {
    const data = read('mentionsLegales', 'fr');
    data.articles[3].content[0].text = 'Écrivez-nous à {emial}.';
    const result = pageSchemas.mentionsLegales(image).safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('articles.3.content.0.text');
  });

  it('reads a day written as text or parsed by YAML as a date, and refuses a false one', () => {
    expect(isoDaySchema.parse('2024-06-09')).toBe('2024-06-09');
    expect(isoDaySchema.parse(new Date(Date.UTC(2021, 11, 1)))).toBe('2021-12-01');
    expect(isoDaySchema.safeParse('09/06/2024').success).toBe(false);
    expect(isoDaySchema.safeParse('2024-02-30').success).toBe(false);
  });

  it('keeps the count exact and refuses two sections with one anchor', () => {
    expect(policySectionsSchema(2).safeParse([section('a'), section('b')]).success).toBe(true);
    expect(policySectionsSchema(2).safeParse([section('a')]).success).toBe(false);
    const twice = policySectionsSchema(2).safeParse([section('a'), section('a')]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.path).toEqual([1, 'id']);
  });
});

describe('legal pages ask the owner, in the help of the editor, to review', () => {
  /** The help text the editor shows beside a field (the YAML comments that said so are dropped on save). */
  const helpOf = (schema: z.ZodType, path: string[]) => {
    let node = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      description?: string;
      properties?: Record<string, unknown>;
    };
    for (const key of path) node = node.properties?.[key] as typeof node;
    return node.description ?? '';
  };

  /** The help names a section of the owner's guide, which writes each point out. */
  const guide = readFileSync(resolve(import.meta.dirname, '../../../../docs/editing.md'), 'utf8');
  const review = guide.slice(guide.indexOf('### Les pages légales à relire'), guide.indexOf('### Choisir l’hébergeur'));

  it('the English-law clause of the legal notice', () => {
    expect(helpOf(pageSchemas.mentionsLegales(image), ['articles'])).toMatch(/Droit applicable.*Les pages légales à relire/);
    expect(review).toMatch(/droit anglais.*Kent.*droit belge/s);
  });

  it('the deposit clause and the prices "including tax" of the terms of sale', () => {
    expect(helpOf(pageSchemas.cgv(image), ['deposit'])).toMatch(/vérifier.*Les pages légales à relire/);
    expect(helpOf(pageSchemas.cgv(image), ['articles', 'items'])).toMatch(/Prix.*Les pages légales à relire/);
    expect(review).toMatch(/14 jours/);
    expect(review).toMatch(/toutes taxes\s+comprises.*hors TVA/s);
  });

  it('the date of the privacy policy, to set once approved', () => {
    expect(helpOf(pageSchemas.confidentialite(image), ['revised'])).toMatch(/date de votre approbation/);
  });
});

describe.each(locales)('legal pages in %s keep their published facts', (lang) => {
  it('legal notice: updated 2024-06-09, four articles, the law as first published', () => {
    const page = pageSchemas.mentionsLegales(image).parse(read('mentionsLegales', lang));
    expect(page.updated.date).toBe('2024-06-09');
    expect(page.articles).toHaveLength(4);
    const law = JSON.stringify(page.articles[2]);
    expect(law).toMatch(lang === 'fr' ? /droit anglais/ : /English law/);
    expect(law).toMatch(/Kent/);
  });

  it('privacy policy: revised 2021-12-01, five sections in the accordion, section 7 is #cookies', () => {
    const page = pageSchemas.confidentialite(image).parse(read('confidentialite', lang));
    expect(page.revised.date).toBe('2021-12-01');
    expect(page.sections.items).toHaveLength(5);
    expect(page.cookies.id).toBe('cookies');
    expect(page.rights.items).toHaveLength(4);
  });

  it('terms of sale: seven articles, Belgian law, euros including tax', () => {
    const page = pageSchemas.cgv(image).parse(read('cgv', lang));
    expect(page.articles.items).toHaveLength(7);
    const text = JSON.stringify(page);
    expect(text).toMatch(lang === 'fr' ? /droit belge/ : /Belgian law/);
    expect(text).toMatch(lang === 'fr' ? /en euros, toutes taxes comprises/ : /in euros, including tax/);
    expect(text).toMatch(lang === 'fr' ? /première échéance/ : /first instalment/);
  });
});
