/**
 * What every rewrite of the editor's bundle (Sveltia CMS, copied into /admin/ at build) relies on:
 * the code it rewrites is found by its shape, exactly once. A new version of the editor that moves
 * or duplicates it fails the build, naming the rewrite, instead of shipping an editor that quietly
 * lost a fix.
 */
export function matchOnce(bundle: string, pattern: RegExp, what: string): RegExpExecArray {
  const matches = [...bundle.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))];
  if (matches.length !== 1) throw new Error(`editor: expected one ${what} in the editor bundle, found ${matches.length}; check it before upgrading Sveltia CMS`);
  return matches[0] as RegExpExecArray;
}
