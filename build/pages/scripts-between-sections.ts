/**
 * Astro writes an island directive's script (`client:visible`…) just before the first island using
 * it, and the islands' runtime with it (./island-runtime.ts): on 20 pages that is between two
 * sections. Build step: scripts standing between two sections go inside the first of them, at its
 * end.
 *
 * Why: the plan rule parts two sections of the same colour that directly follow each other
 * (global.css, `[data-tone] + [data-tone]`), and a script between them hid it: /formation's
 * pricing and programme were not parted. The scripts run as before: same order, the same place in
 * the document but for the section's closing tag.
 */

/** One or more scripts right after a section's end and right before the next section. */
const BETWEEN = /<\/section>((?:<script\b[^>]*>(?:(?!<\/script>)[\s\S])*<\/script>)+)(?=<section\b)/g;

/** The page with every run of scripts between two sections moved inside the first, before its end. */
export function scriptsIntoSections(page: string): string {
  return page.replace(BETWEEN, (_, scripts: string) => `${scripts}</section>`);
}
