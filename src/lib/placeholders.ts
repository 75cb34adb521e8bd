/**
 * `{name}` placeholders in text the owner writes (the legal pages say "{brand}" where the practice's
 * name goes), filled at build time from the site config. Values may be elements, so `{email}` can
 * become a mailto link. The content schema checks the names, so a typo fails the build in the file
 * that has it; filling checks again, so no page is ever published with a `{name}` left in it.
 */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The names a text uses, in order of appearance: "Write to {email}" → ["email"]. */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * Splits a text at its placeholders and puts each value in place:
 * fillPlaceholders("Write to {email}.", { email: link }) → ["Write to ", link, "."].
 * An unknown name is an error that quotes the text.
 */
export function fillPlaceholders<T>(text: string, values: Readonly<Record<string, T>>): (string | T)[] {
  const parts: (string | T)[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!Object.hasOwn(values, name)) throw new Error(`Unknown placeholder {${name}} in "${text}"`);
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(values[name]!);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The paragraphs of a block of text, separated by blank lines (a YAML `|` block keeps them). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}
