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
