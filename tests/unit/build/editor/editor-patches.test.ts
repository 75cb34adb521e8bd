/**
 * This site's changes to Sveltia CMS (build/editor/editor-patch.ts): each is written for the
 * installed version and finds its text exactly once in it, so an upgrade that moves one fails here
 * and in the build; the French it adds is still missing upstream; the number parser reads Belgian
 * numbers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkSveltiaVersion,
  editorPackageDir,
  occurrences,
  patchedSource,
  patches,
  SVELTIA_VERSION,
} from '../../../../build/editor/editor-patch';
import { compiledMessage, editorFrench, flatWords, missingFrench, siteWording } from '../../../../build/editor/editor-french';
import { parseTypedNumber } from '../../../../build/editor/editor-number-input';
import { fontFiles } from '../../../../build/editor/editor-fonts';

const packageFile = (file: string) => readFileSync(join(editorPackageDir(), file), 'utf8');
const localeFile = (name: string) => packageFile(`locales/${name}`);

describe('the changes to Sveltia CMS', () => {
  it('were written for the installed version', () => {
    expect(() => checkSveltiaVersion()).not.toThrow();
    expect(() => checkSveltiaVersion('0.300.0')).toThrow(/0\.300\.0 is installed.*written for 0\.221\.1/);
    const pinned = (
      JSON.parse(readFileSync(join(import.meta.dirname, '../../../../package.json'), 'utf8')) as { dependencies: Record<string, string> }
    ).dependencies['@sveltia/cms'];
    expect(pinned).toBe(SVELTIA_VERSION);
  });

  const all = Object.entries(patches).flatMap(([file, list]) => list.map((patch) => [`${file}: ${patch.what}`, file, patch] as const));
  it.each(all)('%s: its text is in the installed file exactly once', (_, file, patch) => {
    expect(occurrences(packageFile(file), patch.find)).toBe(1);
    expect(patch.replace).not.toBe(patch.find);
  });

  it('are all applied, and none is left out', () => {
    const source = packageFile('npm/index.js');
    const patched = patchedSource('npm/index.js', source);
    for (const patch of patches['npm/index.js']!) expect(occurrences(patched, patch.replace), patch.what).toBe(1);
    expect(patched).toContain(`=${parseTypedNumber}`);
  });

  it('switch off the component that translates, and the two settings panels of outside services', () => {
    const source = packageFile('npm/index.js');
    const button = patches['npm/index.js']!.find((patch) => patch.what === 'translate button')!;
    const at = source.indexOf(button.find);
    expect(source.slice(at, at + 1500)).toContain('translate:!0');
    expect(source.slice(at, at + 1500)).toContain('translate_from_x');
    const patched = patchedSource('npm/index.js', source);
    expect(patched).toContain('{key:`i18n`,icon:`translate`,component:EVe,enabled:!1}');
    expect(patched).toContain('{key:`media`,icon:`photo_library`,component:jVe,enabled:!1}');
  });

  it('point the interface’s stylesheet at the fonts the package ships, not at a CDN', () => {
    for (const file of Object.values(fontFiles)) expect(existsSync(join(editorPackageDir(), 'npm/assets', file)), file).toBe(true);
    // The same files the package loads itself: it names them in its own font list.
    for (const file of Object.values(fontFiles))
      expect(packageFile('npm/index.js')).toContain(`new URL(\`assets/${file}\`,import.meta.url)`);
    expect(patchedSource('npm/index.js', packageFile('npm/index.js'))).not.toContain('src:url(https://');
  });

  it('fail with the change’s name when its text is missing, or on another version', () => {
    expect(() => patchedSource('npm/index.js', 'const x = 1;')).toThrow(/expected the number parser once .* found it 0 times/);
    expect(() => patchedSource('npm/index.js', packageFile('npm/index.js'), '0.222.0')).toThrow(/0\.222\.0 is installed/);
  });
});

describe('the editor’s French', () => {
  const english = ['en-GB.json', 'en-US.json'].flatMap((file) => flatWords(JSON.parse(localeFile(file))));
  const upstream = new Map(flatWords(JSON.parse(localeFile('fr.json'))));

  it('adds only strings Sveltia’s French lacks, each one its English has', () => {
    const englishKeys = new Set(english.map(([key]) => key));
    for (const key of missingFrench().keys()) {
      expect(englishKeys.has(key), `${key} is still an English key`).toBe(true);
      expect(upstream.has(key), `${key} is still missing upstream`).toBe(false);
    }
    for (const key of Object.keys(siteWording)) expect(upstream.has(key), `${key} exists upstream`).toBe(true);
  });

  it('has a French word for every English one (its configuration errors, for developers, aside)', () => {
    const french = new Map(flatWords(editorFrench(localeFile('fr.json'))));
    const missing = english.map(([key]) => key).filter((key) => !key.startsWith('config.') && typeof french.get(key) !== 'string');
    expect(missing).toEqual([]);
    expect(french.get('show_errors')).toBe('Afficher les erreurs');
    expect(french.get('validation.type_mismatch.number')).toBe(siteWording['validation.type_mismatch.number']);
  });

  it('writes MessageFormat blocks on one line, as Sveltia’s own JSON does', () => {
    expect(compiledMessage('.input {$count :integer}\n.match $count\n  one {{ {$count} dossier }}\n  *   {{ {$count} dossiers }}\n')).toBe(
      '.input {$count :integer} .match $count one {{{$count} dossier}} * {{{$count} dossiers}}',
    );
    expect(missingFrench().get('x_folders')).toBe(
      '.input {$count :integer} .match $count 0 {{Aucun dossier}} one {{{$count} dossier}} * {{{$count} dossiers}}',
    );
  });
});

describe('the editor’s number fields read numbers as a Belgian owner types them', () => {
  // The parser the bundle runs, evaluated as the browser does.
  const parse = new Function(`return ${parseTypedNumber}`)() as (text: string) => number | undefined;
  it.each([
    ['2499', 2499],
    ['2 499', 2499],
    ['2\u202f499', 2499],
    ['2\u00a0499,50', 2499.5],
    ['2499,50', 2499.5],
    ['2.499,50', 2499.5],
    ['19.95', 19.95],
    ['12', 12],
  ])('%s is %d', (text, number) => expect(parse(text)).toBe(number));
  it.each(['2.499', '2,4,9', 'deux mille', '', '2499 €'])('%j is refused, never read as another number', (text) =>
    expect(parse(text)).toBeUndefined(),
  );

  it('changes the number input itself: its box carries role spinbutton', () => {
    const source = packageFile('npm/index.js');
    const rewrite = patches['npm/index.js']!.find((patch) => patch.what === 'number box rewrite')!;
    const at = source.indexOf(rewrite.find);
    expect(source.slice(at, at + 3000)).toContain('role:`spinbutton`');
  });
});
