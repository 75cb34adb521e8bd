/**
 * Reads a `_headers` file (Netlify / Cloudflare Pages format) and answers which headers a path
 * gets, the way Cloudflare Pages applies them, so that the local server (tools/serve.ts) and the
 * tests see what production sends:
 * - a path pattern on its own line, then indented `Name: value` lines;
 * - `*` matches any run of characters, `:name` one path segment;
 * - every matching rule applies, top to bottom; a header set again by a later rule is joined to
 *   the earlier value with ", " (Cloudflare), where Netlify keeps the most specific rule's value.
 *   The generated file sets only the CSP from two rules (the editor's), where both come to the
 *   same policy (build/host/host-config.ts);
 * - `! Name` removes a header set by an earlier matching rule (Cloudflare; Netlify ignores it).
 */
export interface HeaderRule {
  source: string;
  pattern: RegExp;
  set: Record<string, string>;
  unset: string[];
}

function patternOf(source: string): RegExp {
  const escaped = source
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:[A-Za-z]\w*/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ source: trimmed, pattern: patternOf(trimmed), set: {}, unset: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: a header line without a path above it: "${trimmed}"`);
    if (trimmed.startsWith('!')) {
      rule.unset.push(trimmed.slice(1).trim());
      continue;
    }
    const colon = trimmed.indexOf(':');
    if (colon < 0) throw new Error(`_headers: not a "Name: value" line: "${trimmed}"`);
    const name = trimmed.slice(0, colon).trim();
    const value = trimmed.slice(colon + 1).trim();
    rule.set[name] = rule.set[name] === undefined ? value : `${rule.set[name]}, ${value}`;
  }
  return rules;
}

/** The rules whose pattern matches a path, in file order. */
export function matchingRules(rules: readonly HeaderRule[], pathname: string): HeaderRule[] {
  return rules.filter((rule) => rule.pattern.test(pathname));
}

/** The headers for a path, names as the file writes them, values joined as Cloudflare joins them. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers = new Map<string, { name: string; value: string }>();
  const seen = new Set<string>();
  for (const rule of matchingRules(rules, pathname)) {
    for (const name of rule.unset) headers.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.set)) {
      const key = name.toLowerCase();
      const current = headers.get(key);
      headers.set(key, { name, value: seen.has(key) && current ? `${current.value}, ${value}` : value });
      seen.add(key);
    }
  }
  return Object.fromEntries([...headers.values()].map(({ name, value }) => [name, value]));
}

/**
 * The policies a `Content-Security-Policy` value holds: one, or several joined with ", " where a
 * host joined two rules' values (Cloudflare). A browser enforces each of them.
 */
export function cspPolicies(value: string | null | undefined): string[] {
  return value
    ? value
        .split(/,\s*/)
        .map((policy) => policy.trim())
        .filter(Boolean)
    : [];
}
