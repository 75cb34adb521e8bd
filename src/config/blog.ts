/**
 * The blog's six categories (spec §2.4 "Blog", §9: six categories): the id content files use, the
 * French slug of the category page (`/blog/categorie/<slug>`, the same in English, decisions.md 4)
 * and the emoji shown beside its name. Their names and descriptions, in each language, are page
 * copy: `categories` in src/content/blog/{fr,en}.yaml. The route table reads this list.
 */
export const blogCategories = [
  { id: 'neuroArchitecture', slug: 'neuro-architecture', emoji: '🧠' },
  { id: 'fengShui', slug: 'feng-shui', emoji: '☯️' },
  { id: 'habitatTherapie', slug: 'habitat-therapie', emoji: '🏡' },
  { id: 'couleursMatieres', slug: 'couleurs-matieres', emoji: '🎨' },
  { id: 'conseilsPratiques', slug: 'conseils-pratiques', emoji: '💡' },
  { id: 'etudesDeCas', slug: 'etudes-de-cas', emoji: '📐' },
] as const;

export type BlogCategoryId = (typeof blogCategories)[number]['id'];
export interface BlogCategory {
  id: BlogCategoryId;
  slug: string;
  emoji: string;
}

export const blogCategoryIds = blogCategories.map((category) => category.id) as [BlogCategoryId, ...BlogCategoryId[]];

/** The category of an id; ids come from validated content, so a miss is a programming error. */
export function blogCategory(id: BlogCategoryId): BlogCategory {
  const category = blogCategories.find((c) => c.id === id);
  if (!category) throw new Error(`Unknown blog category "${id}"`);
  return category;
}
