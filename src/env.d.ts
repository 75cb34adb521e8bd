/** The site's own client directive (build/pages/client-directives.ts), for the type check of .astro pages. */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first use, or at once when the address has this query parameter (src/client/hydrate-on-use.ts). */
    'client:use'?: string;
  }
}

declare global {
  interface Document {
    /** Speculation Rules: true while the page is prerendered and not yet shown (Chromium; absent elsewhere). */
    readonly prerendering?: boolean;
  }
}
