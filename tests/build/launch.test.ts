/**
 * Ready to go live, on the build itself. The landed content is provisional: its build is
 * kept out of search engines, the editor's list names what is left, and a production build of it
 * is refused before anything is built. The real-content fixture (tests/fixtures/identity.yaml, a
 * complete identity, built as production) is indexable, with no stand-in value on any page, card,
 * feed or structured data. Which side runs is the build's own content: `builtLaunch`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { isNotFoundPage } from '../../build/pages/built-pages';
import { launchStatus } from '../../src/lib/launch/launch-status';
import { builtLaunch, builtPages, distDir, distFile } from './built-site';

const pages = await builtPages();
const read = (path: string) => readFileSync(distFile(path), 'utf8');
const root = resolve(import.meta.dirname, '../..');

describe.runIf(!builtLaunch.indexable)('a build whose content is provisional', () => {
  it('asks search engines not to index any page, lets no crawler in and lists no page in the sitemap', () => {
    for (const page of pages) expect(page.head.robots, page.path).toBe('noindex');
    expect(read('/robots.txt')).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(read('/robots.txt')).not.toContain('Sitemap');
    expect(read('/sitemap.xml')).not.toContain('<url>');
  });

  it('lists what is left in the editor, each item linked to its entry', () => {
    const html = read('/admin/mise-en-ligne.html');
    expect(html).toContain('<h1>Avant la mise en ligne</h1>');
    expect(html.match(/<li>/g)).toHaveLength(builtLaunch.items.length);
    expect(html).toContain('href="/admin/#/collections/settings/entries/site"');
    expect(html).toContain('href="/admin/#/collections/pages/entries/press"');
    expect(html).toContain('978-0-000-00000-0');
    const config = parse(read('/admin/config.yml')) as { collections: { name: string; description?: string }[] };
    const settings = config.collections.find((collection) => collection.name === 'settings')!;
    expect(settings.description).toBe(`Avant la mise en ligne : ${builtLaunch.items.length} valeurs provisoires à remplacer (liste : /admin/mise-en-ligne.html).`);
  });
});

describe.runIf(distDir === resolve(root, 'dist'))('a production build of the landed content', () => {
  it('is refused before anything is built, in French, naming every provisional item with its file, field, value and place in the editor', () => {
    const before = readFileSync(resolve(distDir, 'index.html'));
    const build = spawnSync(process.execPath, ['node_modules/.bin/astro', 'build'], { cwd: root, encoding: 'utf8', env: { ...process.env, CONTEXT: 'production' } });
    const output = `${build.stdout}${build.stderr}`;
    expect(build.status).not.toBe(0);
    const items = launchStatus({}, root).items;
    expect(output).toContain(`Mise en ligne refusée (CONTEXT=production) : ${items.length} valeurs sont encore provisoires.`);
    for (const item of items) expect(output).toContain(`- ${item.label} : « ${item.value} »\n  fichier ${item.file}, champ ${item.field}\n  dans l’éditeur : ${item.entry}, ${item.editorUrl}`);
    expect(output).toContain('- Livre › ISBN : « 978-0-000-00000-0 »');
    // Refused in the integration's first hook: the last build is untouched.
    expect(readFileSync(resolve(distDir, 'index.html'))).toEqual(before);
    // Astro starts in about two seconds; more on a busy machine.
  }, 60_000);
});

/** Every text file of the public site (the editor's own help quotes example values on purpose). */
function publicTextFiles(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = join(under, entry.name);
    if (entry.isDirectory()) return path === 'admin' ? [] : publicTextFiles(dir, path);
    return /\.(html|xml|txt|json|webmanifest|js|css|svg)$|^_headers$/.test(entry.name) ? [path] : [];
  });
}

describe.runIf(builtLaunch.indexable)('a build with nothing provisional', () => {
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
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '').replace(/\\\//g, '/').replace(/&amp;/g, '&');
    const files = publicTextFiles(distDir);
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = plain(readFileSync(join(distDir, file), 'utf8'));
      for (const value of standIns) expect(text.includes(value), `${file} holds "${value}"`).toBe(false);
    }
  });
});
