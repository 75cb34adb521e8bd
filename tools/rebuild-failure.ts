/**
 * What `npm run edit` (tools/edit.ts) shows when a rebuild fails: the build's message, read out
 * of Astro's output, on a page of its own that replaces every page of the site until a save mends
 * it. The site's own messages come first: they are French and name the page and the field
 * (content schemas); Astro's English frame around them is kept for whoever helps her.
 */

/** The lines of a failed build worth reading: from Astro's first error on, colours removed. */
export function failureOf(output: string): string {
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const first = lines.findIndex((line) => /error|erreur/i.test(line));
  return lines
    .slice(Math.max(first, 0), Math.max(first, 0) + 20)
    .join('\n')
    .trim();
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The sentences of a failed build the owner reads first: the site's own messages, which are French
 * and name the page and the field (Astro's frame around them is English and technical).
 */
export function frenchLines(message: string): string[] {
  const french = message
    .split('\n')
    .map((line) => line.trim().replace(/^[\w.]+: (?=Page |«)/, ''))
    .filter((line) => /[«»’àâçéèêîôûœ]/i.test(line));
  return french.length ? french : message.split('\n').slice(0, 1);
}

/** The page shown instead of every page while the last rebuild failed: the build's message, and it looks again every few seconds. */
export function failurePage(message: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Le site n’a pas pu être reconstruit</title>
<style>
body { max-width: 44rem; margin: 3rem auto; padding: 0 1.25rem; font: 17px/1.6 system-ui, sans-serif; color: #2b2a27; background: #f7f3ec; }
h1 { font-size: 1.6rem; line-height: 1.25; }
.message { padding: 1rem 1.25rem; border-left: 4px solid #9a4f2e; background: #fff; }
pre { white-space: pre-wrap; font-size: 0.8rem; }
</style>
</head>
<body>
<h1>Le site n’a pas pu être reconstruit</h1>
<p>Votre dernière modification enfreint une règle que seul le site vérifie. Le message dit quelle page et quel champ&nbsp;: corrigez-le dans l’éditeur et enregistrez. Cette page se met à jour d’elle-même.</p>
<div class="message">${frenchLines(message)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('')}</div>
<p>En ligne, une telle modification n’est pas publiée&nbsp;: le site reste tel qu’il était.</p>
<details><summary>Détails techniques (pour la personne qui vous aide)</summary><pre>${escape(message)}</pre></details>
</body>
</html>
`;
}
