/**
 * Ready to go live: the real checks of identifiers, the stand-ins recognised by the
 * schemas, the provisional items of the landed content, what kind of build each host's environment
 * makes, and the French refusal. The build's own side is tests/build/launch.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { parseSiteData, siteFile } from '../../../../src/config/site';
import { siteSchema } from '../../../../src/content/schemas/site';
import {
  enterpriseNumberValid,
  isbn13Valid,
  isExampleAddress,
  isExampleText,
  isZeroNumber,
  phoneDigitsValid,
  phoneDisplayValid,
} from '../../../../src/lib/identifiers';
import { buildContext, hostRepository } from '../../../../src/lib/launch/build-context';
import { isIndexable, launchRefusal, launchStatus, provisionalItems } from '../../../../src/lib/launch/launch-status';
import { provisionalValues } from '../../../../src/lib/launch/provisional-items';

const text = readFileSync(siteFile, 'utf8');
const identity = parse(readFileSync('tests/fixtures/identity.yaml', 'utf8')) as Record<string, Record<string, unknown>>;

/** site.yaml with values replaced, by their paths. */
function edited(...changes: [string[], unknown][]): string {
  const document = parseDocument(text);
  for (const [path, value] of changes) document.setIn(path, value);
  return document.toString();
}

describe('the real checks', () => {
  it('know an ISBN-13 by its check digit', () => {
    expect(isbn13Valid('978-2-87009-999-5')).toBe(true);
    expect(isbn13Valid('978-0-306-40615-7')).toBe(true);
    expect(isbn13Valid('978-2-87009-999-4')).toBe(false);
    expect(isbn13Valid('978-0-000-00000-0')).toBe(false);
    expect(isbn13Valid('979-2-87009-999')).toBe(false);
  });

  it('know a Belgian enterprise number by its modulo 97', () => {
    expect(enterpriseNumberValid('BE 0123.456.749')).toBe(true);
    expect(enterpriseNumberValid('BE 0123.456.748')).toBe(false);
    expect(enterpriseNumberValid('BE 0000.000.000')).toBe(false);
    expect(enterpriseNumberValid('BE 2123.456.749')).toBe(false);
  });

  it('refuse a phone number of zeros or letters', () => {
    expect(phoneDisplayValid('+32 470 12 34 56')).toBe(true);
    expect(phoneDigitsValid('32470123456')).toBe(true);
    expect(phoneDisplayValid('+32 000 00 00 00')).toBe(false);
    expect(phoneDisplayValid('+32 47O 12 34 56')).toBe(false);
    expect(phoneDisplayValid('0470 12 34 56')).toBe(false);
    expect(phoneDigitsValid('32000000000')).toBe(false);
  });
});

