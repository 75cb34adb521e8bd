/**
 * Lists the pictures of src/assets that nothing uses any more: no content file (page, article,
 * practice data) and no code names them. A picture replaced or an article deleted in the editor
 * leaves its old picture in the repository; `npm run unused-pictures` lists them, and each can be
 * deleted from the editor's media list ("Médias") or with `git rm`. Lists only: it deletes nothing.
 *
 * A picture counts as used when its file name appears in any text file under src/ (a content path
 * `../../assets/uploads/salon.webp`, an import in code): a name that merely appears keeps the
 * picture, so the list errs towards keeping.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

const PICTURE = /\.(jpe?g|png|webp|avif|gif|svg)$/i;
const TEXT = /\.(ya?ml|md|mdx|ts|tsx|astro|css|json)$/i;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The pictures of `assets` whose file name no text file of `src` mentions, relative to `root`. */
export function unusedPictures(root = process.cwd()): string[] {
  const src = join(root, 'src');
  const texts = walk(src)
    .filter((file) => TEXT.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return walk(join(src, 'assets'))
    .filter((file) => PICTURE.test(file) && !texts.includes(basename(file)))
    .map((file) => relative(root, file).split('\\').join('/'))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const unused = unusedPictures();
  console.log(
    unused.length ? `Images que plus rien n’utilise (${unused.length})\u202f:\n${unused.join('\n')}` : 'Toutes les images sont utilisées.',
  );
}
