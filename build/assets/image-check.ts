/**
 * The last step of the build: every raster image in dist/ is one the site made for a page. None is
 * an original the owner put in src/assets (Astro leaves one behind when code reads its metadata:
 * lib/picture.ts), none carries EXIF, GPS, camera, IPTC or XMP data (a phone photo's position is
 * her home's or a client's), none is over 1 MB, and none is wider than the widest size a page asks
 * for (a photograph a page offers for download, `<a href download>`, may be print-sized). Anything
 * else stops the build, naming each file.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';
import { downloadWidth } from '../../src/lib/picture-slots';
import { shareCardSize } from '../../src/lib/share-card';

export const maxImageBytes = 1024 * 1024;
const rasterExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.tif', '.tiff', '.heic', '.heif']);
/** Text files that may name an image: pages, feeds, the manifest, styles and scripts. */
const textExtensions = new Set(['.html', '.xml', '.json', '.webmanifest', '.css', '.js', '.txt']);

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The largest `NNNw` of every srcset in the pages: no image need be wider. */
export function widestSrcsetWidth(html: string): number {
  return Math.max(0, ...[...html.matchAll(/\s(\d+)w(?=[,"\s])/g)].map((match) => Number(match[1])));
}

/** The file names the pages offer for download (`<a href="…" download>`): print-sized, not shown. */
export function downloadedFiles(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"[^>]*\sdownload\b/g)].map((match) => match[1]!.slice(match[1]!.lastIndexOf('/') + 1)),
  );
}

/** One line per problem, "file: what is wrong", for the images in `dir`; empty when all is well. */
export async function imageProblems(dir: string): Promise<string[]> {
  const files = await filesOf(dir);
  const texts = await Promise.all(
    files.filter((file) => textExtensions.has(extname(file))).map((file) => readFile(join(dir, file), 'utf8')),
  );
  const allText = texts.join('\n');
  const widest = Math.max(shareCardSize.width, widestSrcsetWidth(allText));
  const downloads = downloadedFiles(allText);
  const problems: string[] = [];
  for (const file of files.filter((name) => rasterExtensions.has(extname(name).toLowerCase()))) {
    const path = join(dir, file);
    const name = file.slice(file.lastIndexOf('/') + 1);
    if (!allText.includes(name))
      problems.push(`${file}: no page uses it (an original photo copied by Astro?); only resized copies may ship`);
    const { size } = await stat(path);
    if (size > maxImageBytes) problems.push(`${file}: ${(size / 1024 / 1024).toFixed(1)} MB, over the 1 MB limit`);
    const meta = await sharp(path).metadata();
    const carried = (['exif', 'iptc', 'xmp'] as const).filter((key) => meta[key]);
    if (carried.length)
      problems.push(`${file}: carries ${carried.map((key) => key.toUpperCase()).join(', ')} metadata (camera, date, GPS position…)`);
    const limit = downloads.has(name) ? downloadWidth : widest;
    if ((meta.width ?? 0) > limit) problems.push(`${file}: ${meta.width} px wide, wider than the widest size a page uses (${limit} px)`);
  }
  return problems;
}

export function imageCheck(): AstroIntegration {
  return {
    name: 'image-check',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const problems = await imageProblems(fileURLToPath(dir));
        if (problems.length) throw new Error(`Images in dist/ that must not ship:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
        logger.info('every image is a resized copy a page uses, without metadata');
      },
    },
  };
}
