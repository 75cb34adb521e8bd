/**
 * Reads what a built page says about itself in its <head>: language, title, description,
 * canonical and language alternates, robots, Open Graph and article properties, JSON-LD blocks.
 * The build steps that run after Astro (share cards, sitemap) and the tests over `dist/` all read
 * pages through this one function, so they agree with what a crawler sees.
 *
 * A small tag scanner rather than a DOM: Astro writes well-formed, double-quoted attributes, and
 * the build should not depend on a browser-grade parser.
 */
export interface PageHead {
  lang: string | undefined;
  title: string | undefined;
  description: string | undefined;
  robots: string | undefined;
  canonical: string[];
  /** `<link rel="alternate" hreflang>` in document order. */
  alternates: { hreflang: string; href: string }[];
  /** Every `<meta property>` (og:*, article:*), each property with its values in document order. */
  properties: Record<string, string[]>;
  /** `<link>` elements other than canonical and alternates: icons, manifest, preloads. */
  links: { rel: string; href: string }[];
  /** The text of every `<script type="application/ld+json">`, unparsed. */
  jsonLd: string[];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return String.fromCodePoint(point);
    }
    return entities[code.toLowerCase()] ?? match;
  });
}

export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

export function readHead(html: string): PageHead {
  const end = html.search(/<\/head>/i);
  const head = end < 0 ? html : html.slice(0, end);
  const htmlTag = /<html\b([^>]*)>/i.exec(head);
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head);
  const result: PageHead = {
    lang: htmlTag ? parseAttributes(htmlTag[1]!).lang : undefined,
    title: title ? decodeEntities(title[1]!).trim() : undefined,
    description: undefined,
    robots: undefined,
    canonical: [],
    alternates: [],
    properties: {},
    links: [],
    jsonLd: [],
  };
  for (const tag of head.matchAll(/<(meta|link)\b([^>]*)>/gi)) {
    const attributes = parseAttributes(tag[2]!);
    if (tag[1]!.toLowerCase() === 'meta') {
      if (attributes.name === 'description') result.description = attributes.content;
      else if (attributes.name === 'robots') result.robots = attributes.content;
      else if (attributes.property) (result.properties[attributes.property] ??= []).push(attributes.content ?? '');
      continue;
    }
    const rel = attributes.rel ?? '';
    const href = attributes.href ?? '';
    if (rel === 'canonical') result.canonical.push(href);
    else if (rel === 'alternate' && attributes.hreflang) result.alternates.push({ hreflang: attributes.hreflang, href });
    else result.links.push({ rel, href });
  }
  for (const script of head.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (parseAttributes(script[1]!).type === 'application/ld+json') result.jsonLd.push(script[2]!);
  }
  return result;
}

/** The first value of an Open Graph / article property, or undefined. */
export function property(head: PageHead, name: string): string | undefined {
  return head.properties[name]?.[0];
}
