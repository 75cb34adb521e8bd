/** The site's own client directive (src/integrations/client-directives.ts), for the type check of .astro pages. */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first use, or at once when the address has this query parameter (src/scripts/hydrate-on-use.ts). */
    'client:use'?: string;
  }
}
