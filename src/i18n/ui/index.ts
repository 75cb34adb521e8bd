import type { Locale } from '../locales';
import { en } from './en';
import { fr, type UiKey } from './fr';

export type { UiKey };
export const dictionaries = { fr, en } as const;

/** A translator bound to one language. Used at build time only: no dictionary ships to the browser. */
export type Translate = (key: UiKey) => string;

export function useTranslations(lang: Locale): Translate {
  const dictionary: Record<UiKey, string> = dictionaries[lang];
  return (key) => dictionary[key];
}

/** Fills `{name}` placeholders of a dictionary string: format('Book on {provider}', { provider: 'X' }). */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`format: no value for {${name}} in "${template}"`);
    return value;
  });
}
