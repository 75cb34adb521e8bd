/**
 * Where the site's search index lives in the build (src/integrations/search-index.ts writes it,
 * the search page's island reads it): `/pagefind/`, Pagefind's own name for it.
 */
export const searchFolder = 'pagefind';

/** The script the search island imports at run time, and no other page. */
export const searchScript = `/${searchFolder}/pagefind.js`;
