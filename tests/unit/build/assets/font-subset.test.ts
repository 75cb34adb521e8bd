/**
 * Unit tests of build/assets/font-subset.ts: which characters a page shows (text, alt texts, island
 * props, not markup), and that the published fonts keep just those, under new addresses every page
 * and the CSP follow.
 */
import { mkdtemp, readdir, readFile, writeFile, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { charactersOfFont as charactersIn } from '../../../../build/assets/font-subset';
import { alwaysKept, fontFiles } from '../../../../src/config/fonts';
import { cspHash } from '../../../../build/pages/csp-script-hashes';
import { addPageCharacters, fontUrlsOf, subsetFontFile, subsetSiteFonts, withRenamedFonts } from '../../../../build/assets/font-subset';

const shown = (page: string) => [...addPageCharacters(page, new Set())].sort().join('');

describe('the characters a page shows', () => {
  it('are its text, not its markup, scripts, styles or title', () => {
    const page = `<!doctype html><html><head><title>Zorro</title><style>b{c:d}</style><script>var q=1</script></head>
      <body><p class="xyz" data-k="Q">été</p><script type="application/ld+json">{"w":"W"}</script></body></html>`;
    expect(shown(page)).toBe(['\n', ' ', 'é', 't'].sort().join(''));
  });

  it('take in the capitals the `uppercase` class draws', () => {
    expect(shown('<body><p class="mb-3 uppercase">Bruxelles <b>à</b></p><p>x</p></body>')).toBe([...' BELRSUXàelrsuxÀ'].sort().join(''));
  });

  it("take in alt texts, a template's content and what shows without scripts", () => {
    const page = `<body><img alt="à"><template><span>ç</span></template><noscript><p>ô</p></noscript></body>`;
    expect(shown(page)).toBe('àçô');
  });

  it('take in the strings an island or the consent dialog renders, not their addresses', () => {
    const props = JSON.stringify({
      title: [0, 'Œuvre'],
      poster: [0, { src: [0, '/_astro/x_Z.jpg'], alt: [0, 'ù'] }],
      privacyUrl: [0, 'https://q.example/?x=#'],
    });
    const config = JSON.stringify({ description: 'Un <a href="https://k.example/">lien</a> &amp; «' });
    const page = `<body><astro-island props="${props.replace(/"/g, '&quot;')}"></astro-island><div data-config="${config.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></div></body>`;
    expect(shown(page)).toBe(
      [...'Œuvreù', ...'Un lien & «']
        .filter((c, i, all) => all.indexOf(c) === i)
        .sort()
        .join(''),
    );
  });
});

describe('the published fonts', () => {
  it('keep exactly the characters asked for and those scripts write, and are much smaller', async () => {
    const source = await readFile(fontFiles.dmSans.file);
    const cut = await subsetFontFile(source, 'Été, «ça» !');
    expect([...charactersIn(cut)].sort()).toEqual([...new Set([...'Été, «ça» !', ...alwaysKept])].sort());
    expect(cut.length).toBeLessThan(source.length / 2);
  });

  it('are loaded under their new address, and the CSP allows the changed style by its new hash', () => {
    const css = '@font-face{font-family:A;src:url("/_astro/fonts/old.woff2") format("woff2")}';
    const other = 'astro-island{display:contents}';
    const page = `<head><meta http-equiv="content-security-policy" content="style-src 'self' ${cspHash(css)} ${cspHash(other)};">
      <style>${css}</style><link rel="preload" href="/_astro/fonts/old.woff2" as="font" type="font/woff2" crossorigin><style>${other}</style></head>`;
    const renamed = withRenamedFonts(page, new Map([['/_astro/fonts/old.woff2', '/_astro/fonts/new.woff2']]));
    const newCss = css.replace('old', 'new');
    expect(renamed).toContain(`<style>${newCss}</style>`);
    expect(renamed).toContain('<link rel="preload" href="/_astro/fonts/new.woff2" as="font"');
    expect(renamed).toContain(`style-src 'self' ${cspHash(newCss)} ${cspHash(other)};`);
    expect(renamed).not.toContain('old.woff2');
    expect(fontUrlsOf(renamed)).toEqual(['/_astro/fonts/new.woff2']);
  });

  it('replace the original files in the build, every page pointing to the cut ones', async () => {
    const root = await mkdtemp(join(tmpdir(), 'font-subset-'));
    onTestFinished(() => rm(root, { recursive: true }));
    await mkdir(join(root, '_astro/fonts'), { recursive: true });
    await mkdir(join(root, 'en'));
    await writeFile(join(root, '_astro/fonts/source.woff2'), await readFile(fontFiles.fraunces.file));
    const head = '<head><style>@font-face{font-family:F;src:url("/_astro/fonts/source.woff2")}</style></head>';
    await writeFile(join(root, 'index.html'), `<html>${head}<body><h1>Maison</h1></body></html>`);
    await writeFile(join(root, 'en/index.html'), `<html>${head}<body><h1>Home</h1></body></html>`);

    const [font, ...more] = await subsetSiteFonts(root, ['index.html', 'en/index.html']);
    expect(more).toEqual([]);
    expect(await readdir(join(root, '_astro/fonts'))).toEqual([font!.url.split('/').pop()]);
    const published = await readFile(join(root, font!.url));
    expect(charactersIn(published)).toEqual(new Set([...'MaisonHome', ...alwaysKept]));
    for (const page of ['index.html', 'en/index.html']) expect(fontUrlsOf(await readFile(join(root, page), 'utf8'))).toEqual([font!.url]);
  });
});
