/**
 * Splits the consent library's stylesheet (vanilla-cookieconsent, 32 kB) in two, so that only the
 * banner's part blocks the first paint:
 * - src/styles/cookieconsent-banner.css: the base rules and the banner (first layer), in the
 *   layout the site uses. The layout imports it: the page's own copy of the banner paints with it.
 * - src/styles/cookieconsent-preferences.css: the preferences dialog, loaded by
 *   src/client/consent.ts only when a visitor opens it.
 * Rules for what the site never shows are left out: dark mode, right-to-left, the other banner and
 * dialog layouts, the banner's close icon and footer links (see UNUSED), and the library's default
 * values of the custom properties that src/styles/consent.css sets again (rerun after changing it).
 *
 * Usage: node tools/consent-css.ts   (after upgrading the library; then commit the two files.
 * tests/unit/tools/generated-assets.test.ts fails while they are out of date.)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The site's own settings of the library's custom properties. */
const SITE_CONSENT_CSS = 'src/styles/consent.css';

export const OUTPUT = {
  banner: 'src/styles/cookieconsent-banner.css',
  preferences: 'src/styles/cookieconsent-preferences.css',
} as const;

/**
 * Classes the site's configuration never produces (src/client/consent.ts: banner `box`, `bottom
 * left`, buttons not flipped, no close icon, no footer; preferences `box`; light scheme, LTR).
 */
const UNUSED =
  /\.(cc--darkmode|cc--rtl|cm--(bar|cloud|inline|wide|flip|top|middle|center|right)|pm--(bar|wide|flip|left|right)|cm__btn-group--uneven|cm__btn--close|cm__close|cm__footer|cm__links?|cm__link-group)\b/;

/** Parts of the preferences dialog only. */
const PREFERENCES = /\.(pm|show--preferences|section__toggle|toggle|is-expanded)\b|\.(pm|toggle)[_-]/;

interface Rule {
  selectors: string[];
  body: string;
}
interface Block {
  /** `@media …` prelude, or undefined at the top level. */
  media?: string | undefined;
  rules: Rule[];
}

/** The rules of a flat (minified) stylesheet, grouped by the @media block they sit in. */
export function parseStylesheet(css: string): Block[] {
  const blocks: Block[] = [];
  const top: Block = { rules: [] };
  let i = 0;
  const readRule = (): Rule => {
    const open = css.indexOf('{', i);
    const close = css.indexOf('}', open);
    const rule = { selectors: splitSelectors(css.slice(i, open).trim()), body: css.slice(open + 1, close) };
    i = close + 1;
    return rule;
  };
  while (i < css.length) {
    if (/\s/.test(css[i]!)) {
      i++;
      continue;
    }
    if (css.startsWith('/*', i)) {
      i = css.indexOf('*/', i) + 2;
      continue;
    }
    if (css[i] === '@') {
      const open = css.indexOf('{', i);
      const media = css.slice(i, open).trim();
      if (!media.startsWith('@media')) throw new Error(`unexpected at-rule: ${media}`);
      if (top.rules.length) blocks.push({ rules: top.rules.splice(0) });
      const block: Block = { media, rules: [] };
      i = open + 1;
      while (css[i] !== '}') block.rules.push(readRule());
      i++;
      blocks.push(block);
      continue;
    }
    top.rules.push(readRule());
  }
  if (top.rules.length) blocks.push({ rules: top.rules });
  return blocks;
}

/** Splits a selector list on its top-level commas (not those inside `:not(…)` and the like). */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      selectors.push(list.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors.map((s) => s.trim());
}

function serialise(blocks: Block[]): string {
  const rule = (r: Rule) => `${r.selectors.join(',')}{${r.body}}`;
  return blocks
    .filter((b) => b.rules.length)
    .map((b) => (b.media ? `${b.media}{${b.rules.map(rule).join('')}}` : b.rules.map(rule).join('')))
    .join('');
}

