/**
 * Refuses a production build while any content is provisional, before Astro builds
 * anything: the error is one French message listing every item (src/lib/launch/launch-status.ts).
 * Any other build goes on; it says in the log whether its pages will be indexable.
 */
import type { AstroIntegration } from 'astro';
import { launchRefusal, thisBuild } from '../../src/lib/launch/launch-status';

export function launchCheck(): AstroIntegration {
  return {
    name: 'launch-check',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build') return;
        const { context, items, indexable } = thisBuild();
        if (context.kind === 'production' && items.length) throw new Error(launchRefusal(items, context));
        const why = context.kind === 'preview' ? `a preview: ${context.source}` : `${items.length} provisional value${items.length === 1 ? '' : 's'} (npm run launch-check lists them)`;
        logger.info(indexable ? `${context.kind} build: indexable, nothing provisional` : `${context.kind} build: noindex for search engines (${why})`);
      },
    },
  };
}
