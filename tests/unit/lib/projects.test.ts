/**
 * Her projects (src/lib/projects.ts and src/content/schemas/project.ts): what the route
 * table reads in every context. A missing twin, an unknown kind, a missing picture or a name that
 * is no project (in a testimonial, in a case study) must stop the build with the file and field
 * named; the example tick is provisional content, listed before launch.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { projectKinds } from '../../../src/config/projects';
import { projectData, ids } from '../../../src/lib/structured-data';
import { site } from '../../../src/config/site';
import { parseContentFile } from '../../../src/lib/content-file';
import { testimonialsSchema } from '../../../src/content/schemas/testimonials';
import { validateArticles } from '../../../src/lib/blog-articles';
import { provisionalItems } from '../../../src/lib/launch/launch-status';
import type { MarkdownSource } from '../../../src/lib/markdown-pairs';
import { newestProjectFirst, projects, validateProjects } from '../../../src/lib/projects';

const frontMatter = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n\nThe story.\n`;

const valid = {
  title: '"Une chambre côté jardin"',
  description: '"Une description assez longue pour servir de description à la page de la réalisation."',
  place: '"Uccle"',
  year: '2025',
  kind: 'construction',
  question: '"Comment retrouver des nuits calmes dans cette maison ?"',
  changes: '\n  - "La chambre est passée à l’arrière."',
  before: '\n  src: ../avant.svg\n  alt: "La chambre avant"',
  after: '\n  src: ../apres.svg\n  alt: "La chambre après"',
};

function source(lang: 'fr' | 'en', slug: string, fields: Record<string, string> = valid): MarkdownSource {
  return { file: `src/content/projects/${lang}/${slug}.md`, lang, slug, text: frontMatter(fields) };
}

const anyImage = () => true;
const french = projects.filter((project) => project.lang === 'fr');

describe('the site’s projects', () => {
  it('are each in French and English, newest first, one kind at least each', () => {
    const slugs = (lang: string) => projects.filter((p) => p.lang === lang).map((p) => p.slug);
    expect(slugs('fr').length).toBeGreaterThanOrEqual(3);
    expect(slugs('en')).toEqual(slugs('fr'));
    expect([...french].sort(newestProjectFirst)).toEqual(french);
    for (const kind of projectKinds)
      expect(
        french.some((project) => project.kind === kind.id),
        kind.id,
      ).toBe(true);
  });

  it('show each place before and after in drawings of their own, with no text drawn in them', () => {
    const seen = new Map<string, string>();
    for (const project of projects) {
      const text = readFileSync(project.file, 'utf8');
      for (const field of ['before', 'after', 'plan']) {
        const src = new RegExp(`^${field}:\\s*\\n\\s+src:\\s*"?([^"\\n]+)"?`, 'm').exec(text)?.[1];
        if (field !== 'plan') expect(src, `${project.file}: ${field}`).toBeDefined();
        if (!src) continue;
        const file = resolve(dirname(project.file), src);
        const owner = seen.get(file);
        if (owner) expect(owner, `${project.file} reuses ${file}`).toBe(`${project.slug} ${field}`);
        seen.set(file, `${project.slug} ${field}`);
        if (file.endsWith('.svg')) expect(readFileSync(file, 'utf8'), file).not.toMatch(/<text[\s>]/);
      }
    }
  });
});

describe('a project', () => {
  it('is accepted with its twin, and listed with its year and kind', () => {
    expect(
      validateProjects([source('fr', 'une-chambre'), source('en', 'une-chambre')], anyImage).map((p) => [p.lang, p.slug, p.year, p.kind]),
    ).toEqual([
      ['fr', 'une-chambre', 2025, 'construction'],
      ['en', 'une-chambre', 2025, 'construction'],
    ]);
  });

  it('without its twin fails, naming the file and the one to add', () => {
    expect(() => validateProjects([source('fr', 'seule')], anyImage)).toThrow(
      'src/content/projects/fr/seule.md: has no English version; add src/content/projects/en/seule.md',
    );
  });

  it('with an unknown kind fails, naming the file and the field', () => {
    expect(() => validateProjects([source('fr', 'x', { ...valid, kind: 'astrologie' }), source('en', 'x')], anyImage)).toThrow(
      'src/content/projects/fr/x.md: kind:',
    );
    // The kinds are the support pages' ids, nothing else.
    expect(() => validateProjects([source('fr', 'x', { ...valid, kind: 'formation' }), source('en', 'x')], anyImage)).toThrow(
      'src/content/projects/fr/x.md: kind:',
    );
  });

  it('with a missing picture, or none, fails, naming the file and the field', () => {
    expect(() => validateProjects([source('fr', 'x'), source('en', 'x')], (_, src) => src !== '../apres.svg')).toThrow(
      /src\/content\/projects\/fr\/x\.md: after\.src: image introuvable : « \.\.\/apres\.svg »/,
    );
    const { before: _before, ...noBefore } = valid;
    expect(() => validateProjects([source('fr', 'x'), source('en', 'x', noBefore)], anyImage)).toThrow(
      'src/content/projects/en/x.md: before:',
    );
    expect(() =>
      validateProjects([source('fr', 'x', { ...valid, plan: '\n  src: ../plan.svg\n  alt: ""' }), source('en', 'x')], anyImage),
    ).toThrow('src/content/projects/fr/x.md: plan.alt:');
  });

  it('whose versions disagree on the year, the kind, a picture or the example tick fails', () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...valid, year: '2024' }, 'year "2024" differs'],
      [{ ...valid, kind: 'fengShui' }, 'kind "fengShui" differs'],
      [{ ...valid, after: '\n  src: ../autre.svg\n  alt: "After"' }, 'after.src "../autre.svg" differs'],
      [{ ...valid, example: 'true' }, 'example "true" differs'],
    ];
    for (const [fields, message] of cases) {
      expect(() => validateProjects([source('fr', 'x'), source('en', 'x', fields)], anyImage)).toThrow(
        `src/content/projects/en/x.md: ${message}`,
      );
    }
  });

  it('with an unknown field, a year in words or an address that cannot be one fails', () => {
    expect(() => validateProjects([source('fr', 'x', { ...valid, lieu: '"Uccle"' }), source('en', 'x')], anyImage)).toThrow(
      'src/content/projects/fr/x.md: lieu: unknown field',
    );
    expect(() => validateProjects([source('fr', 'x', { ...valid, year: '"deux mille"' }), source('en', 'x')], anyImage)).toThrow(
      'src/content/projects/fr/x.md: year:',
    );
    expect(() => validateProjects([source('fr', 'Ma Maison'), source('en', 'Ma Maison')], anyImage)).toThrow('/realisations/Ma Maison');
  });
});

describe('a name that is no project', () => {
  const file = 'src/content/testimonials/fr.yaml';
  const text = readFileSync(file, 'utf8');

  it('in a testimonial fails, naming the file and the field; a project’s name passes', () => {
    const document = parseDocument(text);
    document.setIn(['items', 1, 'realisation'], 'maison-inventee');
    expect(() => parseContentFile(document.toString(), file, testimonialsSchema)).toThrow(
      /src\/content\/testimonials\/fr\.yaml: items\.1\.realisation: aucune réalisation «.maison-inventee.»/,
    );
    document.setIn(['items', 1, 'realisation'], french[0]!.slug);
    expect(parseContentFile(document.toString(), file, testimonialsSchema).items[1]!.realisation).toBe(french[0]!.slug);
  });

  it('in a case study fails, naming the file and the field', () => {
    const article = (realisation: string) => ({
      file: 'src/content/blog/fr/etude.md',
      lang: 'fr' as const,
      slug: 'etude',
      text: `---\ntitle: "Une étude"\ndescription: "Une description assez longue pour servir de meta description à la page de l’article."\ndate: 2025-03-18\ncategory: etudesDeCas\nhero:\n  src: ../hero.svg\n  alt: "Un plan"\nrealisation: ${realisation}\n---\n\nText.\n`,
    });
    const twin = (realisation: string) => ({ ...article(realisation), file: 'src/content/blog/en/etude.md', lang: 'en' as const });
    expect(() => validateArticles([article('nulle-part'), twin('nulle-part')], anyImage)).toThrow(
      /src\/content\/blog\/fr\/etude\.md: realisation: aucune réalisation «.nulle-part.»/,
    );
    expect(validateArticles([article(french[0]!.slug), twin(french[0]!.slug)], anyImage)[0]!.realisation).toBe(french[0]!.slug);
  });
});

describe('the example tick', () => {
  it('is provisional: each ticked project is listed before launch, with its place in the editor', () => {
    const ticked = french
      .filter((project) => /^example: true$/m.test(readFileSync(project.file, 'utf8')))
      .sort((a, b) => a.file.localeCompare(b.file));
    expect(ticked.length).toBeGreaterThan(0);
    const listed = provisionalItems().filter((item) => item.collection === 'realisations');
    expect(listed.map((item) => [item.file, item.field, item.editorUrl])).toEqual(
      ticked.map((project) => [project.file, 'example', `/admin/#/collections/realisations/entries/${project.slug}`]),
    );
  });
});

describe('a project’s structured data', () => {
  it('is a CreativeWork: its name, place, year, pictures, and the practice as its creator', () => {
    const data = projectData('en', {
      path: '/en/realisations/maison-de-ville-uccle',
      name: 'A townhouse in Uccle',
      description: 'A couple slept badly.',
      place: 'Uccle',
      year: 2025,
      genre: 'Building and renovation',
      images: ['/_astro/after.webp', '/_astro/before.webp'],
    });
    const url = `${site.url}/en/realisations/maison-de-ville-uccle`;
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      '@id': `${url}#project`,
      name: 'A townhouse in Uccle',
      description: 'A couple slept badly.',
      url,
      inLanguage: 'en',
      dateCreated: '2025',
      locationCreated: { '@type': 'Place', name: 'Uccle' },
      genre: 'Building and renovation',
      image: [`${site.url}/_astro/after.webp`, `${site.url}/_astro/before.webp`],
      creator: expect.objectContaining({ '@type': 'ProfessionalService', '@id': ids.practice, name: site.brand }),
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    });
  });
});
