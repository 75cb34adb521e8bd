/**
 * The site's own Astro client directives, beside Astro's (`client:visible`…). Declared for
 * TypeScript in src/env.d.ts.
 * - `client:use`: hydrate on the first key, touch or click in the island, or at once when the
 *   address carries the named query parameter (src/client/hydrate-on-use.ts). The search page's.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'use', entrypoint: fileURLToPath(new URL('../../src/client/hydrate-on-use.ts', import.meta.url)) });
      },
    },
  };
}
