/**
 * Unit tests of the interface dictionaries (src/i18n/ui, read from src/content/ui/): the same keys
 * in both languages, none empty, every page named, French punctuation spacing, and a broken file
 * failing on the key.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { uiSchema } from '../../../src/content/schemas/ui';
import { pageIds } from '../../../src/i18n/routes';
import { dictionaries, uiFile } from '../../../src/i18n/ui';
import { parseContentFile } from '../../../src/lib/content-file';

const { fr, en } = dictionaries;

describe('UI dictionaries (src/content/ui/{fr,en}.yaml)', () => {
  it('have the same keys in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  it('have no empty string', () => {
    for (const [key, value] of [...Object.entries(fr), ...Object.entries(en)]) expect(value.trim(), key).not.toBe('');
  });

  it('name every page of the route table', () => {
    for (const page of pageIds) expect(fr).toHaveProperty(`page.${page}`);
  });

  it('use the published labels for the call button and the quiz states', () => {
    expect(fr['header.callButton']).toBe('Réserver un appel');
    expect(en['header.callButton']).toBe('Book a quick call');
    expect(fr['quiz.redirecting']).toBe('Redirection en cours...');
    expect(en['quiz.redirecting']).toBe('Redirecting...');
    expect(en['page.formation']).toBe('Training');
  });

  it('write French high punctuation with a narrow no-break space, never a plain space', () => {
    for (const [key, value] of Object.entries(fr)) expect(value, key).not.toMatch(/ [?!:;»]/);
  });

  it('give every word a French title for the owner, in the schema', () => {
    for (const [group, words] of Object.entries(uiSchema.shape)) {
      expect(words.meta()?.title, group).toBeTruthy();
      for (const [key, word] of Object.entries(words.shape)) expect(word.meta()?.title, `${group}.${key}`).toBeTruthy();
    }
  });
});

describe('a broken UI file fails, naming the file and the key', () => {
  const file = uiFile('en');
  const text = readFileSync(file, 'utf8');

  it('refuses a missing key', () => {
    const document = parseDocument(text);
    document.deleteIn(['header', 'callButton']);
    expect(() => parseContentFile(document.toString(), file, uiSchema)).toThrow('src/content/ui/en.yaml: header.callButton: ');
  });

  it('refuses a key the interface does not know (so English keys stay the French ones)', () => {
    const document = parseDocument(text);
    document.setIn(['header', 'callButon'], 'Book');
    expect(() => parseContentFile(document.toString(), file, uiSchema)).toThrow('src/content/ui/en.yaml: header.callButon: unknown field');
  });

  it('refuses an empty text', () => {
    const document = parseDocument(text);
    document.setIn(['footer', 'rights'], '  ');
    expect(() => parseContentFile(document.toString(), file, uiSchema)).toThrow('src/content/ui/en.yaml: footer.rights: ');
  });
});
