/**
 * Unit tests of build/assets/site-icons.ts: the web app manifest in the site's colours, every icon
 * drawn from the favicon at its size, the ICO wrapper, and a palette that matches the stylesheet.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { palette } from '../../../../src/config/palette';
import { site } from '../../../../src/config/site';
import { iconFiles, icoFromPng, renderManifest, renderSiteIcons } from '../../../../build/assets/site-icons';

describe('site icons and manifest', () => {
  it('describe the site as an installable app in its own colours', () => {
    const manifest = JSON.parse(renderManifest());
    expect(manifest).toMatchObject({
      name: site.brand,
      short_name: site.brand,
      lang: 'fr',
      start_url: '/',
      display: 'minimal-ui',
      theme_color: palette.linen,
      background_color: palette.linen,
    });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
    expect(manifest.icons.find((i: { purpose?: string }) => i.purpose === 'maskable')).toBeDefined();
  });

  it('draws every icon from the favicon at its size', async () => {
    const files = await renderSiteIcons(await readFile(new URL('../../../../public/favicon.svg', import.meta.url)));
    for (const [path, size] of [
      [iconFiles.appleTouch, 180],
      [iconFiles.icon192, 192],
      [iconFiles.icon512, 512],
      [iconFiles.maskable512, 512],
    ] as const) {
      expect(await sharp(files[path]!).metadata(), path).toMatchObject({ format: 'png', width: size, height: size });
    }
    // Opaque: a home screen shows no black corners.
    expect((await sharp(files[iconFiles.appleTouch]!).stats()).isOpaque).toBe(true);
    expect(files[iconFiles.ico]!.subarray(0, 6)).toEqual(Buffer.from([0, 0, 1, 0, 1, 0]));
  });

  it('wraps a PNG in an ICO header pointing at it', () => {
    const png = Buffer.from('png-bytes');
    const ico = icoFromPng(png, 32);
    expect(ico.readUInt8(6)).toBe(32);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.subarray(ico.readUInt32LE(18)).toString()).toBe('png-bytes');
  });

  it('use the palette of the style sheet', async () => {
    const css = await readFile(new URL('../../../../src/styles/global.css', import.meta.url), 'utf8');
    const token = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1]?.toLowerCase();
    const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    for (const [name, value] of Object.entries(palette)) expect(token(kebab(name)), name).toBe(value);
  });
});
