/**
 * Where a picture file is used in the content (src/content/**): "src/content/about/fr.yaml,
 * champ drive.image.src". A refusal at build time names the content file and the field the owner
 * edits, not only the image's path, which she never typed as such. Node only, build time only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { frontMatterOf } from './blog-articles';

/** The dotted paths of every string in `value` that ends with `name`. */
function fieldsHolding(value: unknown, name: string, at: string[] = []): string[] {
  if (typeof value === 'string') return value.endsWith(`/${name}`) || value === name ? [at.join('.')] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldsHolding(item, name, [...at, String(i)]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => fieldsHolding(item, name, [...at, key]));
  return [];
}

/** Every content file and field naming the picture at `imagePath`, as "file, champ a.b.c" (or "file, dans le texte"). */
export function pictureUsage(imagePath: string, root = process.cwd()): string[] {
  const name = basename(imagePath);
  const contentDir = resolve(root, 'src/content');
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ya?ml|md)$/.test(file));
  return files.flatMap((file) => {
    const text = readFileSync(resolve(contentDir, file), 'utf8');
    if (!text.includes(name)) return [];
    const shown = relative(root, resolve(contentDir, file));
    const yaml = file.endsWith('.md') ? frontMatterOf(text) : text;
    let fields: string[] = [];
    try {
      fields = yaml ? fieldsHolding(parse(yaml), name) : [];
    } catch {
      // An unreadable file is reported by its own schema check; here it is named without a field.
    }
    const inText = file.endsWith('.md') && text.slice((yaml?.length ?? 0) + 8).includes(name);
    return [...fields.map((field) => `${shown}, champ ${field}`), ...(inText ? [`${shown}, dans le texte de l’article`] : [])];
  });
}

/** "(utilisée dans src/content/…, champ …)" or nothing when no content file names it. */
export function usageNote(imagePath: string, root = process.cwd()): string {
  const places = pictureUsage(imagePath, root);
  return places.length ? ` (utilisée dans ${places.join(' ; ')})` : '';
}
