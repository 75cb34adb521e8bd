/**
 * Astro's `image()` with the refusals an owner's photo needs first, in French: a HEIC/HEIF file (an
 * iPhone's default, which browsers do not show) and a path that leads to no file. Astro names the
 * content file and the field with each message. The collections wrap the helper they are given
 * (content.config.ts); the editor and the unit tests keep theirs. The pictures inside articles'
 * text get the same refusals, and one more (a picture outside src/assets), from
 * lib/blog-articles.ts, naming the article. Node only.
 */
import { existsSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import { z } from 'astro/zod';
import type { ImageHelper } from './shared';

export const heicRefusal = (path: string) =>
  `format HEIC/HEIF refusé (« ${path} ») : les navigateurs ne l’affichent pas ; exportez la photo en JPEG (sur iPhone : Réglages › Appareil photo › Formats › « Le plus compatible »)`;
export const missingRefusal = (path: string) =>
  `image introuvable : « ${path} » ne mène à aucun fichier (le chemin part du fichier de contenu) ; vérifiez le nom du fichier dans src/assets`;

/** The refusal of a picture path, or undefined when it can go on to Astro's image(). */
export function pictureRefusal(path: string, exists: (path: string) => boolean): string | undefined {
  if (/\.hei[cf]$/i.test(path)) return heicRefusal(path);
  if (!exists(path)) return missingRefusal(path);
  return undefined;
}

/** `image` for the content files of `folder` (paths in them are relative to it). */
export function checkedImage(image: ImageHelper, folder: string): ImageHelper {
  const refuse = z.string().superRefine((path, ctx) => {
    const refusal = pictureRefusal(path, (p) => existsSync(resolve(folder, p)));
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal, continue: false });
  });
  // image() is typed as the metadata it yields, but it parses the path string.
  return (() => refuse.pipe(image() as unknown as z.ZodType<unknown, string>)) as unknown as ImageHelper;
}

/** The project path ("src/assets/…") of a picture written `src` in the content file `file`, both as the owner writes them (paths relative to the project, `/` between folders). */
export function picturePathFrom(file: string, src: string): string {
  return posix.normalize(posix.join(posix.dirname(file.split('\\').join('/')), decodeURI(src)));
}

/** The refusal of a picture written in an article's text, or undefined: only files of src/assets, by a relative path, are made responsive. */
export function textPictureRefusal(file: string, src: string, exists: (path: string) => boolean): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('/') || !picturePathFrom(file, src).startsWith('src/assets/')) {
    return `image hors de src/assets (« ${src} ») : une image du texte doit être un fichier du dossier src/assets, écrit en chemin relatif depuis l’article (par exemple ../../../assets/photos/salon.jpg)`;
  }
  return pictureRefusal(src, exists);
}
