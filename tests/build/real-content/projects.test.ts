/**
 * Her projects in the sitemap of a site that can be indexed (the real-content fixture: a complete
 * identity, no example left): both pages of each project, with their alternates. The rest of what
 * the build makes of her projects is checked on both builds (tests/build/both-builds/projects.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '../../../src/i18n/locales';
import { projectPath } from '../../../src/i18n/routes';
import { builtProjects, builtSiteUrl, distFile } from '../built-site';

const url = (path: string) => new URL(path, builtSiteUrl).href.replace(/\/$/, '');

describe('her projects in the sitemap', () => {
  const xml = readFileSync(distFile('/sitemap.xml'), 'utf8');
  it.each(builtProjects.map((project) => [project.path, project] as const))('%s, with its alternates', (path, project) => {
    const entry = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
      .map((match) => match[1]!)
      .find((body) => body.includes(`<loc>${url(path)}</loc>`));
    expect(entry, `${path} is not in the sitemap`).toBeDefined();
    for (const lang of locales) expect(entry).toContain(`hreflang="${lang}" href="${url(projectPath(project.slug, lang))}"`);
  });
});
