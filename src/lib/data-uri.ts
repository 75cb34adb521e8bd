/**
 * An SVG as a `data:` URL, for an image small enough that a request of its own costs more than its
 * bytes (the favicon: ~330 bytes, fetched by the browser alongside the page's first requests).
 * Percent-encoded rather than base64: shorter for SVG text, and it compresses with the page.
 */
export function svgDataUri(svg: string): string {
  const compact = svg.trim().replace(/\s*\n\s*/g, ' ');
  // Only what a valid URL cannot hold as is (spaces included); quotes become ' so none needs escaping.
  const encoded = compact
    .replace(/"/g, "'")
    .replace(/[ %#<>?[\\\]^`{|}\r\n\t]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `data:image/svg+xml,${encoded}`;
}
