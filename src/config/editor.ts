/**
 * The content editor (Sveltia CMS, served at /admin/): where it saves, and what it accepts.
 * The editor's fields are generated from the content schemas (src/lib/editor/); only the facts
 * that are not in a schema live here.
 */

/**
 * How the editor writes YAML (its `output.yaml` setting). tools/normalise-content.ts writes every
 * content file in the same form, so a save shows only the owner's change in git.
 */
export const editorYamlOutput = { indent_size: 2, indent_sequences: true, quote: 'double' } as const;

/** The folder of the build, and the address, where the editor is served: `/admin/`. */
export const editorFolder = 'admin';

/**
 * Where the editor saves online is not set here: the repository, its published branch and the
 * sign-in relay are the owner's, in the site's data (`editor` in src/content/site/site.yaml), and
 * a host that names the repository it builds from (Netlify) is taken at its word
 * (src/lib/launch/launch-status.ts). Going live needs no code file.
 */

/** The editor's page listing what is still provisional ("Avant la mise en ligne"), in its folder. */
export const launchPageFile = 'mise-en-ligne.html';

/**
 * Uploaded pictures: saved in the repository under this folder (repository-absolute: a relative
 * folder fails on save with "Name is not allowed"), then resized and converted by the image
 * pipeline at build like every other picture.
 */
export const uploadsFolder = 'src/assets/uploads';

/**
 * Every picture of the site, which the editor lists (its "Ressources" page, and "Ressources
 * globales" when choosing a picture) and shows in the fields that use one; a picture chosen there
 * is saved relative to the content file (src/lib/editor/save-checks.ts).
 */
export const picturesFolder = 'src/assets';

/**
 * The largest picture the editor accepts (20 MB), as the owner chooses it: a larger file is
 * refused at once, in French, before "Insérer" (src/lib/editor/upload-checks.ts). A phone's or a
 * photographer's 15 MB JPEG goes through, and is made small before it is saved
 * (src/lib/editor/config.ts), which checks this limit again.
 */
export const maxUploadBytes = 20 * 1024 * 1024;

/** The picture types the image pipeline converts. */
export const uploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/**
 * Whether a file of the build (relative to dist/, forward slashes) belongs to the editor. The
 * editor is not a public page: the build steps and checks that walk "every page" (sitemap, share
 * cards, HTML validation, page weight, CSP hashes) leave it out through this one test.
 */
export function isEditorFile(file: string): boolean {
  return file.replace(/\\/g, '/').startsWith(`${editorFolder}/`);
}
