/**
 * The blog's six categories: the id content files use, the
 * French slug of the category page (`/blog/categorie/<slug>`, the same in English, docs/decisions/001),
 * emoji the first site showed, and the icon shown beside its name. Their names and descriptions, in each
 * language, are page copy: `categories` in src/content/blog/{fr,en}.yaml. The route table reads
 * this list.
 *
 * The emoji stay on record but are not displayed: they render differently on every
 * system and clash with the site's line icons. `icon` names an icon of the site's own set
 * (config/icon-names.ts).
 */
import type { IconName } from './icon-names';

export const blogCategories = [
  { id: 'neuroArchitecture', slug: 'neuro-architecture', emoji: '🧠', icon: 'brain' },
  { id: 'fengShui', slug: 'feng-shui', emoji: '☯️', icon: 'compass' },
  { id: 'habitatTherapie', slug: 'habitat-therapie', emoji: '🏡', icon: 'house' },
  { id: 'couleursMatieres', slug: 'couleurs-matieres', emoji: '🎨', icon: 'palette' },
  { id: 'conseilsPratiques', slug: 'conseils-pratiques', emoji: '💡', icon: 'lightbulb' },
  { id: 'etudesDeCas', slug: 'etudes-de-cas', emoji: '📐', icon: 'drafting-compass' },
] as const satisfies readonly { id: string; slug: string; emoji: string; icon: IconName }[];

export type BlogCategoryId = (typeof blogCategories)[number]['id'];
/** The icons the categories use. */
export type BlogCategoryIcon = (typeof blogCategories)[number]['icon'];
export interface BlogCategory {
  id: BlogCategoryId;
  slug: string;
  emoji: string;
  icon: BlogCategoryIcon;
}

export const blogCategoryIds = blogCategories.map((category) => category.id) as [BlogCategoryId, ...BlogCategoryId[]];

/** The category of an id; ids come from validated content, so a miss is a programming error. */
export function blogCategory(id: BlogCategoryId): BlogCategory {
  const category = blogCategories.find((c) => c.id === id);
  if (!category) throw new Error(`Unknown blog category "${id}"`);
  return category;
}

/**
 * Articles per page of a list (the blog, each category): four rows of three cards, a page a phone
 * scrolls in a minute and whose JSON-LD stays small, whatever the years of articles behind it.
 */
export const blogPageSize = 12;
