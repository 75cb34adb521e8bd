/**
 * Her photograph, once set (issue 35), on the build that has one: the real-content fixture sets a
 * portrait where she sets it in the editor (About, « Vous ») and photographs in every other
 * picture field, the book's cover included. Every place that shows who she is shows her face:
 * the line under the home's and about's titles, the article's author box, the press kit with the
 * portrait and the cover to download in high resolution, and the Person structured data. The
 * landed content has no photograph of her: tests/build/person-photo.test.ts.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageSize } from '../image-size';
import { parse } from 'yaml';
import { pathFor } from '../../../src/i18n/routes';
import { locales } from '../../../src/i18n/locales';
import { builtPages, distDir, distFile } from '../built-site';

const pages = await builtPages();
const html = (path: string) => readFileSync(distFile(path === '/' ? '/index.html' : `${path}.html`), 'utf8');
const content = (file: string) => readFileSync(resolve(dirname(distDir), 'src/content', file), 'utf8');
/** Her name as the build's own content has it (the fixture's identity differs from the landed one). */
const name = (parse(content('site/site.yaml')) as { practitioner: { name: string } }).practitioner.name;
/** The press page's path: its slug is her name. */
const pressPath = (lang: string) => pages.find((page) => /\/press-[^/]+$/.test(page.path) && page.head.lang?.startsWith(lang))!.path;
/** The line under the title with her name (ui/PersonLine). */
const personLine = (path: string) => /<div[^>]*data-person-line[^>]*>[\s\S]*?<\/div>/.exec(html(path))?.[0];

describe('a build with her photograph', () => {
  for (const lang of locales) {
    it(`shows her face beside her name at the top of the home and about (${lang})`, () => {
      for (const path of [pathFor('home', lang), pathFor('about', lang)]) {
        const line = personLine(path);
        expect(line, `${path}: her photograph in the line under the title`).toMatch(/<source[^>]+image\/avif[\s\S]*<img\b/);
        expect(line).toContain(name);
      }
    });

    it(`shows her face in the author box of every article (${lang})`, () => {
      const articles = pages.filter((page) => page.head.properties['og:type']?.[0] === 'article' && page.head.lang?.startsWith(lang));
      expect(articles.length).toBeGreaterThan(0);
      for (const article of articles) {
        const box = /<aside[^>]*data-article-author[\s\S]*?<\/aside>/.exec(html(article.path))?.[0] ?? '';
        expect(box, article.path).toMatch(/<img\b/);
        expect(box, article.path).not.toContain('data-author-initials');
      }
    });

    it(`offers her portrait and the book's cover to download as large JPEGs in the press kit (${lang})`, () => {
      const page = html(pressPath(lang));
      for (const kind of ['portrait', 'cover']) {
        const href = new RegExp(`href="([^"]+)"[^>]*\\bdownload\\b[^>]*data-press-download="${kind}"`).exec(page)?.[1];
        expect(href, `${kind} download link`).toMatch(/\.jpg$/);
        const file = distFile(href!);
        expect(statSync(file).size, href).toBeGreaterThan(20_000);
        expect(imageSize(readFileSync(file)).width, `${href}: a print-sized picture`).toBeGreaterThanOrEqual(1200);
      }
    });

    it(`names her photograph as the image of the Person structured data (${lang})`, () => {
      const about = pages.find((page) => page.path === pathFor('about', lang))!;
      const person = about.head.jsonLd
        .map((text) => JSON.parse(text) as { '@type'?: string; image?: string })
        .find((data) => data['@type'] === 'Person');
      expect(person?.image, 'Person.image').toMatch(/^https?:\/\/[^/]+\/_astro\/.+\.(jpg|webp|avif)$/);
    });
  }
});
