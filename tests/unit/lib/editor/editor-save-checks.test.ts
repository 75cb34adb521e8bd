/**
 * The checks the editor runs before each save (src/lib/editor/save-checks.ts, a preSave hook in
 * /admin/): every entry of the repository saves as it is; a rule that compares fields, broken, and
 * two languages' lists of different lengths are refused in French, naming the page and the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editorSettings } from '../../../../build/editor/editor';
import { saveChecksScript } from '../../../../build/editor/editor-modules';
import { editorCollections } from '../../../../src/lib/editor/collections';
import { saveCheckData } from '../../../../src/lib/editor/config';
import { entryAt, listMismatches, refusals, relativePath, rootedPictures } from '../../../../src/lib/editor/save-checks';

const root = resolve(import.meta.dirname, '../../../..');
const data = saveCheckData(editorCollections, editorSettings());
const read = (path: string) => parse(readFileSync(join(root, path), 'utf8'));
const both = (page: string) => ({ fr: read(`src/content/${page}/fr.yaml`), en: read(`src/content/${page}/en.yaml`) });

describe('the checks before saving', () => {
  it('let every entry of the repository be saved as it is', () => {
    for (const descriptor of editorCollections) {
      if (descriptor.kind === 'articles') {
        const name = readdirSync(join(root, descriptor.path, 'fr'))[0]!;
        expect(entryAt(`${descriptor.path}/fr/${name}`, data)?.name).toBe(descriptor.name);
        continue;
      }
      const frPath = descriptor.path.replace('{{locale}}', 'fr');
      const entry = entryAt(frPath, data);
      expect(entry?.name, frPath).toBe(descriptor.name);
      const byLocale = descriptor.path.includes('{{locale}}')
        ? { fr: read(frPath), en: read(descriptor.path.replace('{{locale}}', 'en')) }
        : { fr: read(frPath) };
      expect(refusals(entry!, byLocale, data), frPath).toEqual([]);
    }
  });

  it('refuse more places left than places in total, naming the page and the rule', () => {
    const formation = both('formation');
    formation.fr.plans.items[0].seats = { left: 30, total: 25 };
    expect(refusals(entryAt('src/content/formation/fr.yaml', data)!, formation, data)).toEqual([
      'Formation\u202f: Places restantes : pas plus que le nombre de places au total.',
    ]);
  });

  it('refuse two languages whose lists differ in length, naming the list by its label', () => {
    const fengShui = both('fengShui');
    fengShui.en.faq.items.pop();
    const [message, ...others] = refusals(entryAt('src/content/fengShui/fr.yaml', data)!, fengShui, data);
    expect(others).toEqual([]);
    expect(message).toMatch(/^Accompagnement Feng Shui, «\u202fQuestions\u202f»\u202f: 5 en français, 4 en anglais\. /);
  });

  it('find a list out of step however deep it is', () => {
    expect(listMismatches({ a: [{ b: [1, 2] }, { b: [1] }] }, { a: [{ b: [1, 2] }, { b: [] }] })).toEqual([
      { path: 'a.1.b', ours: 1, theirs: 0 },
    ]);
    expect(listMismatches({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
    expect(listMismatches({ a: [1] }, {})).toEqual([{ path: 'a', ours: 1, theirs: 0 }]);
  });

  it('are written for the browser as one plain module, started with the configuration’s data', async () => {
    const script = await saveChecksScript(root, data);
    // What the checks import (the rules between fields, the identifiers' checks) is inside it.
    expect(script).not.toMatch(/^\s*(import|export) /m);
    expect(script).toContain('var crossFieldRules');
    expect(script).toContain('function isbn13Valid');
    expect(script).not.toMatch(/: (string|boolean|unknown)\b|interface /);
    expect(script).toMatch(/^registerSaveChecks\(window\.CMS, \{\s*"entries":/m);
  });
});

describe('a picture chosen among the site’s own', () => {
  it('is saved relative to the file, as Astro reads it', () => {
    expect(relativePath('src/content/formation', 'src/assets/art/video-light.svg')).toBe('../../assets/art/video-light.svg');
    expect(relativePath('src/content/blog/fr', 'src/assets/uploads/salon.webp')).toBe('../../../assets/uploads/salon.webp');
    expect(
      rootedPictures(
        {
          demo: { video: { poster: { src: '/src/assets/art/video-light.svg', alt: 'Un salon' } } },
          items: [{ src: '../../assets/art/x.svg' }],
        },
        'src/content/formation',
      ),
    ).toEqual([{ path: ['demo', 'video', 'poster', 'src'], value: '../../assets/art/video-light.svg' }]);
  });
});
