/**
 * The checks of identifiers that have a real form beyond their shape: a check digit, a number that
 * cannot be all zeros. Pure and import-free: the content schemas use them at build, and the editor
 * runs this same file before a save (build/editor/editor.ts writes it into /admin/).
 */

/** The digits of a text, in order: "978-2-1234-5678-9" → "9782123456789". */
export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Whether an ISBN-13 (hyphens or spaces allowed) has 13 digits and the right check digit (weights 1 and 3, modulo 10). */
export function isbn13Valid(isbn: string): boolean {
  const digits = digitsOf(isbn);
  if (digits.length !== 13 || !/^97[89]/.test(digits)) return false;
  const sum = [...digits.slice(0, 12)].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(digits[12]);
}

/**
 * Whether a Belgian enterprise number (BCE/KBO, also the VAT number) is one: ten digits starting
 * with 0 or 1, the last two being 97 minus the first eight modulo 97.
 */
export function enterpriseNumberValid(number: string): boolean {
  const digits = digitsOf(number);
  if (!/^[01]\d{9}$/.test(digits)) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/** Whether an international number in digits (country code first, no +) has a subscriber part that is not all zeros. */
export function phoneDigitsValid(digits: string): boolean {
  return /^[1-9]\d{7,14}$/.test(digits) && !/^\d{1,3}0+$/.test(digits);
}

/** Whether a phone number as written ("+32 470 12 34 56") is international, made of digits and spaces, and not all zeros. */
export function phoneDisplayValid(text: string): boolean {
  return /^\+[1-9][\d ]{7,19}$/.test(text.trim()) && phoneDigitsValid(digitsOf(text));
}

// The forms of the stand-in values the project ships with until the owner enters hers
// (content/schemas/provisional.ts): each is recognisable, so none can be published by mistake.

const RESERVED_HOSTS = /(^|\.)(example\.(com|net|org)|example|test|invalid)$/i;

/**
 * An address (`https://…` or an e-mail) on a domain reserved for examples, or whose path or query
 * names "example" (`https://www.instagram.com/example`, `https://calendly.com/example/…`).
 */
export function isExampleAddress(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const email = /^[^@\s]+@([^@\s]+)$/.exec(value.trim());
  if (email) return RESERVED_HOSTS.test(email[1]!);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return RESERVED_HOSTS.test(url.hostname) || /(^|[^a-z])example([^a-z]|$)/i.test(`${url.pathname}${url.search}`);
}

/** A text naming an example: "Éditions Exemple", "1 Example Street", "example/habitat-site". */
export const isExampleText = (value: unknown) => typeof value === 'string' && /(^|[^\p{L}])(example|exemple)([^\p{L}]|$)/iu.test(value);

/**
 * A number whose significant digits are all zeros: `+32 000 00 00 00` (after the country code),
 * `978-0-000-00000-0` (after the ISBN prefix), `BE 0000.000.000`, an id of zeros with at most a
 * last counting digit (`0000000000000000000001`).
 */
export function isZeroNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return /^\+?\d{1,3}[\s0]*0$/.test(text) || /^97[89][-\s0]*$/.test(text) || /^[A-Z]{2}[\s0.]*$/.test(text) || /^0{8,}[1-9]?$/.test(text);
}

/** One of the given stand-in texts ("Prénom Nom"). */
export const isOneOf =
  (...values: string[]) =>
  (value: unknown) =>
    typeof value === 'string' && values.includes(value.trim());

/** `true`: an item marked as an example (an invented press item) until the owner unticks it. */
export const isTicked = (value: unknown) => value === true;
