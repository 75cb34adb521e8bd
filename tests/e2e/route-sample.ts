/**
 * One route of each template in each language: every page of the table, and the first blog
 * category, article, further list page and project. The checks of how a template is built (button
 * heights, the page grid, the card rows, the first screen's priorities, the Tab walk) run on these;
 * what depends on the words and pictures of each route (axe, links, console errors, the page without
 * JavaScript, reflow at 320 px and 200 % text, the characters of the fonts) runs on every route
 * (routes.spec.ts, a11y.spec.ts, fonts.spec.ts). Twenty-two routes fewer, a fifth of the suite's time.
 */
import { routes, type Route } from '../../src/i18n/routes';

function templateOf(route: Route): string {
  if (route.blog) return `blog ${route.blog.kind} ${route.lang}`;
  if (route.project) return `project ${route.lang}`;
  return route.path;
}

export const routeSample: readonly Route[] = routes.filter(
  (route, index) => routes.findIndex((other) => templateOf(other) === templateOf(route)) === index,
);