describe('the stand-ins', () => {
  it('are recognised by their form', () => {
    for (const value of [
      'https://www.example.com',
      'https://quiz.example.com/x',
      'https://www.instagram.com/example',
      'https://calendly.com/example/15-min',
      'https://www.youtube.com/watch?v=EXAMPLE',
      'contact@example.com',
    ]) {
      expect(isExampleAddress(value), value).toBe(true);
    }
    for (const value of [
      'https://www.habitat-essai.be',
      'https://www.instagram.com/examplesofhomes',
      'bonjour@habitat-essai.be',
      'https://calendly.com/atelier-lumen/15-min',
    ]) {
      expect(isExampleAddress(value), value).toBe(false);
    }
    for (const value of [
      '+32 000 00 00 00',
      '32000000000',
      '978-0-000-00000-0',
      'BE 0000.000.000',
      '0000000000000000000000',
      '000000000000000000000000002',
    ])
      expect(isZeroNumber(value), value).toBe(true);
    for (const value of ['+32 470 12 34 56', '32470123456', '978-2-87009-999-5', 'BE 0123.456.749', '4rOoJ6Egrf8K2IrywzwOMk'])
      expect(isZeroNumber(value), value).toBe(false);
    expect(isExampleText('Éditions Exemple')).toBe(true);
    expect(isExampleText('example/habitat-site')).toBe(true);
    expect(isExampleText('Éditions du Parvis')).toBe(false);
    expect(isExampleText('Exemplaire')).toBe(false);
  });

  it('pass the schema outside production, though a real check would refuse them', () => {
    expect(() => parseSiteData(text)).not.toThrow();
    expect(siteSchema.safeParse(parse(text)).success).toBe(true);
  });

  it('are every provisional value of the landed practice data, by field, with its French labels', () => {
    const found = provisionalValues(siteSchema, parse(text));
    const byField = Object.fromEntries(found.map((item) => [item.path.join('.'), item]));
    expect(byField['book.isbn']).toEqual({ path: ['book', 'isbn'], labels: ['Livre', 'ISBN'], value: '978-0-000-00000-0' });
    expect(byField['podcast.episodeIds.2']?.labels).toEqual(['Podcast', 'Épisodes à la une', 'n°\u00a03']);
    expect(Object.keys(byField)).toEqual(
      expect.arrayContaining([
        'url',
        'brand',
        'practitioner.name',
        'contact.phoneDisplay',
        'contact.email',
        'social.instagram',
        'external.quiz',
        'widgets.reviewsHome',
        'widgets.schedulingFr15',
        'legal.enterpriseNumber',
        'legal.host.name',
        'editor.repo',
      ]),
    );
    // Not provisional: the practice's city, the book's title and facts, the chat message.
    expect(Object.keys(byField)).not.toEqual(expect.arrayContaining(['contact.city']));
    expect(Object.keys(byField).filter((field) => /city|country|book\.(title|pages|released)|chat|copyright/.test(field))).toEqual([]);
  });

  it('are none once the practice’s own values are in', () => {
    const complete = parse(text) as Record<string, unknown>;
    for (const [key, value] of Object.entries(identity))
      complete[key] = typeof value === 'object' && !Array.isArray(value) ? { ...(complete[key] as object), ...value } : value;
    expect(siteSchema.safeParse(complete).success).toBe(true);
    expect(provisionalValues(siteSchema, complete)).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    [
      'an ISBN with a wrong check digit',
      [[['book', 'isbn'], '978-2-87009-999-4']],
      'book.isbn',
      'le dernier chiffre de l’ISBN ne correspond pas aux autres',
    ],
    [
      'a phone number of letters',
      [[['contact', 'phoneDisplay'], '+32 47O 12 34 56']],
      'contact.phoneDisplay',
      'le numéro au format international',
    ],
    [
      'phone digits that are not the number shown',
      [[['contact', 'phoneDigits'], '32470123456']],
      'contact.phoneDigits',
      'le même numéro que « Téléphone (affiché) »',
    ],
    ['an address without https://', [[['url'], 'www.habitat-essai.be']], 'url', 'une adresse complète, commençant par https://'],
    [
      'a widget id of the wrong shape',
      [[['widgets', 'reviewsHome'], 'REVIEWS-WIDGET-HOME']],
      'widgets.reviewsHome',
      'l’identifiant du widget Trustindex',
    ],
    [
      'a scheduling page that is not one',
      [[['widgets', 'schedulingFr15'], 'https://calendly.com/atelier-lumen']],
      'widgets.schedulingFr15',
      'l’adresse d’une page de réservation Calendly',
    ],
    [
      'a video address that is not a video',
      [[['external', 'conferenceVideo'], 'https://www.youtube.com/@atelierlumen']],
      'external.conferenceVideo',
      'l’adresse d’une vidéo YouTube',
    ],
    [
      'a repository not in owner/name form',
      [[['editor', 'repo'], 'https://github.com/atelier-lumen/site']],
      'editor.repo',
      'le dépôt GitHub sous la forme propriétaire/nom',
    ],
    [
      'an enterprise number that does not exist',
      [[['legal', 'enterpriseNumber'], 'BE 0123.456.748']],
      'legal.enterpriseNumber',
      'ce numéro d’entreprise n’existe pas',
    ],
  ] as [string, [string[], unknown][], string, string][])(
    'refuses %s, in French, naming the field and what to type',
    (_, changes, field, message) => {
      expect(() => parseSiteData(edited(...changes))).toThrow(`src/content/site/site.yaml: ${field}: ${message}`);
    },
  );

  it('never publishes a phone number of zeros, however it is typed: it is the stand-in, which production refuses', () => {
    const zeros = parse(edited([['contact', 'phoneDisplay'], '+32 0000 0000'], [['contact', 'phoneDigits'], '3200000000']));
    expect(siteSchema.safeParse(zeros).success).toBe(true);
    expect(provisionalValues(siteSchema, zeros).map((item) => item.path.join('.'))).toEqual(
      expect.arrayContaining(['contact.phoneDisplay', 'contact.phoneDigits']),
    );
  });
});

