/**
 * The drawing of a share card (1200×630): linen ground, the brand mark and name, the page title in
 * Fraunces above a thin clay rule, the site's host, and on the right an arched window throwing
 * light across a floor plan, in the palette. Pure: text in, element tree out (satori's input).
 */
import { createElement, type ReactNode } from 'react';
import { palette } from '../../src/config/palette';
import { shareCardSize } from '../../src/lib/share-card';

export interface ShareCardText {
  /** The page's own title (its `og:title`). */
  title: string;
  brand: string;
  /** The site's host, e.g. www.example.com. */
  host: string;
}

const h = createElement;
const { width, height } = shareCardSize;
const artWidth = 430;

/** Long titles get a smaller size so that every title fits in three lines at most. */
export function titleSize(title: string): number {
  const length = [...title].length;
  if (length <= 22) return 76;
  if (length <= 34) return 68;
  if (length <= 48) return 60;
  return 52;
}

const mark = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="48" height="48"><path d="M7 27V14a9 9 0 0 1 18 0v13" fill="none" stroke="${color}" stroke-width="2"/><path d="M3 27h26" stroke="${color}" stroke-width="2"/><path d="M12 27v-8a4 4 0 0 1 8 0v8" fill="${color}" opacity=".35"/></svg>`;

/**
 * The arched window, its light on the floor, and the floor plan drawn in hairlines beneath it.
 * Hand-written so that it stays a few hundred bytes and in the palette.
 */
export function artSvg(): string {
  const p = palette;
  const floor = 452;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${artWidth}" height="${height}" viewBox="0 0 ${artWidth} ${height}">
<rect width="${artWidth}" height="${height}" fill="${p.sand}"/>
<rect y="${floor}" width="${artWidth}" height="${height - floor}" fill="${p.sandDeep}"/>
<g fill="none" stroke="${p.linen}" stroke-width="1.5" opacity=".7">
<path d="M0 520h430M0 588h430M60 ${floor}v178M170 ${floor}v178M300 ${floor}v178"/>
</g>
<path d="M116 ${floor}L34 630h296l-2-178z" fill="${p.linen}" opacity=".9"/>
<path d="M222 ${floor}L182 630M77 536H329" stroke="${p.sandDeep}" stroke-width="4" opacity=".8"/>
<path d="M116 ${floor}V236a106 106 0 0 1 212 0v${floor - 236}z" fill="${p.linen}"/>
<path d="M222 130v${floor - 130}M116 300h212" stroke="${p.sandDeep}" stroke-width="4"/>
<path d="M98 ${floor}V236a124 124 0 0 1 248 0v${floor - 236}" fill="none" stroke="${p.clay}" stroke-width="3"/>
<path d="M0 ${floor}h${artWidth}" stroke="${p.clayDeep}" stroke-width="2"/>
<circle cx="378" cy="410" r="30" fill="${p.sage}" opacity=".75"/>
<circle cx="398" cy="380" r="20" fill="${p.sage}" opacity=".55"/>
<path d="M362 ${floor}l6-38h32l6 38z" fill="${p.clayDeep}"/>
</svg>`;
}

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

export function shareCardElement({ title, brand, host }: ShareCardText): ReactNode {
  const p = palette;
  return h(
    'div',
    { style: { width, height, display: 'flex', backgroundColor: p.linen, color: p.ink, fontFamily: 'DM Sans' } },
    h(
      'div',
      {
        style: {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: width - artWidth,
          padding: '64px 72px 60px 80px',
        },
      },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: 16 } },
        h('img', { src: dataUri(mark(p.clayDeep)), width: 48, height: 48 }),
        h('div', { style: { fontFamily: 'Fraunces', fontSize: 32, letterSpacing: '-0.01em' } }, brand),
      ),
      h(
        'div',
        { style: { display: 'flex', flexDirection: 'column' } },
        h('div', { style: { width: 88, height: 4, backgroundColor: p.clay, marginBottom: 32 } }),
        h('div', { style: { fontFamily: 'Fraunces', fontSize: titleSize(title), lineHeight: 1.1, letterSpacing: '-0.015em' } }, title),
      ),
      h('div', { style: { fontSize: 24, color: p.inkSoft, letterSpacing: '0.02em' } }, host),
    ),
    h('img', { src: dataUri(artSvg()), width: artWidth, height }),
  );
}
