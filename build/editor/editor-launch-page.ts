/**
 * The editor's "Avant la mise en ligne" page (`/admin/mise-en-ligne.html`): every value
 * still provisional, grouped by the editor's entry, each with its field's French label, the value
 * it holds and a link to the entry. Written at each build from the content, so the list shrinks as
 * the owner fills it in (with `npm run edit`, at each save; online, at each publication). Plain
 * HTML under the editor's CSP: no script, its style in the page.
 */
import { palette } from '../../src/config/palette';
import type { LaunchStatus, ProvisionalItem } from '../../src/lib/launch/launch-status';
import { editorPageHead } from './editor-page-head';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function groupsOf(items: readonly ProvisionalItem[]): Map<string, ProvisionalItem[]> {
  const groups = new Map<string, ProvisionalItem[]>();
  for (const item of items) groups.set(item.editorUrl, [...(groups.get(item.editorUrl) ?? []), item]);
  return groups;
}

function renderItems(items: readonly ProvisionalItem[]): string {
  return [...groupsOf(items)]
    .map(([url, group]) => {
      const rows = group
        .map(
          (item) =>
            `<li><strong>${escape(item.label)}</strong><br><span class="value">${escape(item.value)}</span> <span class="file">${escape(item.file)}, ${escape(item.field)}</span></li>`,
        )
        .join('\n');
      return `<section>\n<h2>${escape(group[0]!.entry)} <span class="count">(${group.length})</span></h2>\n<p><a href="${escape(url)}">Ouvrir dans l’éditeur</a></p>\n<ul>\n${rows}\n</ul>\n</section>`;
    })
    .join('\n');
}

export function renderLaunchPage(status: Pick<LaunchStatus, 'items'>, editorHref: string): string {
  const { items } = status;
  const summary = items.length
    ? `<p class="lead">${items.length} valeur${items.length > 1 ? 's' : ''} ${items.length > 1 ? 'sont encore provisoires' : 'est encore provisoire'}. Tant qu’il en reste, le site ne peut pas être publié en production, et toute autre version du site est cachée aux moteurs de recherche. Remplacez chacune par la vôtre, enregistrez : elle quitte cette liste dès que le site est reconstruit.</p>`
    : '<p class="lead">Rien de provisoire : le site peut être publié. Les moteurs de recherche verront la version de production.</p>';
  const { ink, inkSoft, linen, sand, clayDeep } = palette;
  return `${editorPageHead('Avant la mise en ligne · Éditeur du site')}
<style>
body { font: 16px/1.6 system-ui, sans-serif; color: ${ink}; background: ${linen}; margin: 0; }
main { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
h1 { font-size: 1.75rem; margin: 0.5rem 0; }
h2 { font-size: 1.2rem; margin: 0 0 0.25rem; }
section { background: #fff; border: 1px solid ${sand}; border-radius: 12px; padding: 1rem 1.25rem; margin: 1rem 0; }
ul { padding-left: 1.25rem; margin: 0.5rem 0 0; }
li { margin: 0.5rem 0; overflow-wrap: anywhere; }
a { color: ${clayDeep}; }
.value { font-family: ui-monospace, monospace; background: ${linen}; padding: 0 0.25rem; }
.file, .count { color: ${inkSoft}; font-size: 0.875rem; }
.lead { font-size: 1.05rem; }
</style>
</head>
<body>
<main>
<p><a href="${escape(editorHref)}">← Retour à l’éditeur</a></p>
<h1>Avant la mise en ligne</h1>
${summary}
${renderItems(items)}
</main>
</body>
</html>
`;
}