describe('the kind of build', () => {
  it('follows Netlify’s deploy contexts, and CONTEXT=production by hand', () => {
    expect(buildContext({ NETLIFY: 'true', CONTEXT: 'production' }, 'main')).toEqual({
      kind: 'production',
      source: 'Netlify, CONTEXT=production',
    });
    for (const context of ['deploy-preview', 'branch-deploy', 'dev', 'preview-server'])
      expect(buildContext({ NETLIFY: 'true', CONTEXT: context }, 'main').kind).toBe('preview');
    expect(buildContext({ CONTEXT: 'production' }, 'main')).toEqual({ kind: 'production', source: 'CONTEXT=production' });
    expect(buildContext({}, 'main')).toEqual({ kind: 'local', source: 'construction locale' });
  });

  it('follows Cloudflare Pages’ branch: the published branch of the site’s data is production', () => {
    expect(buildContext({ CF_PAGES: '1', CF_PAGES_BRANCH: 'main' }, 'main').kind).toBe('production');
    expect(buildContext({ CF_PAGES: '1', CF_PAGES_BRANCH: 'cms/pages/formation' }, 'main').kind).toBe('preview');
    expect(buildContext({ CF_PAGES: '1', CF_PAGES_BRANCH: 'main' }, 'live').kind).toBe('preview');
  });

  it('keeps a host’s preview out of search engines even with nothing provisional; production and local builds of complete content are indexed', () => {
    const item = provisionalItems()[0]!;
    expect(isIndexable(buildContext({ NETLIFY: 'true', CONTEXT: 'deploy-preview' }, 'main'), [])).toBe(false);
    expect(isIndexable(buildContext({ CF_PAGES: '1', CF_PAGES_BRANCH: 'cms/posts/x' }, 'main'), [])).toBe(false);
    expect(isIndexable(buildContext({ NETLIFY: 'true', CONTEXT: 'production' }, 'main'), [])).toBe(true);
    expect(isIndexable(buildContext({ CF_PAGES: '1', CF_PAGES_BRANCH: 'main' }, 'main'), [])).toBe(true);
    expect(isIndexable(buildContext({}, 'main'), [])).toBe(true);
    expect(isIndexable(buildContext({}, 'main'), [item])).toBe(false);
  });

  it('takes the repository a host builds from, in the forms it gives', () => {
    expect(hostRepository({ REPOSITORY_URL: 'https://github.com/atelier-lumen/site' })).toBe('atelier-lumen/site');
    expect(hostRepository({ REPOSITORY_URL: 'https://x-access-token:v1.abc@github.com/atelier-lumen/site.git' })).toBe(
      'atelier-lumen/site',
    );
    expect(hostRepository({ REPOSITORY_URL: 'git@github.com:atelier-lumen/site.git' })).toBe('atelier-lumen/site');
    expect(hostRepository({ GITHUB_REPOSITORY: 'atelier-lumen/site' })).toBe('atelier-lumen/site');
    expect(hostRepository({ REPOSITORY_URL: 'https://gitlab.com/atelier-lumen/site' })).toBeUndefined();
    expect(hostRepository({})).toBeUndefined();
  });
});

/** The example projects the site ships with: each French file ticked "Exemple à remplacer" (the tick is shared by both languages). */
const exampleProjects = readdirSync('src/content/projects/fr')
  .filter(
    (name) => name.endsWith('.md') && /^example: true$/m.test(readFileSync(`src/content/projects/fr/${name}`, 'utf8').split('\n---')[0]!),
  )
  .map((name) => name.replace(/\.md$/, ''));

