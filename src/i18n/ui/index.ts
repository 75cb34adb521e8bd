/**
 * The words of the interface, per language, from src/content/ui/{fr,en}.yaml (checked by `uiSchema`,
 * src/content/schemas/ui.ts). Read with node:fs when first imported: at build time, in Vitest and in
 * Playwright. No dictionary ships to the browser: islands receive their words as props.
 */
import { uiSchema, type UiData, type UiKey } from '../../content/schemas/ui';
import { readContentFile } from '../../lib/content-file';
import { typesetData } from '../../lib/typography';
import { locales, type Locale } from '../locales';

export type { UiKey };

/** Where a language's words live, relative to the project. */
export function uiFile(lang: Locale): string {
  return `src/content/ui/${lang}.yaml`;
}

/** `{ header: { callButton: '…' } }` → `{ 'header.callButton': '…' }`. */
export function flattenUi(data: UiData): Record<UiKey, string> {
  return Object.fromEntries(
    Object.entries(data).flatMap(([group, words]) => Object.entries(words).map(([key, value]) => [`${group}.${key}`, value])),
  ) as Record<UiKey, string>;
}

/** Each language's words, typeset by its rules (lib/typography.ts), as islands receive them. */
export const dictionaries = Object.fromEntries(
  locales.map((lang) => [lang, typesetData(flattenUi(readContentFile(uiFile(lang), uiSchema)), lang)]),
) as Record<Locale, Record<UiKey, string>>;

/** A translator bound to one language. Used at build time only: no dictionary ships to the browser. */
export type Translate = (key: UiKey) => string;

export function useTranslations(lang: Locale): Translate {
  const dictionary = dictionaries[lang];
  return (key) => dictionary[key];
}

export { format } from '../../lib/placeholders';
