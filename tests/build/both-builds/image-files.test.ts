/**
 * The image files of the build, checked as the build itself checks them before it ends
 * (build/assets/image-check.ts): no original photo, no EXIF, GPS, IPTC or XMP data, nothing
 * over 1 MB or wider than the widest size a page asks for. Run on `DIST_DIR=.real-content-fixture/dist`
 * by `npm test`, where every picture field holds a photograph with camera data and one with a
 * GPS position.
 */
import { describe, expect, it } from 'vitest';
import { imageProblems } from '../../../build/assets/image-check';
import { builtPages, distDir } from '../built-site';

await builtPages(); // fails at once, saying so, without a build

describe('the image files of the build', () => {
  it('are resized copies that a page uses, without metadata, within 1 MB and the widest size asked for', async () => {
    expect(await imageProblems(distDir)).toEqual([]);
    // Reading every picture of the fixture took over Vitest's 5 s once on the shared two cores.
  }, 60_000);
});
