/**
 * Titled groups of links to the site's pages, as a row of plain links under each title: the ways
 * to a page without search (the search page without JavaScript, and after a search that found
 * nothing: components/islands/SiteSearch.tsx).
 */
import { Fragment } from 'react';

export interface LinkGroup {
  title: string;
  links: readonly { href: string; label: string }[];
}

export function LinkGroups({ groups }: { groups: readonly LinkGroup[] }) {
  return groups.map((group) => (
    <Fragment key={group.title}>
      <h2 className="mt-10 font-serif text-2xl font-medium text-ink">{group.title}</h2>
      <ul className="mt-4 flex flex-wrap gap-x-6">
        {group.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="inline-flex min-h-11 items-center text-lg text-ink hover:text-clay-deep">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Fragment>
  ));
}
