/**
 * What the tests search for, shared by the Chromium suite (tests/e2e) and the Firefox
 * and WebKit one (tests/engines): a query per language with results, the address at which the
 * every-route checks open the search page (with its results shown, so axe and the layout checks
 * see them), and a word that only one article uses, read from the content rather than written here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { searchFolder, vocabularyName } from '../src/config/search';
import type { Locale } from '../src/i18n/locales';
import { blogArticlePath, type Route } from '../src/i18n/routes';
import { blogArticles } from '../src/lib/blog-articles';

/**
 * A language's vocabulary as a build wrote it (build/search/search-index.ts): its words of five
 * letters or more, most used first. `dist` by default (the browser tests run against it).
 */
export function builtVocabulary(lang: Locale, dist = resolve(import.meta.dirname, '../dist')): string[] {
  return readFileSync(resolve(dist, searchFolder, vocabularyName(lang)), 'utf8')
    .split('\n')
    .filter(Boolean);
}

/** The most used word of seven letters or more, and a typo of it (its third letter left out), which is no word of the site. */
export function typoOf(vocabulary: readonly string[]): { word: string; typo: string } {
  for (const word of vocabulary.filter((known) => known.length >= 7 && /^\p{L}+$/u.test(known))) {
    const typo = word.slice(0, 2) + word.slice(3);
    if (!vocabulary.includes(typo)) return { word, typo };
  }
  throw new Error('no word of seven letters or more in the vocabulary');
}

/** A row of the keyboard: a word no site uses (the tests check that no word of this one starts with it, or is one typo from it). */
export const madeUpWord = 'azertyuiop';

/** Two words a visitor would type, found on several pages in each language. */
export const searchExample: Record<Locale, string> = { fr: 'lumière chambre', en: 'bedroom light' };

/** A route's address for the checks every route gets: the search page with results shown. */
export function shownAddress(route: Pick<Route, 'page' | 'lang' | 'path'>): string {
  return route.page === 'recherche' ? `${route.path}?q=${encodeURIComponent(searchExample[route.lang])}` : route.path;
}

/** Every content file of a language: the pages' YAML, the articles' and the projects' Markdown, lower-cased. */
function contentTexts(lang: Locale): Map<string, string> {
  const root = 'src/content';
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      file.endsWith(`${lang}.yaml`) || (['blog', 'projects'].some((folder) => file.startsWith(join(folder, lang))) && file.endsWith('.md')),
  );
  return new Map(files.map((file) => [join(root, file), readFileSync(join(root, file), 'utf8').toLowerCase()]));
}

/**
 * An article of the language, and a long word of its body that no other content file of that
 * language holds (nor any word starting with it, which French stemming could match): searching
 * for it must list that article first.
 */
export function distinctiveWord(lang: Locale): { path: string; title: string; word: string } {
  const texts = contentTexts(lang);
  for (const article of blogArticles.filter((a) => a.lang === lang)) {
    const body = readFileSync(article.file, 'utf8')
      .toLowerCase()
      .replace(/^---[\s\S]*?\n---\n/, '');
    const others = [...texts].filter(([file]) => file !== article.file).map(([, text]) => text);
    const word = body.match(/\p{L}{9,}/gu)?.find((candidate) => others.every((text) => !text.includes(candidate.slice(0, 7))));
    if (word) return { path: blogArticlePath(article.slug, lang), title: article.title, word };
  }
  throw new Error(`no article of ${lang} has a word of its own`);
}
