/**
 * Astro's `image()` with the refusals an owner's photo needs first, in French: a HEIC/HEIF file (an
 * iPhone's default, which browsers do not show) and a path that leads to no file. Astro names the
 * content file and the field with each message. The collections wrap the helper they are given
 * (content.config.ts); the editor and the unit tests keep theirs. Node only.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
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