describe('the landed content', () => {
  const items = provisionalItems();
  // The practice's data, the press page, the testimonials: 56; her training: 8; each example project adds its tick.
  const count = 64 + exampleProjects.length;

  it('is provisional: 64 items in the practice’s data, the press page, the testimonials and her training, and each example project, each once', () => {
    expect(exampleProjects.length).toBeGreaterThanOrEqual(3);
    expect(items).toHaveLength(count);
    expect(items.filter((item) => item.file === 'src/content/site/site.yaml')).toHaveLength(42);
    expect(items.filter((item) => item.collection === 'press').map((item) => [item.file, item.field, item.value])).toEqual([
      ['src/content/press/fr.yaml', 'logos.items.0.example', 'coché'],
      ['src/content/press/fr.yaml', 'logos.items.1.example', 'coché'],
      ['src/content/press/fr.yaml', 'logos.items.2.example', 'coché'],
      ['src/content/press/fr.yaml', 'coverage.items.0.example', 'coché'],
      ['src/content/press/fr.yaml', 'coverage.items.1.example', 'coché'],
      ['src/content/press/fr.yaml', 'coverage.items.2.example', 'coché'],
    ]);
    // Every example testimonial, once (the tick is shared by both languages), in her settings.
    const testimonials = items.filter((item) => item.collection === 'testimonials');
    expect(testimonials.map((item) => item.field)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => `items.${i}.example`));
    expect(testimonials[0]).toMatchObject({
      file: 'src/content/testimonials/fr.yaml',
      label: 'Témoignages › n°\u00a01 › Exemple à remplacer',
      editorUrl: '/admin/#/collections/settings/entries/testimonials',
      entry: 'Témoignages de vos clients',
    });
    // Her training: the school and each certification's body, in each language's file.
    expect(items.filter((item) => item.collection === 'about').map((item) => [item.file, item.field])).toEqual(
      ['fr', 'en'].flatMap((lang) => [
        [`src/content/about/${lang}.yaml`, 'person.trainer.school'],
        ...[0, 1, 2].map((i) => [`src/content/about/${lang}.yaml`, `person.trainer.certifications.${i}.body`]),
      ]),
    );
    // Every example project, once, from its French file, with its place in the editor.
    expect(items.filter((item) => item.collection === 'realisations')).toEqual(
      exampleProjects.map((slug) => ({
        collection: 'realisations',
        file: `src/content/projects/fr/${slug}.md`,
        field: 'example',
        label: 'Exemple à remplacer',
        value: 'coché',
        editorUrl: `/admin/#/collections/realisations/entries/${slug}`,
        entry: 'Réalisations',
      })),
    );
    expect(items).toContainEqual({
      collection: 'site',
      file: 'src/content/site/site.yaml',
      field: 'contact.phoneDisplay',
      label: 'Coordonnées › Téléphone (affiché)',
      value: '+32 000 00 00 00',
      editorUrl: '/admin/#/collections/settings/entries/site',
      entry: 'Coordonnées et adresses du cabinet',
    });
  });

  it('keeps every build but production open, and search engines out', () => {
    expect(launchStatus({})).toMatchObject({ context: { kind: 'local' }, indexable: false });
    expect(launchStatus({ NETLIFY: 'true', CONTEXT: 'deploy-preview' })).toMatchObject({ context: { kind: 'preview' }, indexable: false });
    expect(launchStatus({ CONTEXT: 'production' })).toMatchObject({ context: { kind: 'production' }, indexable: false });
  });

  it('saves online to the repository of the site’s data, or to the one the host names, which is then not provisional', () => {
    expect(launchStatus({}).editorBackend).toMatchObject({ repo: 'example/habitat-site', branch: 'main', repoFrom: 'site' });
    const onNetlify = launchStatus({ NETLIFY: 'true', CONTEXT: 'deploy-preview', REPOSITORY_URL: 'https://github.com/atelier-lumen/site' });
    expect(onNetlify.editorBackend).toMatchObject({ repo: 'atelier-lumen/site', repoFrom: 'host' });
    expect(onNetlify.items).toHaveLength(count - 1);
    expect(onNetlify.items.map((item) => item.field)).not.toContain('editor.repo');
  });

  it('is refused in one French message listing every item with its file, field, value and editor entry', () => {
    const message = launchRefusal(items, { kind: 'production', source: 'Netlify, CONTEXT=production' });
    expect(message.split('\n')[0]).toBe(`Mise en ligne refusée (Netlify, CONTEXT=production) : ${count} valeurs sont encore provisoires.`);
    expect(message).toContain(
      '- Livre › ISBN : « 978-0-000-00000-0 »\n  fichier src/content/site/site.yaml, champ book.isbn\n  dans l’éditeur : Coordonnées et adresses du cabinet, /admin/#/collections/settings/entries/site',
    );
    expect(message).toContain(
      '- Médias › Logos › n°\u00a01 › Exemple à remplacer : « coché »\n  fichier src/content/press/fr.yaml, champ logos.items.0.example\n  dans l’éditeur : Presse, /admin/#/collections/pages/entries/press',
    );
    expect(message.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(count);
  });
});
