/**
 * Draws one share card per built page (docs/decisions/014), after Astro has written the HTML: for
 * every page whose `og:image` points into `/og/`, it reads the page's own `og:title` and renders
 * the card there (satori lays out the SVG with the project's fonts, sharp turns it into a PNG).
 * Driven by `dist/`, not by a list of pages: a page added later gets its card with no change here.
 *
 * Cards already drawn for the same text and the same drawing are reused from Astro's cache folder,
 * so a rebuild only draws the cards whose title changed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import satori from 'satori';
import sharp from 'sharp';
import { site } from '../../src/config/site';
import { shareCardSize } from '../../src/lib/share-card';
import { readBuiltPages } from '../pages/built-pages';
import { loadSatoriFonts, type SatoriFont } from './satori-fonts';
import { property } from '../pages/html-tree';
import { shareCardElement, type ShareCardText } from './share-card-template';

type Font = SatoriFont;

/** The faces a card uses: Fraunces for the title, DM Sans for the brand and the host. */
const loadFonts = (root: URL) =>
  loadSatoriFonts(root, [
    { name: 'Fraunces', weight: 500, style: 'normal' },
    { name: 'DM Sans', weight: 500, style: 'normal' },
  ]);

export async function renderShareCard(text: ShareCardText, fonts: Font[]): Promise<Buffer> {
  const svg = await satori(shareCardElement(text), { ...shareCardSize, fonts });
  // Flat colours: a palette PNG is a third of a true-colour one; no dithering keeps edges clean.
  return sharp(Buffer.from(svg)).png({ palette: true, dither: 0 }).toBuffer();
}

/**
 * What makes a card: its text, the drawing (the element tree holds every style and the art) and
 * the fonts. Any change to one of them gives a new key, so a cached card is never stale.
 */
export function cardKey(text: ShareCardText, fonts: Font[]): string {
  const tree = JSON.stringify(shareCardElement(text), (key, value: unknown) => (key === '_owner' || key === '_store' ? undefined : value));
  const hash = createHash('sha256').update(tree);
  for (const font of fonts) hash.update(`${font.name}:${font.data.byteLength}`);
  return hash.digest('hex').slice(0, 32);
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function shareCards(): AstroIntegration {
  let root: URL;
  let cacheDir: URL;
  return {
    name: 'share-cards',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
        cacheDir = new URL('share-cards/', config.cacheDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const fonts = await loadFonts(root);
        const host = new URL(site.url).host;
        const pages = await readBuiltPages(dir);
        const jobs = pages.flatMap((page) => {
          const image = property(page.head, 'og:image');
          const title = property(page.head, 'og:title');
          if (!image || !new URL(image).pathname.startsWith('/og/')) return [];
          if (!title) throw new Error(`share cards: ${page.file} has an og:image in /og/ but no og:title to draw`);
          return [{ out: new URL(`.${new URL(image).pathname}`, dir), text: { title, brand: site.brand, host } }];
        });
        await mkdir(cacheDir, { recursive: true });
        const used = new Set<string>();
        let drawn = 0;
        await eachLimited(jobs, 4, async ({ out, text }) => {
          const key = `${cardKey(text, fonts)}.png`;
          used.add(key);
          const cached = new URL(key, cacheDir);
          const draw = async () => {
            const card = await renderShareCard(text, fonts);
            await writeFile(cached, card);
            drawn += 1;
            return card;
          };
          const png: Buffer = (await readFile(cached).catch(() => undefined)) ?? (await draw());
          await mkdir(dirname(fileURLToPath(out)), { recursive: true });
          await writeFile(out, png);
        });
        // Forget cards no page uses any more, so the cache does not grow with every edit.
        for (const file of await readdir(cacheDir)) if (!used.has(file)) await rm(new URL(file, cacheDir));
        logger.info(
          `${jobs.length} share cards (${drawn} drawn, ${jobs.length - drawn} from cache) in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
