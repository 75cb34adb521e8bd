/**
 * Ready to go live, on the build itself. The landed content is provisional: its build is
 * kept out of search engines, the editor's list names what is left, and a production build of it
 * is refused before anything is built (both run while it is provisional, as it is until she has
 * filled in the editor's list). The real-content fixture (tests/fixtures/identity.yaml, a
 * complete identity, built as production) is indexable: tests/build/real-content/launch.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
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
    for (const item of builtLaunch.items) expect(html).toContain(`<span class="file">${item.file}, ${item.field}</span>`);
    const config = parse(read('/admin/config.yml')) as { collections: { name: string; description?: string }[] };
    const settings = config.collections.find((collection) => collection.name === 'settings')!;
    expect(settings.description).toBe(
      `Avant la mise en ligne : ${builtLaunch.items.length} valeurs provisoires à remplacer (liste : /admin/mise-en-ligne.html).`,
    );
  });
});

describe.runIf(!builtLaunch.indexable)('a production build of the landed content', () => {
  it('is refused before anything is built, in French, naming every provisional item with its file, field, value and place in the editor', () => {
    const before = readFileSync(resolve(distDir, 'index.html'));
    const build = spawnSync(process.execPath, ['node_modules/.bin/astro', 'build'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CONTEXT: 'production' },
    });
    const output = `${build.stdout}${build.stderr}`;
    expect(build.status).not.toBe(0);
    const items = launchStatus({}, root).items;
    expect(output).toContain(`Mise en ligne refusée (CONTEXT=production) : ${items.length} valeurs sont encore provisoires.`);
    for (const item of items)
      expect(output).toContain(
        `- ${item.label} : « ${item.value} »\n  fichier ${item.file}, champ ${item.field}\n  dans l’éditeur : ${item.entry}, ${item.editorUrl}`,
      );
    // Refused in the integration's first hook: the last build is untouched.
    expect(readFileSync(resolve(distDir, 'index.html'))).toEqual(before);
    // Astro starts in about two seconds; more on a busy machine.
  }, 60_000);
});
