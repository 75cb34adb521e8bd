/**
 * The site's font files, cut with HarfBuzz's subsetter (the subset-font package), in two stages:
 * `buildFont` makes the committed files (src/assets/fonts/, by `node tools/subset-fonts.ts`) from
 * the @fontsource-variable packages: their Latin set, the weight axis narrowed; then the build step
 * `subsetSiteFonts` cuts those to the characters the built pages show.
 *
 * The build step: the two font files carry only the characters the built pages show.
 *
 * Why: on a phone, every page's text is its largest paint, and the paint waits for the text's font;
 * a font that fits the first window a server sends costs no extra round trip (docs/decisions/008;
 * sizes in docs/performance.md, "Fonts cut to the characters the pages show").
 *
 * How: after the other page rewrites (typesetting adds no-break spaces and word joiners), every
 * page is read for the characters a visitor can see (its text, `alt` texts, the strings the
 * islands and the consent dialog render from their props, and the capitals `uppercase` draws);
 * each font file is cut to those plus `alwaysKept` (what scripts write that no page holds yet)
 * and written under a new name (its content's hash, so a browser never keeps an older cut under
 * the same address); the pages point to the new files, and their CSP allows the changed
 * `@font-face` styles by their new hashes. The owner's new article with a "ï" brings the "ï" at
 * its build: nothing to maintain by hand.
 * Layout features the site does not use are left out (src/config/fonts.ts: `keptFeatures`).
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fontace } from 'fontace';
import { parse, parseFragment, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import { alwaysKept, keptFeatures, type FontFile } from '../../src/config/fonts.ts';
import { cspHash } from '../pages/csp-script-hashes.ts';

const require = createRequire(import.meta.url);

interface SubsetOptions {
  targetFormat: 'woff2';
  /** A weight pinned (`{ wght: 500 }`) or narrowed (`{ wght: { min: 400, max: 700 } }`). */
  variationAxes?: Record<string, number | { min: number; max: number }>;
  /** The OpenType layout features kept (all when absent): `kern`, `liga`… */
  keepFeatures?: string[];
}

// subset-font ships no type declarations: required here with the one signature we use.
const subsetFont = require('subset-font') as (font: Buffer, text: string, options: SubsetOptions) => Promise<Buffer>;

