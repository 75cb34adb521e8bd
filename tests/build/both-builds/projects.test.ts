/**
 * Her projects in the build, read from `dist/` against their content files: each project
 * has its page in both languages, naming the other; its JSON-LD is a CreativeWork with the file's
 * title, place and year, pictures that were published and the practice as creator; the search
 * index holds every project page, each in its language, and not their list. The sitemap, which
 * lists them once the site can be indexed, is checked on the real-content fixture
 * (tests/build/real-content/projects.test.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { searchFolder } from '../../../src/config/search';
import { locales } from '../../../src/i18n/locales';
import { pathFor, projectPath } from '../../../src/i18n/routes';
import { builtPages, builtProjects, builtSiteUrl, distDir, distFile } from '../built-site';

const pages = await builtPages();
const byPath = new Map(pages.map((page) => [page.path, page]));
/** The same words whatever the typesetting added (no-break spaces, word joiners). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '');
const url = (path: string) => new URL(path, builtSiteUrl).href.replace(/\/$/, '');

describe('her projects in the build', () => {
  it('are all there, three at least', () => {
    expect(new Set(builtProjects.map((project) => project.slug)).size).toBeGreaterThanOrEqual(3);
  });

  describe.each(builtProjects.map((project) => [project.path, project] as const))('%s', (path, project) => {
    const page = byPath.get(path)!;
    const jsonLd = () => page.head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);

    it('is built, titled from its file, and names its other language', () => {
      expect(page, `${path} was not built`).toBeDefined();
      expect(plain(page.head.title ?? '')).toContain(plain(project.data.title));
      const other = locales.find((lang) => lang !== project.lang)!;
      expect(page.head.alternates).toContainEqual({ hreflang: other, href: url(projectPath(project.slug, other)) });
      expect(page.head.alternates).toContainEqual({ hreflang: project.lang, href: url(path) });
    });

    it('describes itself as a CreativeWork: its place, year, published pictures, the practice as creator', () => {
      const works = jsonLd().filter((block) => block['@type'] === 'CreativeWork');
      expect(works).toHaveLength(1);
      const work = works[0]!;
      expect(plain(String(work.name))).toBe(plain(project.data.title));
      expect(work).toMatchObject({
        url: url(path),
        inLanguage: project.lang,
        dateCreated: String(project.data.year),
        locationCreated: { '@type': 'Place', name: project.data.place },
        creator: { '@type': 'ProfessionalService', '@id': `${url('/')}#practice` },
        mainEntityOfPage: { '@id': url(path) },
      });
      const images = work.image as string[];
      // After, before, and the plan when there is one: each a file of the build.
      expect(images).toHaveLength(project.data.plan ? 3 : 2);
      for (const image of images) expect(existsSync(distFile(new URL(image).pathname)), image).toBe(true);
      const trail = jsonLd().find((block) => block['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
      expect(trail.map((step) => step.item)).toEqual([url(pathFor('projects', project.lang)), url(path)]);
    });
  });

  it('are each in their language’s search index, and their list is not', () => {
    const dir = resolve(distDir, searchFolder, 'fragment');
    const indexed = readdirSync(dir).map((file) => {
      const text = gunzipSync(readFileSync(resolve(dir, file))).toString('utf8');
      return { lang: file.split('_')[0], url: (JSON.parse(text.slice('pagefind_dcd'.length)) as { url: string }).url };
    });
    for (const project of builtProjects) expect(indexed, project.path).toContainEqual({ lang: project.lang, url: project.path });
    for (const lang of locales) expect(indexed.map((fragment) => fragment.url)).not.toContain(pathFor('projects', lang));
  });
});
