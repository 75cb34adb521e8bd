/**
 * The content editor (Sveltia CMS, served at /admin/): where it saves, and what it accepts.
 * The editor's fields are generated from the content schemas (src/lib/editor/); only the facts
 * that are not in a schema live here.
 */

/**
 * How the editor writes YAML (its `output.yaml` setting). scripts/normalise-content.ts writes every
 * content file in the same form, so a save shows only the owner's change in git.
 */
export const editorYamlOutput = { indent_size: 2, indent_sequences: true, quote: 'double' } as const;

/** The folder of the build, and the address, where the editor is served: `/admin/`. */
export const editorFolder = 'admin';

/**
 * Where the editor saves online: each save is a commit to this GitHub repository and branch, and
 * the host rebuilds the site from it (docs/deploy.md, "The editor").
 */
export const editorBackend = {
  /** PLACEHOLDER: "<owner>/<repository>" of the site's repository on GitHub. */
  repo: 'example/habitat-site',
  branch: 'main',
  /**
   * The sign-in relay (OAuth) for GitHub. Left undefined on Netlify, which provides it. On
   * Cloudflare Pages or nginx: the address of the deployed Sveltia authenticator worker, e.g.
   * "https://sveltia-cms-auth.<account>.workers.dev". PLACEHOLDER until one is deployed.
   */
  authBaseUrl: undefined as string | undefined,
};

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
