/**
 * Reading time of an article, computed at build time from its Markdown: the words a reader reads
 * (link texts yes, addresses, image paths and markup no) at 220 words a minute, an unhurried pace
 * for considered prose, rounded up and never less than a minute.
 */
export const WORDS_PER_MINUTE = 220;

/** The words of a Markdown text as a reader meets them. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, ' ') // front matter, if given the whole file
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ') // images: not read in the flow of the text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: their words only
    .replace(/<[^>]+>/g, ' ');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read a Markdown text: at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}
