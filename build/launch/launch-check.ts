/**
 * Refuses a production build while any content is provisional, before Astro builds
 * anything: the error is one French message listing every item (src/lib/launch/launch-status.ts).
 * Any other build goes on; it says in the log whether its pages will be indexable.
 * `launchCheckReport()` is the same list for `npm run launch-check` (tools/launch-check.ts) and the
 * editor's "Avant la mise en ligne" page.
 */
import type { AstroIntegration } from 'astro';
import { launchRefusal, launchStatus, thisBuild } from '../../src/lib/launch/launch-status';

export function launchCheck(): AstroIntegration {
  return {
    name: 'launch-check',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build') return;
        const { context, items, indexable } = thisBuild();
        if (context.kind === 'production' && items.length) throw new Error(launchRefusal(items, context));
        const why =
          context.kind === 'preview'
            ? `a preview: ${context.source}`
            : `${items.length} provisional value${items.length === 1 ? '' : 's'} (npm run launch-check lists them)`;
        logger.info(
          indexable
            ? `${context.kind} build: indexable, nothing provisional`
            : `${context.kind} build: noindex for search engines (${why})`,
        );
      },
    },
  };
}

/** The French report of `npm run launch-check` for this working copy (whatever host the shell runs on), and whether the site can go live. */
export function launchCheckReport(env: NodeJS.ProcessEnv): { ready: boolean; lines: string[] } {
  const { items, editorBackend } = launchStatus({ ...env, CONTEXT: undefined, CF_PAGES: undefined });
  if (!items.length) return { ready: true, lines: ['Rien de provisoire : le site peut être publié en production.'] };
  const lines = [
    `Avant la mise en ligne : ${items.length} valeur${items.length > 1 ? 's' : ''} provisoire${items.length > 1 ? 's' : ''} à remplacer dans l’éditeur (/admin/mise-en-ligne.html).\n`,
  ];
  let entry = '';
  for (const item of items) {
    if (item.entry !== entry) {
      entry = item.entry;
      lines.push(`${entry} (${item.editorUrl})`);
    }
    lines.push(`  - ${item.label} : « ${item.value} »  [${item.file}, ${item.field}]`);
  }
  if (editorBackend.repoFrom === 'site')
    lines.push(`\nL’éditeur en ligne enregistre dans le dépôt ${editorBackend.repo}, branche ${editorBackend.branch}.`);
  return { ready: false, lines };
}
