/**
 * The build's image check (build/assets/image-check.ts) on a small made-up dist/: a page with
 * its resized pictures passes; an original left beside them, a photo carrying its GPS position, a
 * file over 1 MB or wider than any srcset asks for are each named.
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageProblems, widestSrcsetWidth } from '../../../../build/assets/image-check';

let dir: string;
const photo = (width: number) => sharp({ create: { width, height: Math.round(width / 1.5), channels: 3, background: '#b08d6e' } });
const page = (names: string[]) =>
  `<picture><source type="image/webp" srcset="${names.map((n, i) => `/_astro/${n} ${480 * (i + 1)}w`).join(', ')}"><img src="/_astro/${names[0]}"></picture>`;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'image-check-'));
  await mkdir(join(dir, '_astro'));
  await photo(480).webp().toFile(join(dir, '_astro/salon_1.webp'));
  await photo(960).webp().toFile(join(dir, '_astro/salon_2.webp'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the image check over dist/', () => {
  it('passes resized, metadata-free pictures that a page uses', async () => {
    await writeFile(join(dir, 'index.html'), page(['salon_1.webp', 'salon_2.webp']));
    expect(await imageProblems(dir)).toEqual([]);
  });

  it('names an original no page uses', async () => {
    await writeFile(join(dir, 'index.html'), page(['salon_1.webp', 'salon_2.webp']));
    await photo(1000).jpeg().toFile(join(dir, '_astro/salon.Bx12.jpg'));
    expect(await imageProblems(dir)).toEqual([expect.stringMatching(/^_astro\/salon\.Bx12\.jpg: no page uses it/)]);
  });

  it('names a picture carrying EXIF with a GPS position, and one wider than any srcset asks for', async () => {
    const gps = {
      IFD0: { Make: 'Phone', Model: 'X' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 50/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 21/1 0/1' },
    };
    await photo(960).withExif(gps).jpeg().toFile(join(dir, '_astro/maison.jpg'));
    await photo(2400).webp().toFile(join(dir, '_astro/grand.webp'));
    await writeFile(
      join(dir, 'index.html'),
      page(['salon_1.webp', 'salon_2.webp']) + page(['maison.jpg']) + '<img src="/_astro/grand.webp">',
    );
    const problems = await imageProblems(dir);
    expect(problems).toContainEqual(expect.stringMatching(/^_astro\/maison\.jpg: carries EXIF/));
    expect(problems).toContainEqual(
      expect.stringMatching(/^_astro\/grand\.webp: 2400 px wide, wider than the widest size a page uses \(1200 px\)/),
    );
    expect(problems).toHaveLength(2);
  });

  it('lets a photograph offered for download be print-sized, up to 2,400 px, and no wider', async () => {
    await photo(2400).jpeg().toFile(join(dir, '_astro/portrait_print.jpg'));
    await photo(2600).jpeg().toFile(join(dir, '_astro/couverture_print.jpg'));
    const links =
      '<a href="/_astro/portrait_print.jpg" download>Portrait</a><a href="/_astro/couverture_print.jpg" class="x" download data-kind="cover">Couverture</a>';
    await writeFile(join(dir, 'index.html'), page(['salon_1.webp', 'salon_2.webp']) + links);
    expect(await imageProblems(dir)).toEqual([
      expect.stringMatching(/^_astro\/couverture_print\.jpg: 2600 px wide, wider than the widest size a page uses \(2400 px\)/),
    ]);
  });

  it('holds a picture merely linked (no download attribute) to the widest srcset', async () => {
    await photo(2400).jpeg().toFile(join(dir, '_astro/lien.jpg'));
    await writeFile(join(dir, 'index.html'), page(['salon_1.webp', 'salon_2.webp']) + '<a href="/_astro/lien.jpg">Voir</a>');
    expect(await imageProblems(dir)).toEqual([expect.stringMatching(/^_astro\/lien\.jpg: 2400 px wide/)]);
  });

  it('names a file over 1 MB', async () => {
    const noise = Buffer.alloc(1100 * 1100 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    await sharp(noise, { raw: { width: 1100, height: 1100, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toFile(join(dir, '_astro/bruit.png'));
    await writeFile(join(dir, 'index.html'), page(['salon_1.webp', 'salon_2.webp', 'bruit.png']));
    expect(await imageProblems(dir)).toEqual([expect.stringMatching(/^_astro\/bruit\.png: 3\.\d MB, over the 1 MB limit/)]);
  });

  it('reads the widest srcset width', () => {
    expect(widestSrcsetWidth('<source srcset="/a.webp 480w, /b.webp 1200w"><source srcset="/c.avif 960w">')).toBe(1200);
  });
});
