/**
 * Build step: a page's CSP allows, by hash, only the inline scripts the page has. Astro lists in
 * every page's `script-src` the hashes of all its own inline scripts (the loader of each island
 * directive, `load`, `idle`, `visible`, `media`, `only`), whether the page has them or not:
 * allowances no script of the page needs, in bytes compression cannot shrink, in a document that
 * should fit the first window a server sends (docs/decisions/004, docs/performance.md).
 * Style hashes are left as they are: the islands' runtime inserts its `<style>` as it starts.
 */
import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import { attribute, descendants, isHtml } from './html-tree.ts';

/** The policy `<meta>` as Astro writes it: its content, then the rest of the tag. */
const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;

/** Inline scripts the browser runs, hence that `script-src` governs; a data block (JSON-LD) is never run. */
export function isInlineExecutable(script: Tree.Element): boolean {
  const type = attribute(script, 'type')?.trim().toLowerCase();
  return (
    attribute(script, 'src') === undefined &&
    (!type || type === 'module' || /^(text|application)\/(x-)?(javascript|ecmascript)$/.test(type))
  );
}

/** A script's or style's source as its hash covers it: the element's text, untouched. */
export const textOf = (element: Tree.Element) => element.childNodes.map((node) => ('value' in node ? node.value : '')).join('');

/** The CSP source that allows this exact inline code: `'sha256-…'`. */
export const cspHash = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The page with its `script-src` hashes reduced to those of its own inline scripts. */
export function withOwnScriptHashes(page: string): string {
  const policy = POLICY.exec(page);
  if (!policy) return page;
  const scripts = descendants(parse(page)).filter((element) => isHtml(element, 'script') && isInlineExecutable(element));
  const own = new Set(scripts.map((script) => cspHash(textOf(script))));
  const content = policy[2]!.replace(
    /(^|;)(\s*script-src\s)([^;]*)/,
    (_, start: string, name: string, values: string) =>
      start +
      name +
      values
        .split(/\s+/)
        .filter((value) => !value.startsWith("'sha256-") || own.has(value))
        .join(' '),
  );
  return content === policy[2] ? page : page.replace(policy[0], `${policy[1]}${content}${policy[3]}`);
}
