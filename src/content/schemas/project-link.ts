/**
 * A link to one of her projects by its file name: a testimonial's client, a case study.
 * A choice among the projects of src/content/projects/ when the site is built, each shown in the
 * editor by its French title; a name that is no project fails the build, naming the file and the
 * field, and the editor offers only the projects there are.
 */
import { z } from 'astro/zod';
import { defaultLocale } from '../../i18n/locales';
import { projects, projectsFolder } from '../../lib/projects';

const french = projects.filter((project) => project.lang === defaultLocale);
const slugs = french.map((project) => project.slug) as [string, ...string[]];

export const projectLinkSchema = (title: string, description: string) =>
  z
    .enum(slugs, {
      error: (issue) =>
        `aucune réalisation « ${String(issue.input)} » : choisissez le nom d’un fichier de ${projectsFolder}/${defaultLocale} (${slugs.map((slug) => `« ${slug} »`).join(', ') || 'il n’y en a aucun'})`,
    })
    .optional()
    .meta({ title, description, 'x-labels': Object.fromEntries(french.map((project) => [project.slug, project.title])) });
