/**
 * The one filler of `{name}` placeholders: the interface's words ("Réserver sur {provider}"), the
 * carousel's position ("Image {current} sur {total}") and the text the owner writes (the legal
 * pages say "{brand}" where the practice's name goes). Free of imports, so islands use it in the
 * browser. Every name must have a value, so no page is ever published with a `{name}` left in it.
 */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The names a text uses, in order of appearance: "Write to {email}" → ["email"]. */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * Splits a text at its placeholders and puts each value in place; values may be elements, so
 * `{email}` can become a link: fillPlaceholders("Write to {email}.", { email: link }) → ["Write to ", link, "."].
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

/** A text with its placeholders filled: format('Book on {provider}', { provider: 'X' }) → 'Book on X'. */
export function format(template: string, values: Readonly<Record<string, string>>): string {
  return fillPlaceholders(template, values).join('');
}

/** The paragraphs of a block of text, separated by blank lines (a YAML `|` block keeps them). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}
