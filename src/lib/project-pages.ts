/**
 * Her projects at build time: the entries of a language from the content collection
 * (for their rendered story and optimised pictures), newest first, and what their cards and pages
 * show of them. Which projects exist, and their paths, is the route table's business
 * (i18n/routes.ts, from lib/projects.ts).
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { projectKindIcon, projectsShownAtMost, type ProjectKindIcon, type ProjectKindId } from '../config/projects';
import type { Locale } from '../i18n/locales';
import { pathFor, projectPath } from '../i18n/routes';
import { useTranslations } from '../i18n/ui';
import { articleCardPictureSlot, articleListLayout, type EntryCardData } from './article-list';
import { toPicture } from './picture';
import { newestProjectFirst } from './projects';

export type ProjectEntry = CollectionEntry<'projectEntries'>;
type ProjectsContent = CollectionEntry<'projects'>['data'];

/** `fr/maison-de-ville-uccle` → `maison-de-ville-uccle`. */
export function projectSlug(entry: ProjectEntry): string {
  return entry.id.slice(entry.id.indexOf('/') + 1);
}

/** Every project in a language, newest first (the year she finished it). */
export async function getProjects(lang: Locale): Promise<ProjectEntry[]> {
  const entries = await getCollection('projectEntries', (entry) => entry.id.startsWith(`${lang}/`));
  return entries.sort((a, b) =>
    newestProjectFirst({ year: a.data.year, slug: projectSlug(a) }, { year: b.data.year, slug: projectSlug(b) }),
  );
}

/** One project in one language; the route table only lists projects that exist in both. */
export async function getProject(slug: string, lang: Locale): Promise<ProjectEntry> {
  const entry = await getEntry('projectEntries', `${lang}/${slug}`);
  if (!entry) throw new Error(`Missing project: src/content/projects/${lang}/${slug}.md`);
  return entry;
}

/** A kind of help as a project shows it: its name in the page's language, its icon, its support page. */
export interface KindView {
  id: ProjectKindId;
  name: string;
  icon: ProjectKindIcon;
  href: string;
}

export function kindView(content: Pick<ProjectsContent, 'kinds'>, id: ProjectKindId, lang: Locale): KindView {
  return { id, name: content.kinds[id], icon: projectKindIcon(id), href: pathFor(id, lang) };
}

/** What a project's card shows, prepared at build time: the after photograph, its kind, title, summary, place and year. */
export interface ProjectCardData extends EntryCardData {
  place: string;
  year: number;
}

/** The cards of `entries`, their pictures sized for the layout so many cards land in (lib/article-list.ts). */
export async function projectCards(
  entries: readonly ProjectEntry[],
  content: Pick<ProjectsContent, 'kinds'>,
  lang: Locale,
  /** Where the cards' pictures go: the list's cards by default, a section's rows (`projectRowPictureSlot`). */
  slot: { widths: readonly number[]; sizes: string; ratio?: number | undefined } = articleCardPictureSlot(
    articleListLayout(entries.length),
  ),
): Promise<ProjectCardData[]> {
  const t = useTranslations(lang);
  return Promise.all(
    entries.map(async (entry) => {
      const kind = kindView(content, entry.data.kind, lang);
      return {
        slug: projectSlug(entry),
        href: projectPath(projectSlug(entry), lang),
        title: entry.data.title,
        description: entry.data.description,
        badge: kind.name,
        badgeIcon: kind.icon,
        image: await toPicture(entry.data.after, slot.widths, slot.sizes, slot),
        readMore: t('project.readMore'),
        place: entry.data.place,
        year: entry.data.year,
      };
    }),
  );
}

/** Which projects a page shows besides the list: the newest of all (the home), of a kind (a support page), or the one a case study tells (none when it names none). */
export type ShownProjects = { of: 'all' } | { of: 'kind'; kind: ProjectKindId } | { of: 'project'; slug: string | undefined };

/** Those projects, three at most. */
export async function shownProjects(lang: Locale, which: ShownProjects): Promise<ProjectEntry[]> {
  const all = await getProjects(lang);
  if (which.of === 'project') return all.filter((entry) => projectSlug(entry) === which.slug);
  return all.filter((entry) => which.of === 'all' || entry.data.kind === which.kind).slice(0, projectsShownAtMost);
}
