/**
 * The icons a browser, a phone's home screen or a search result looks for beside the SVG favicon,
 * drawn from `public/favicon.svg` at build time so that changing the mark means changing one file:
 * `favicon.ico` (32 px, for tools that ask for it by name), `apple-touch-icon.png` (180 px),
 * `icon-192.png`, `icon-512.png`, `icon-maskable-512.png`, and the web app manifest
 * `site.webmanifest` that lists them. BaseLayout links them from every page. The dev server
 * answers the same addresses, drawn on request.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';
import { palette } from '../../src/config/palette';
import { site } from '../../src/config/site';
import { defaultLocale } from '../../src/i18n/locales';
import { useTranslations } from '../../src/i18n/ui';

/** A square PNG of the favicon, `size` px, the mark scaled to `scale` of it on a linen ground. */
async function squareIcon(svg: Buffer, size: number, scale = 1): Promise<Buffer> {
  const inner = Math.round(size * scale);
  const mark = await sharp(svg, { density: 72 * (inner / 32) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: palette.linen } })
    .composite([{ input: mark, gravity: 'center' }])
    .flatten({ background: palette.linen })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding one PNG image (every browser and crawler reads PNG-in-ICO). */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no colour table
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image starts right after this header
  return Buffer.concat([header, png]);
}

export const iconFiles = {
  ico: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  icon192: '/icon-192.png',
  icon512: '/icon-512.png',
  maskable512: '/icon-maskable-512.png',
  manifest: '/site.webmanifest',
} as const;

/** The web app manifest: the site's name, colours and icons, in the default language. */
export function renderManifest(): string {
  const t = useTranslations(defaultLocale);
  const manifest = {
    name: site.brand,
    short_name: site.brand,
    description: t('footer.tagline'),
    lang: defaultLocale,
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: palette.linen,
    background_color: palette.linen,
    icons: [
      { src: iconFiles.icon192, sizes: '192x192', type: 'image/png' },
      { src: iconFiles.icon512, sizes: '512x512', type: 'image/png' },
      // Maskable: the mark within the central safe zone, so a round or squircle mask never cuts it.
      { src: iconFiles.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Every generated file, by public path. */
export async function renderSiteIcons(svg: Buffer): Promise<Record<string, Buffer>> {
  const [ico32, appleTouch, icon192, icon512, maskable512] = await Promise.all([
    squareIcon(svg, 32),
    // The home screen rounds the corners itself: a little room keeps the floor line clear of them.
    squareIcon(svg, 180, 0.8),
    squareIcon(svg, 192),
    squareIcon(svg, 512),
    squareIcon(svg, 512, 0.62),
  ]);
  return {
    [iconFiles.ico]: icoFromPng(ico32!, 32),
    [iconFiles.appleTouch]: appleTouch!,
    [iconFiles.icon192]: icon192!,
    [iconFiles.icon512]: icon512!,
    [iconFiles.maskable512]: maskable512!,
    [iconFiles.manifest]: Buffer.from(renderManifest()),
  };
}

const contentTypes: Record<string, string> = { '.ico': 'image/x-icon', '.png': 'image/png', '.webmanifest': 'application/manifest+json' };

export function siteIcons(): AstroIntegration {
  let publicDir: URL;
  let rendered: Promise<Record<string, Buffer>> | undefined;
  const render = () => (rendered ??= readFile(new URL('favicon.svg', publicDir)).then(renderSiteIcons));
  return {
    name: 'site-icons',
    hooks: {
      'astro:config:done': ({ config }) => {
        publicDir = config.publicDir;
      },
      'astro:server:setup': ({ server }) => {
        const paths = new Set<string>(Object.values(iconFiles));
        server.middlewares.use((request, response, next) => {
          const path = new URL(request.url ?? '/', 'http://localhost').pathname;
          if (!paths.has(path)) return next();
          render().then((files) => {
            response.setHeader('Content-Type', contentTypes[path.slice(path.lastIndexOf('.'))]!);
            response.end(files[path]);
          }, next);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const files = await render();
        await Promise.all(Object.entries(files).map(([path, data]) => writeFile(new URL(`.${path}`, dir), data)));
        logger.info(`wrote ${Object.keys(files).join(', ')}`);
      },
    },
  };
}
