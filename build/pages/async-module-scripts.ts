/**
 * Marks the module scripts at the very end of a built page's `<body>` `async`: Astro writes the
 * layout's bundled `<script>` (header, consent banner, manifest) there as `<script type="module"
 * src>`, and a bundled script takes no attributes in the source.
 *
 * Why: a plain module script is deferred, so the browser finishes parsing only once it has run.
 * Finishing parsing lays out whatever the first frame had not reached yet, and that layout then
 * lands in the script's task: on a long page, a long task after the first paint, waiting on the
 * script downloads (docs/performance.md, "No blocking time"). Async, the script runs
 * when it arrives and the page's own layout never waits for it. (Chrome still fetches it at High
 * priority, so it arrives as early as before.)
 *
 * Only scripts that nothing but other such scripts follow are touched: an async script runs as soon
 * as it has arrived and the parser has reached it, so one at the end of the body still finds every
 * element of the page in place, as the deferred one did. A module script anywhere else keeps its
 * deferred timing.
 */
import { attribute, childElements, isHtml, parsePage, type Element } from './html-tree';

function isExternalModuleScript(element: Element): boolean {
  return isHtml(element, 'script') && attribute(element, 'type') === 'module' && attribute(element, 'src') !== undefined;
}

/** The page with `async` added to the external module scripts that end its `<body>`. */
export function asyncTrailingModuleScripts(page: string): string {
  const { body } = parsePage(page);
  if (!body) return page;
  const children = childElements(body);
  let first = children.length;
  while (first > 0 && isExternalModuleScript(children[first - 1]!)) first -= 1;
  const targets = children.slice(first).filter((script) => attribute(script, 'async') === undefined);

  let result = page;
  // From the last to the first, so the offsets of those before stay true.
  for (const script of targets.reverse()) {
    const tagEnd = script.sourceCodeLocation!.startTag!.endOffset - 1;
    result = `${result.slice(0, tagEnd)} async${result.slice(tagEnd)}`;
  }
  return result;
}
