/**
 * Her projects as the route table needs them, read straight from
 * `src/content/projects/{fr,en}/*.md` with node:fs (lib/markdown-pairs.ts says why). Server side
 * and tests only: never import this (or anything importing it) from an island.
 *
 * Like the blog's articles, a project exists in both languages under the same file name, and both
 * versions agree on what they share: the year, the kind of help, the pictures, the example tick.
 * Anything wrong throws one Error naming each file and what is wrong, which stops the build.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ProjectKindId } from '../config/projects';
import { projectSchema, type ProjectData } from '../content/schemas/project';
import type { Locale } from '../i18n/locales';
import { readMarkdownSources, validatePairs, type MarkdownSource, type PairRules } from './markdown-pairs';

/** What the route table, the schemas that name a project and the tests know of a project in one language. */
export interface ProjectSummary {
  slug: string;
  lang: Locale;
  file: string;
  title: string;
  year: number;
  kind: ProjectKindId;
}

/** Where her projects are, from the project's root. */
export const projectsFolder = 'src/content/projects';

const projectRules: PairRules<ProjectData, ProjectSummary> = {
  heading: 'Projects need fixing',
  noun: 'a project',
  address: (slug) => `/realisations/${slug}`,
  reserved: { slugs: new Set(), message: (slug) => `"${slug}" is reserved` },
  textPlace: 'dans le texte de la réalisation',
  fields: {
    missing: 'title, description, place, year, kind, question, changes, before, after',
    unknown:
      'a project has title, description, place, year, kind, question, changes, before and after pictures, an optional plan and the example tick',
  },
  schema: projectSchema,
  shared: ({ year, kind, before, after, plan, example }) => ({
    year,
    kind,
    'before.src': String(before.src),
    'after.src': String(after.src),
    'plan.src': plan && String(plan.src),
    example: example === true,
  }),
  summary: ({ slug, lang, file }, { title, year, kind }) => ({ slug, lang, file, title, year, kind }),
};

/**
 * Checks every project and its pairing, and lists them. `imageExists(file, src)` says whether a
 * picture's path relative to the project's file leads to a file.
 */
export function validateProjects(
  sources: readonly MarkdownSource[],
  imageExists: (file: string, src: string) => boolean,
): ProjectSummary[] {
  return validatePairs(sources, imageExists, projectRules);
}

/** The projects of a folder, checked. Paths in errors are relative to the project. */
export function loadProjects(dir: string, cwd = process.cwd()): ProjectSummary[] {
  return validateProjects(readMarkdownSources(dir, cwd), (file, src) => existsSync(resolve(cwd, dirname(file), src)));
}

/** Newest first (the year she finished it), then by address: the order of every list of projects. */
export function newestProjectFirst(a: Pick<ProjectSummary, 'year' | 'slug'>, b: Pick<ProjectSummary, 'year' | 'slug'>): number {
  return b.year - a.year || a.slug.localeCompare(b.slug);
}

/** The site's projects, read from the working directory (the project root for the build, Vitest and Playwright). */
export const projects: readonly ProjectSummary[] = loadProjects(resolve(process.cwd(), projectsFolder)).sort(newestProjectFirst);
