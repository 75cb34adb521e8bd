/**
 * The landed content has no photograph of her: the places that show who she is show her
 * initials and drawings, and the press kit offers nothing to download. With her photograph (the
 * real-content fixture): tests/build/real-content/person-photo.test.ts.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathFor } from '../../src/i18n/routes';
import { locales } from '../../src/i18n/locales';
import { builtPages, distDir, distFile } from './built-site';

const pages = await builtPages();
const html = (path: string) => readFileSync(distFile(path === '/' ? '/index.html' : `${path}.html`), 'utf8');
const content = (file: string) => readFileSync(resolve(dirname(distDir), 'src/content', file), 'utf8');
const hasPortrait = /\bphoto:\s*\n\s*src:/.test(content('about/fr.yaml'));
/** The press page's path: its slug is her name. */
const pressPath = (lang: string) => pages.find((page) => /\/press-[^/]+$/.test(page.path) && page.head.lang?.startsWith(lang))!.path;
/** The line under the title with her name (ui/PersonLine). */
const personLine = (path: string) => /<div[^>]*data-person-line[^>]*>[\s\S]*?<\/div>/.exec(html(path))?.[0];

describe.runIf(!hasPortrait)('a build without her photograph (the landed content)', () => {
  it('shows her initials in the author box, no faceless picture, and offers nothing to download in the press kit', () => {
    const article = pages.find((page) => page.head.properties['og:type']?.[0] === 'article')!;
    expect(html(article.path)).toContain('data-author-initials');
    for (const lang of locales) {
      expect(html(pressPath(lang))).not.toContain('data-press-download');
      const line = personLine(pathFor('about', lang));
      expect(line, 'the line under about’s title').toBeDefined();
      expect(line, 'no picture in it until she sets one').not.toContain('<img');
    }
  });
});
