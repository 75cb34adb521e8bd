/**
 * The start of every page of the editor's own (`/admin/index.html`, `/admin/mise-en-ligne.html`):
 * French, sized for a phone, never indexed. What follows in `<head>` is each page's.
 */
export function editorPageHead(title: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>`;
}
