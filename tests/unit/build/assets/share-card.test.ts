/**
 * Unit tests of the share cards (src/lib/share-card.ts and build/assets/share-cards.ts): their path
 * under /og/, smaller type for long titles, a cache key that follows text and drawing, and a PNG of
 * the card's size with the project fonts.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shareCardPath, shareCardSize } from '../../../../src/lib/share-card';
import { titleSize } from '../../../../build/assets/share-card-template';
import { cardKey, renderShareCard } from '../../../../build/assets/share-cards';

describe('share cards', () => {
  it('live at the page path under /og/', () => {
    expect(shareCardPath('/')).toBe('/og/index.png');
    expect(shareCardPath('/en')).toBe('/og/en.png');
    expect(shareCardPath('/livre')).toBe('/og/livre.png');
    expect(shareCardPath('/en/accompagnements/feng-shui')).toBe('/og/en/accompagnements/feng-shui.png');
    expect(shareCardPath('/en/404')).toBe('/og/en/404.png');
  });

  it('set long titles smaller', () => {
    expect(titleSize('Livre')).toBeGreaterThan(titleSize('Contact : réservez votre appel découverte'));
    expect(titleSize('x'.repeat(70))).toBeGreaterThanOrEqual(48);
  });

  const text = { title: 'Contact\u202f: réservez votre appel découverte', brand: 'Atelier Habitat', host: 'www.example.com' };
  const fonts = [{ name: 'Fraunces', data: Buffer.from('font'), weight: 500 as const, style: 'normal' as const }];

  it('are cached under a key that changes with the text and the drawing', () => {
    expect(cardKey(text, fonts)).toBe(cardKey({ ...text }, fonts));
    expect(cardKey({ ...text, title: 'Livre' }, fonts)).not.toBe(cardKey(text, fonts));
    expect(cardKey({ ...text, host: 'www.example.org' }, fonts)).not.toBe(cardKey(text, fonts));
  });

  it('render as a 1200×630 PNG with the project fonts', async () => {
    const { readFile } = await import('node:fs/promises');
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    const realFonts = await Promise.all(
      [
        ['Fraunces', '@fontsource/fraunces/files/fraunces-latin-500-normal.woff'],
        ['DM Sans', '@fontsource/dm-sans/files/dm-sans-latin-500-normal.woff'],
      ].map(async ([name, file]) => ({
        name: name!,
        data: await readFile(require.resolve(file!)),
        weight: 500 as const,
        style: 'normal' as const,
      })),
    );
    const png = await renderShareCard(text, realFonts);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: shareCardSize.width, height: shareCardSize.height });
    expect(png.length).toBeLessThan(80_000);
  });
});
