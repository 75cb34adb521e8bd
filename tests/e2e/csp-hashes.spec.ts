/**
 * Every built page (404s included), read straight from dist/: its CSP <meta> (docs/decisions/004
 * headers") carries the sha256 hash of each of its inline <script> and <style> elements, under the
 * directive that governs it. The build moves elements after Astro wrote the policy
 * (build/pages/page-rewrites.ts): this proves the hashes still match.
 * That the browser then runs the pages without a violation is checked on every route by routes.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { builtPages, MISSING_BUILD } from '../../build/pages/built-pages.ts';
import { cspHash, isInlineExecutable, textOf } from '../../build/pages/csp-script-hashes';
import { attribute, descendants } from '../../build/pages/html-tree';
import { expect, test } from './fixtures';

const pages = builtPages();

test('there are built pages to check', () => {
  expect(pages.length, MISSING_BUILD).toBeGreaterThan(0);
});

/** The page's policy, directive name → its values. */
function directives(policy: string): Map<string, string[]> {
  const parsed = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(parsed.map(([name, ...values]) => [name!.toLowerCase(), values]));
}

for (const file of pages) {
  test(`${file}: every inline script and style is hashed in the page's CSP`, () => {
    const elements = descendants(parse(readFileSync(join('dist', file), 'utf8'), { sourceCodeLocationInfo: true }));
    const metas = elements.filter(
      (element) => element.tagName === 'meta' && attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy',
    );
    expect(metas, 'one CSP <meta>').toHaveLength(1);
    const policy = directives(attribute(metas[0]!, 'content') ?? '');

    const inline = elements.filter(
      (element) => element.tagName === 'style' || (element.tagName === 'script' && isInlineExecutable(element)),
    );
    for (const element of inline) {
      const directive = element.tagName === 'script' ? 'script-src' : 'style-src';
      const hash = cspHash(textOf(element));
      expect(
        policy.get(directive) ?? [],
        `${directive} lacks ${hash}, the hash of <${element.tagName}>${textOf(element).slice(0, 80)}`,
      ).toContain(hash);
    }
  });
}
