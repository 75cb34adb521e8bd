/**
 * Unit tests of tools/normalise-content.ts: every content file already in the editor's normal form,
 * normalising that changes no value, the form's rules, and HTVA for HT in French files.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import {
  contentFiles,
  editorYamlOutput,
  formatMarkdown,
  frenchHouseWords,
  inSchemaOrder,
  normalForm,
  splitMarkdown,
  sveltiaYamlOptions,
  isFrenchFile,
  withFrenchHouseWords,
  yamlOptions,
} from '../../../tools/normalise-content.ts';

const files = contentFiles();

describe('content files are in the editor’s form (npm run normalise)', () => {
  it('covers the pages, the practice data, the interface words and the articles', () => {
    const names = files.map((entry) => entry.file);
    expect(names).toContain('src/content/formation/en.yaml');
    expect(names).toContain('src/content/site/site.yaml');
    expect(names).toContain('src/content/ui/fr.yaml');
    expect(names.filter((name) => name.startsWith('src/content/blog/fr/') && name.endsWith('.md')).length).toBeGreaterThanOrEqual(3);
  });

  it('has every file in normal form', () => {
    const outOfForm = files
      .filter((entry) => normalForm(readFileSync(entry.file, 'utf8'), entry) !== readFileSync(entry.file, 'utf8'))
      .map((entry) => entry.file);
    expect(outOfForm, 'run `npm run normalise` and commit the result').toEqual([]);
  });

  it('changes no value when normalising: same data, same article text', () => {
    for (const entry of files) {
      const text = readFileSync(entry.file, 'utf8');
      const normal = normalForm(text, entry);
      if (entry.markdown) {
        expect(parse(splitMarkdown(normal).head), entry.file).toEqual(inSchemaOrder(parse(splitMarkdown(text).head), entry.schema));
        expect(splitMarkdown(normal).body.trim(), entry.file).toBe(splitMarkdown(text).body.trim());
      } else {
        expect(parse(normal), entry.file).toEqual(inSchemaOrder(parse(text), entry.schema));
      }
    }
  });
});

describe('the normal form', () => {
  const schema = z.object({
    title: z.string(),
    items: z.array(z.object({ label: z.string(), count: z.number().optional() })),
    link: z.union([z.object({ label: z.string(), external: z.enum(['quiz']) }), z.object({ label: z.string(), page: z.string() })]),
  });

  it('orders keys as the schema does, at every depth, drops comments and trims strings', () => {
    const text = '# a comment\nlink: { page: home, label: Home }\nitems:\n  - count: 2\n    label: " Two "\ntitle: Hello\n';
    expect(normalForm(text, { schema, markdown: false })).toBe(
      'title: "Hello"\nitems:\n  - label: "Two"\n    count: 2\nlink:\n  label: "Home"\n  page: "home"\n',
    );
  });

  it('writes long and multi-line strings on one line, as the editor does (no folding)', () => {
    const long = 'word '.repeat(40).trim();
    expect(normalForm(`title: ${long}\nitems: []\nlink: { label: a, page: b }\n`, { schema, markdown: false })).toContain(
      `title: "${long}"\n`,
    );
    expect(normalForm('title: "a\\nb"\nitems: []\nlink: { label: a, page: b }\n', { schema, markdown: false })).toContain(
      'title: "a\\nb"\n',
    );
  });

  it('writes an article as front matter, a blank line and the trimmed body', () => {
    expect(formatMarkdown({ title: 'T' }, '\n\nText.\n\n')).toBe('---\ntitle: "T"\n---\n\nText.\n');
    expect(normalForm('---\ntitle: T # comment\n---\nText.', { schema: z.object({ title: z.string() }), markdown: true })).toBe(
      '---\ntitle: "T"\n---\n\nText.\n',
    );
  });

  it('uses the options Sveltia CMS derives from output.yaml { indent_size: 2, indent_sequences: true, quote: double }', () => {
    expect(editorYamlOutput).toEqual({ indent_size: 2, indent_sequences: true, quote: 'double' });
    expect(yamlOptions).toEqual({
      indent: 2,
      indentSeq: true,
      lineWidth: 0,
      defaultKeyType: 'PLAIN',
      defaultStringType: 'QUOTE_DOUBLE',
      singleQuote: false,
    });
    expect(sveltiaYamlOptions({})).toMatchObject({ defaultStringType: 'PLAIN', singleQuote: true });
  });
});

describe('the brand’s words in French files (npm run normalise)', () => {
  it('writes HTVA where HT stood as a word, and nothing else', () => {
    expect(frenchHouseWords('Dès 37 € HT. Prix hors TVA (HT).')).toBe('Dès 37 € HTVA. Prix hors TVA (HTVA).');
    expect(frenchHouseWords('HTML, HTTP, HTVA, THT')).toBe('HTML, HTTP, HTVA, THT');
  });

  it('rewrites French files only, keeping them in the editor’s form', () => {
    expect(isFrenchFile('src/content/ui/fr.yaml')).toBe(true);
    expect(isFrenchFile('src/content/blog/fr/article.md')).toBe(true);
    expect(isFrenchFile('src/content/ui/en.yaml')).toBe(false);
    expect(isFrenchFile('src/content/site/site.yaml')).toBe(false);
    expect(withFrenchHouseWords('price:\n  exclVat: "HT"\n', { markdown: false })).toBe('price:\n  exclVat: "HTVA"\n');
    expect(withFrenchHouseWords('---\ntitle: "37 € HT"\n---\n\nDès 37 € HT.\n', { markdown: true })).toBe(
      '---\ntitle: "37 € HTVA"\n---\n\nDès 37 € HTVA.\n',
    );
  });
});