/** Every character of a CSS unicode-range list such as "U+0000-00FF,U+0131". */
export function charactersOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(from!, 16); code <= parseInt(to!, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** The characters a font file maps (fontace lists U+FFFF, a cmap's end marker, as one). For the tests. */
export function charactersOfFont(font: Buffer): Set<string> {
  return new Set([...charactersOf(fontace(font).unicodeRange.replace(/\s/g, ''))].filter((c) => c !== '\uffff'));
}

/** The Latin range the source package declares for its latin files. */
async function latinRange(source: string): Promise<string> {
  const packageName = source.split('/files/')[0]!;
  const ranges = JSON.parse(await readFile(require.resolve(`${packageName}/unicode.json`), 'utf8')) as Record<string, string>;
  if (!ranges.latin) throw new Error(`${packageName}/unicode.json has no latin range`);
  return ranges.latin;
}

/** The committed woff2 for one entry of the font table: the source's Latin set, its weight axis narrowed. */
export async function buildFont(font: FontFile): Promise<Buffer> {
  const source = await readFile(require.resolve(font.source));
  return subsetFont(source, charactersOf(await latinRange(font.source)), {
    targetFormat: 'woff2',
    // One weight: a static instance (no variation data at all); several: the axis narrowed.
    variationAxes: { wght: font.weight.min === font.weight.max ? font.weight.min : font.weight },
  });
}

/** Elements whose text is never shown. */
const UNSEEN = new Set(['script', 'style', 'title']);
/** Attributes whose text is shown in the page's own font (an image's text where the image fails). */
const SHOWN_ATTRIBUTES = new Set(['alt', 'placeholder']);
/** Attributes holding JSON whose strings a script renders: an island's props, the consent dialog's texts. */
const JSON_ATTRIBUTES = new Set(['props', 'data-config']);
/** Keys of those JSON values that are addresses or codes, never shown: an image's `src`, a video's id. */
const UNSHOWN_KEY = /(src|srcset|sizes|url|href|id|type)$/i;

function addText(text: string, into: Set<string>) {
  for (const character of text) into.add(character);
}

/** The text a string of HTML shows (the consent dialog's descriptions hold links). */
function addHtmlText(html: string, into: Set<string>) {
  if (!html.includes('<') && !html.includes('&')) return addText(html, into);
  walk(parseFragment(html), into);
}

/** Every shown string of a JSON value; Astro's props wrap each value as `[type, value]`. */
function addJsonStrings(value: unknown, into: Set<string>, key = '') {
  if (typeof value === 'string') {
    if (!UNSHOWN_KEY.test(key)) addHtmlText(value, into);
  } else if (Array.isArray(value)) {
    for (const item of value) addJsonStrings(item, into, key);
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) addJsonStrings(item, into, name);
  }
}

/**
 * The one text transform the site uses, Tailwind's `uppercase` class (the kickers, the footer's
 * headings, the tables of contents): the browser draws capitals the text does not hold
 * ("Bruxelles" shows an X). tests/e2e/fonts.spec.ts fails if another transform comes to need more.
 */
const UPPERCASE = /(^|\s)uppercase(\s|$)/;

function walk(node: Tree.ParentNode, into: Set<string>, uppercase = false) {
  for (const child of node.childNodes) {
    if (child.nodeName === '#text') {
      const text = (child as Tree.TextNode).value;
      addText(uppercase ? text + text.toUpperCase() : text, into);
    }
    if (!('tagName' in child) || UNSEEN.has(child.tagName)) continue;
    let upper = uppercase;
    for (const { name, value } of child.attrs) {
      if (name === 'class' && UPPERCASE.test(value)) upper = true;
      if (SHOWN_ATTRIBUTES.has(name)) addText(value, into);
      if (JSON_ATTRIBUTES.has(name)) {
        try {
          addJsonStrings(JSON.parse(value), into);
        } catch {
          addText(value, into);
        }
      }
    }
    // A template's content is inert until a script clones it, then shown.
    walk(child.tagName === 'template' ? (child as Tree.Template).content : child, into, upper);
  }
}

/**
 * The characters a page can show, added to `into`. Parsed as a browser without scripts would (a
 * `<noscript>`'s content is elements), since that text too is shown to someone.
 */
export function addPageCharacters(page: string, into: Set<string>): Set<string> {
  walk(parse(page, { scriptingEnabled: false }), into);
  return into;
}

/** The font files a page loads: the `src` of its `@font-face` rules, `/_astro/fonts/….woff2`. */
export function fontUrlsOf(page: string): string[] {
  return [...new Set([...page.matchAll(/\/_astro\/fonts\/[\w-]+\.woff2/g)].map((match) => match[0]))];
}

/** The font cut to `characters` (and `alwaysKept`), with only the layout features the site uses. */
export async function subsetFontFile(font: Buffer, characters: Iterable<string>): Promise<Buffer> {
  const text = [...new Set([...characters, ...alwaysKept])].join('');
  return subsetFont(font, text, { targetFormat: 'woff2', keepFeatures: [...keptFeatures] });
}

/** Where a cut font is published: its content's hash, so an address never changes content. */
export function subsetFontUrl(font: Buffer): string {
  return `/_astro/fonts/${createHash('sha256').update(font).digest('hex').slice(0, 16)}.woff2`;
}

/**
 * The page loading the renamed font files (`renames`: old address → new): its preload links, its
 * `@font-face` styles, and its CSP's hash of each style changed.
 */
export function withRenamedFonts(page: string, renames: ReadonlyMap<string, string>): string {
  const rename = (text: string) => text.replace(/\/_astro\/fonts\/[\w-]+\.woff2/g, (url) => renames.get(url) ?? url);
  const hashes = new Map<string, string>();
  let result = page.replace(/(<style[^>]*>)([^<]*@font-face[^<]*)(<\/style>)/g, (_, open: string, css: string, close: string) => {
    const renamed = rename(css);
    if (renamed !== css) hashes.set(cspHash(css), cspHash(renamed));
    return open + renamed + close;
  });
  result = result.replace(/<link\b[^>]*\bas="font"[^>]*>/g, rename);
  for (const [before, after] of hashes) result = result.replaceAll(before, after);
  return result;
}

/**
 * Cuts every font file the pages load to the characters they show, and points the pages to the
 * cut files. `pages` are file paths under `root`; returns what it did, for the build's log.
 */
export async function subsetSiteFonts(root: string, pages: readonly string[]): Promise<{ url: string; before: number; after: number }[]> {
  const characters = new Set<string>();
  const urls = new Set<string>();
  for (const file of pages) {
    const page = await readFile(join(root, file), 'utf8');
    addPageCharacters(page, characters);
    for (const url of fontUrlsOf(page)) urls.add(url);
  }
  const renames = new Map<string, string>();
  const report: { url: string; before: number; after: number }[] = [];
  for (const url of urls) {
    const path = join(root, url);
    const font = await readFile(path).catch(() => {
      throw new Error(`The pages load the font ${url}, which is not in the build (${path})`);
    });
    const cut = await subsetFontFile(font, characters);
    const cutUrl = subsetFontUrl(cut);
    await writeFile(join(root, cutUrl), cut);
    if (cutUrl !== url) await rm(path);
    renames.set(url, cutUrl);
    report.push({ url: cutUrl, before: font.length, after: cut.length });
  }
  for (const file of pages) {
    const page = await readFile(join(root, file), 'utf8');
    const renamed = withRenamedFonts(page, renames);
    if (renamed !== page) await writeFile(join(root, file), renamed);
  }
  return report;
}