/** The custom properties (`--cc-…`) a stylesheet sets on `#cc-main`: the site's, in src/styles/consent.css. */
export function siteConsentProperties(siteCss: string): Set<string> {
  const names = new Set<string>();
  // Only what is set for every visitor: not inside @media (reduced motion sets a duration there).
  const unconditional = siteCss.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  for (const block of unconditional.matchAll(/#cc-main\s*\{([^}]*)\}/g))
    for (const [, name] of block[1]!.matchAll(/(--cc-[\w-]+)\s*:/g)) names.add(name!);
  return names;
}

/**
 * The library's defaults for its custom properties (`:root{--cc-…}`, 2 kB), divided by who needs
 * them: the site sets most of them again on #cc-main, which every rule of the library styles, so
 * those defaults are never read and go; of the others, the banner keeps those its rules read (and
 * those these read in turn), the preferences dialog's stylesheet takes the rest.
 */
function divideDefaults(body: string, bannerRules: readonly Rule[], siteSets: ReadonlySet<string>) {
  const declarations = body
    .split(';')
    .filter(Boolean)
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      return { name: declaration.slice(0, colon).trim(), value: declaration.slice(colon + 1) };
    });
  const reads = (text: string) => [...text.matchAll(/var\((--cc-[\w-]+)/g)].map((match) => match[1]!);
  const needed = new Set(bannerRules.flatMap((rule) => reads(rule.body)));
  for (const { name, value } of declarations) if (needed.has(name)) for (const read of reads(value)) needed.add(read);
  const own = declarations.filter(({ name }) => !siteSets.has(name));
  const join = (list: typeof declarations) => list.map(({ name, value }) => `${name}:${value}`).join(';');
  return { banner: join(own.filter(({ name }) => needed.has(name))), preferences: join(own.filter(({ name }) => !needed.has(name))) };
}

/** The banner's and the preferences' stylesheets, from the library's and the site's own settings. */
export function splitConsentCss(
  css: string,
  version: string,
  siteSets: ReadonlySet<string> = new Set(),
): { banner: string; preferences: string } {
  const banner: Block[] = [];
  const preferences: Block[] = [];
  for (const block of parseStylesheet(css)) {
    const forBanner: Block = { media: block.media, rules: [] };
    const forPreferences: Block = { media: block.media, rules: [] };
    for (const rule of block.rules) {
      const selectors = rule.selectors.filter((s) => !UNUSED.test(s));
      if (!selectors.length) continue;
      // A rule that reaches anything besides the preferences dialog stays with the banner, whole:
      // the order of the rules that style both is kept.
      const target = selectors.every((s) => PREFERENCES.test(s)) ? forPreferences : forBanner;
      target.rules.push({ selectors, body: rule.body });
    }
    banner.push(forBanner);
    preferences.push(forPreferences);
  }
  const bannerRules = banner.flatMap((block) => block.rules);
  const defaults = bannerRules.find((rule) => rule.selectors.length === 1 && rule.selectors[0] === ':root' && rule.body.includes('--cc-'));
  if (defaults) {
    const divided = divideDefaults(defaults.body, bannerRules, siteSets);
    defaults.body = divided.banner;
    if (divided.preferences) preferences.unshift({ rules: [{ selectors: [':root'], body: divided.preferences }] });
  }
  const header = (part: string) =>
    `/* vanilla-cookieconsent ${version} (MIT, Orest Bida): ${part}. Generated by tools/consent-css.ts: do not edit. */\n`;
  return {
    banner: `${header('base and banner rules, which block the first paint')}${serialise(banner)}\n`,
    preferences: `${header('preferences dialog rules, loaded when it opens')}${serialise(preferences)}\n`,
  };
}

export async function buildConsentCss() {
  const css = await readFile(require.resolve('vanilla-cookieconsent/dist/cookieconsent.css'), 'utf8');
  const { version } = JSON.parse(await readFile(require.resolve('vanilla-cookieconsent/package.json'), 'utf8')) as { version: string };
  return splitConsentCss(css, version, siteConsentProperties(await readFile(SITE_CONSENT_CSS, 'utf8')));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { banner, preferences } = await buildConsentCss();
  await writeFile(OUTPUT.banner, banner);
  await writeFile(OUTPUT.preferences, preferences);
  console.log(
    `${OUTPUT.banner}: ${(banner.length / 1024).toFixed(1)} kB; ${OUTPUT.preferences}: ${(preferences.length / 1024).toFixed(1)} kB`,
  );
}
