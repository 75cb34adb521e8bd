/**
 * `npm run launch-check`: what is still provisional in the content, the same list as
 * the editor's "Avant la mise en ligne" page and a refused production build. Exits 1 while anything
 * is left, so that it can guard a deploy script; 0 once the site can go live.
 */
import { launchStatus } from '../src/lib/launch/launch-status.ts';

const { items, editorBackend } = launchStatus({ ...process.env, CONTEXT: undefined, CF_PAGES: undefined });
if (!items.length) {
  console.log('Rien de provisoire : le site peut être publié en production.');
  process.exit(0);
}
console.log(`Avant la mise en ligne : ${items.length} valeur${items.length > 1 ? 's' : ''} provisoire${items.length > 1 ? 's' : ''} à remplacer dans l’éditeur (/admin/mise-en-ligne.html).\n`);
let entry = '';
for (const item of items) {
  if (item.entry !== entry) {
    entry = item.entry;
    console.log(`${entry} (${item.editorUrl})`);
  }
  console.log(`  - ${item.label} : « ${item.value} »  [${item.file}, ${item.field}]`);
}
if (editorBackend.repoFrom === 'site') console.log(`\nL’éditeur en ligne enregistre dans le dépôt ${editorBackend.repo}, branche ${editorBackend.branch}.`);
process.exit(1);
