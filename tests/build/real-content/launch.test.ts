/**
 * Ready to go live (issue 34), on the real-content fixture (tests/fixtures/identity.yaml, a complete
 * identity, built as production): indexable, the editor saving to her repository, and no stand-in
 * value of the landed content on any page, card, feed or structured data. The landed content's
 * side (provisional, kept out of search engines): tests/build/launch.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { isNotFoundPage } from '../../../build/pages/built-pages';
import { launchStatus } from '../../../src/lib/launch/launch-status';
import { builtPages, distDir, distFile } from '../built-site';

const pages = await builtPages();
const read = (path: string) => readFileSync(distFile(path), 'utf8');
const root = resolve(import.meta.dirname, '../../..');

/** Every text file of the public site (the editor's own help quotes example values on purpose). */
function publicTextFiles(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = join(under, entry.name);
    if (entry.isDirectory()) return path === 'admin' ? [] : publicTextFiles(dir, path);
    return /\.(html|xml|txt|json|webmanifest|js|css|svg)$|^_headers$/.test(entry.name) ? [path] : [];
  });
}

describe('a build with nothing provisional', () => {
  const site = parse(readFileSync(resolve(distDir, '../src/content/site/site.yaml'), 'utf8')) as { url: string; editor: { repo: string } };

  it('lets search engines index every page at its own address, and lists them in the sitemap', () => {
    expect(site.url).not.toMatch(/example/);
    for (const page of pages.filter((p) => !isNotFoundPage(p))) {
      expect(page.head.robots, page.path).toBeUndefined();
      expect(page.head.canonical[0], page.path).toMatch(new RegExp(`^${site.url.replace(/\./g, '\\.')}(/|$)`));
    }
    expect(read('/robots.txt')).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(read('/sitemap.xml')).toContain(`<loc>${site.url}</loc>`);
    expect(read('/admin/mise-en-ligne.html')).toContain('Rien de provisoire');
  });

  it('has the editor save to the practice’s repository', () => {
    const config = parse(read('/admin/config.yml')) as { backend: { repo: string } };
    expect(config.backend.repo).toBe(site.editor.repo);
  });

  it('carries no stand-in value of the landed content in any page, card, feed or structured data', () => {
    const standIns = launchStatus({}, root)
      .items.map((item) => item.value)
      .filter((value) => value.length > 5);
    expect(standIns.length).toBeGreaterThan(30);
    // The typesetting step puts no-break spaces and word joiners into text; JSON escapes slashes.
    const plain = (text: string) =>
      text
        .replace(/[\u00a0\u202f]/g, ' ')
        .replace(/\u2060/g, '')
        .replace(/\\\//g, '/')
        .replace(/&amp;/g, '&');
    const files = publicTextFiles(distDir);
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = plain(readFileSync(join(distDir, file), 'utf8'));
      for (const value of standIns) expect(text.includes(value), `${file} holds "${value}"`).toBe(false);
    }
  });
});
