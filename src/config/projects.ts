/**
 * Her projects' kinds of help: each is one of the three support pages, by its page id,
 * so a project links to the page of the help it had and each support page shows its own projects.
 * The kinds' names, in each language, are page copy (`kinds` in src/content/projects/{fr,en}.yaml);
 * the icon beside a name is one of the site's own set (components/ui/icons.ts; the type check holds
 * it there where it is rendered), kept as a literal so that config imports nothing from the UI.
 */
import type { PageId } from './pages';

export const projectKinds = [
  { id: 'construction', icon: 'drafting-compass' },
  { id: 'demenagement', icon: 'key-round' },
  { id: 'fengShui', icon: 'compass' },
] as const satisfies readonly { id: PageId; icon: string }[];

export type ProjectKindId = (typeof projectKinds)[number]['id'];
export type ProjectKindIcon = (typeof projectKinds)[number]['icon'];

export const projectKindIds = projectKinds.map((kind) => kind.id) as [ProjectKindId, ...ProjectKindId[]];

/** The icon of a kind; ids come from validated content, so a miss is a programming error. */
export function projectKindIcon(id: ProjectKindId): ProjectKindIcon {
  const kind = projectKinds.find((k) => k.id === id);
  if (!kind) throw new Error(`Unknown project kind "${id}"`);
  return kind.icon;
}

/**
 * How many projects a page shows besides the list: the home's three newest, a support page's
 * three newest of its kind. The list (/realisations) shows them all.
 */
export const projectsShownAtMost = 3;
