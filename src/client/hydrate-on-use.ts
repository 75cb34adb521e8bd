/**
 * Astro client directive `client:use` (registered by build/pages/client-directives.ts): the
 * island comes to life when the visitor first uses it (a key pressed in it, a touch or click on
 * it), or at once when the page's address carries the query parameter the directive names
 * (`client:use="q"`: a search shared, bookmarked or brought back with Back).
 *
 * Why: the search page's island needs React and the search library, about 150 kB together. Loaded
 * on arrival they would cost every visitor who opens the page and leaves, and hold the page to
 * more than its budget before any interaction (tools/budgets.ts); the field itself is plain
 * HTML, focused from the first paint, and keeps what is typed until the island reads it.
 * Not `focusin`: the field's autofocus may come after this script, and is not a use.
 */
import type { ClientDirective } from 'astro';

const uses = ['keydown', 'input', 'pointerdown'] as const;

const hydrateOnUse: ClientDirective = (load, options, island) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const use of uses) island.removeEventListener(use, start);
    const hydrate = await load();
    await hydrate();
  };
  if (options.value && new URLSearchParams(location.search).get(options.value)?.trim()) void start();
  else for (const use of uses) island.addEventListener(use, start);
};

export default hydrateOnUse;
