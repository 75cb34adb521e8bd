import { readFileSync } from 'node:fs';
import { typesetPage } from '../src/integrations/typeset-page.ts';
const show = (s: string) => s.replace(/\u202f/g, '⍽').replace(/\u00a0/g, '°');
for (const file of process.argv.slice(2)) {
  const page = readFileSync(file, 'utf8');
  const out = typesetPage(page).replace(/<span class="compound">([^<]*)<\/span>/g, '$1');
  // crude diff: find changed regions
  let i = 0, j = 0;
  const a = page, b = out;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) { i++; j++; continue; }
    // find resync
    let k = 1; let found = false;
    for (k = 1; k < 12 && !found; k++) {
      for (let x = 0; x <= k; x++) { if (a.slice(i + x, i + x + 8) === b.slice(j + k - x, j + k - x + 8)) { console.log(file, JSON.stringify(show(a.slice(i - 25, i + x + 10))), '→', JSON.stringify(show(b.slice(j - 25, j + k - x + 10)))); i += x; j += k - x; found = true; break; } }
    }
    if (!found) { console.log('lost sync', file, i); break; }
  }
}
