/**
 * Unit tests of build/pages/scripts-between-sections.ts: the scripts Astro leaves between two
 * sections go inside the first, in order and unchanged; scripts anywhere else stay.
 */
import { describe, expect, it } from 'vitest';
import { scriptsIntoSections } from '../../../../build/pages/scripts-between-sections';

const directive =
  '<script>(()=>{(self.Astro||(self.Astro={})).visible=()=>{};window.dispatchEvent(new Event("astro:visible"));})();</script>';
const runtime = '<script src="/_astro/astro-island.x.js" async></script>';
const first = '<section data-tone="white" id="a"><div>A</div>';
const second = '<section data-tone="white" id="b"><astro-island client="visible"></astro-island></section>';

describe('scripts between two sections', () => {
  it('go inside the first section, before its end, in their order', () => {
    expect(scriptsIntoSections(`<main>${first}</section>${directive}${runtime}${second}</main>`)).toBe(
      `<main>${first}${directive}${runtime}</section>${second}</main>`,
    );
  });

  it('stay where they are anywhere else: inside a section, after the last one, in the head', () => {
    const page = `<head>${directive}</head><main>${first}${directive}</section>${runtime}</main><p>${runtime}</p><section id="c"></section>`;
    expect(scriptsIntoSections(page)).toBe(page);
  });
});
