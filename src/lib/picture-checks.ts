/**
 * What a content picture must be for the site to publish it well, checked at build time by
 * lib/picture.ts before any resizing: each refusal is in French, for the owner, and names the
 * content file and field where she chose the picture (lib/picture-usage.ts). Node only; no Astro
 * import, so the checks are unit-tested on their own.
 */
import { statSync } from 'node:fs';
import type { ImageMetadata } from 'astro';
import { usageNote } from './picture-usage';

/** An image's metadata with the file it was read from (a hidden property of Astro's). */
export type ImageFacts = ImageMetadata & { fsPath: string };

/** The metadata without the proxy's tracking (reading `clone` and `fsPath` does not count). */
export function imageFacts(src: ImageMetadata): ImageFacts {
  const tracked = src as ImageMetadata & { clone?: ImageMetadata; fsPath: string };
  return { ...(tracked.clone ?? src), fsPath: tracked.fsPath };
}

/** Cloudflare Pages refuses files over 25 MiB; a photo that large is also far more than any page needs. */
export const maxPictureBytes = 25 * 1024 * 1024;

/** Refuses, in French and naming where the owner chose it, a picture the site cannot publish well. */
export function checkPictureFile(facts: Pick<ImageFacts, 'format' | 'fsPath'>, bytes = statSync(facts.fsPath).size): void {
  // Where it is used is looked up only to refuse: it reads every content file.
  const where = () => usageNote(facts.fsPath);
  if (/^hei[cf]$/i.test(String(facts.format)) || /\.hei[cf]$/i.test(facts.fsPath)) {
    throw new Error(
      `Format HEIC/HEIF refusé : ${facts.fsPath}${where()}. Les navigateurs ne l’affichent pas ; exportez la photo en JPEG (sur iPhone : Réglages › Appareil photo › Formats › « Le plus compatible »).`,
    );
  }
  if (bytes > maxPictureBytes) {
    throw new Error(
      `Image trop lourde : ${facts.fsPath} pèse ${(bytes / 1024 / 1024).toFixed(0)} Mo${where()}, pour 25 Mo au plus. Enregistrez-la en JPEG de 4000 px de large au plus.`,
    );
  }
}

/** The widths a picture can give for a slot: those it is wide enough for; a refusal when it is narrower than the smallest. */
export function usableWidths(facts: Pick<ImageFacts, 'width' | 'fsPath'>, widths: readonly number[]): number[] {
  const usable = widths.filter((w) => w <= facts.width);
  if (usable.length === 0) {
    throw new Error(
      `Image trop petite : ${facts.fsPath} fait ${facts.width} px de large, et sa place sur la page en demande au moins ${Math.min(...widths)}` +
        `${usageNote(facts.fsPath)}. Choisissez une photo plus grande (idéalement ${Math.max(...widths)} px de large ou plus).`,
    );
  }
  return usable;
}
