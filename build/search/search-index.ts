/**
 * Build step: the site's search index, written by Pagefind into `dist/pagefind/` from
 * the built pages, one index per language (Pagefind reads `<html lang>` and stems French as
 * French), and beside it each language's vocabulary, which the search page fetches only
 * to correct a word that finds nothing. build/search/search-pages.ts says which pages and which
 * part of each; the search page's island (components/islands/SiteSearch.tsx) reads the index in the
 * browser, and no other page loads any of it.
 *
 * Only what the island uses is kept: Pagefind also writes its own ready-made interfaces
 * (pagefind-ui.js and its stylesheet…) and a worker, which the site does not use (the island runs
 * the library on the page: src/lib/search.ts) and should not publish.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';
import { locales, type Locale } from '../../src/i18n/locales';
import { routeAt } from '../../src/i18n/routes';
import { blogArticles } from '../../src/lib/blog-articles';
import { vocabularyOf } from '../../src/lib/search-words';
import { searchFolder, vocabularyName } from '../../src/config/search';
import { readBuiltPages } from '../pages/built-pages';
import { articleSearchMeta, isSearchable, pageForSearch, searchExcludedSelectors } from './search-pages';

/** What the browser needs of Pagefind's output: its script, its wasm, the index, its metadata and the excerpts. */
const kept = new RegExp(
  `^(pagefind\\.js|pagefind-entry\\.json|pagefind\\.(${locales.join('|')})_\\w+\\.pf_meta|wasm\\.(${locales.join('|')})\\.pagefind|index|fragment|filter)$`,
);

export function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const root = fileURLToPath(dir);
        // The Pagefind binary starts here, as a service, and stops with close().
        const { index, errors } = await createIndex({ excludeSelectors: [...searchExcludedSelectors] });
        if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);
        let count = 0;
        for (const page of await readBuiltPages(dir)) {
          const route = routeAt(page.path);
          if (!route || !isSearchable(route)) continue;
          const article =
            route.blog?.kind === 'article' ? blogArticles.find((a) => a.slug === route.blog!.slug && a.lang === route.lang) : undefined;
          const html = pageForSearch(await readFile(join(root, page.file), 'utf8'), article && articleSearchMeta(article));
          const added = await index.addHTMLFile({ url: page.path, content: html });
          if (added.errors.length) throw new Error(`search index: ${page.file}: ${added.errors.join('; ')}`);
          count++;
        }
        const output = join(root, searchFolder);
        const written = await index.writeFiles({ outputPath: output });
        if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
        await close();
        for (const entry of await readdir(output)) if (!kept.test(entry)) await rm(join(output, entry), { recursive: true });
        const words = await writeVocabularies(output);
        logger.info(`indexed ${count} pages for search in ${((performance.now() - started) / 1000).toFixed(1)} s; vocabulary: ${words}`);
      },
    },
  };
}

/** One page's excerpt file as Pagefind writes it: gzip, its signature, then JSON. */
const fragmentSignature = 'pagefind_dcd';

/**
 * Each language's vocabulary, read from the words Pagefind indexed (its excerpt files, one per page,
 * named after the page's language), so that a correction is always a word search finds.
 */
async function writeVocabularies(output: string): Promise<string> {
  const texts = new Map<Locale, string[]>(locales.map((lang) => [lang, []]));
  const folder = join(output, 'fragment');
  for (const file of await readdir(folder)) {
    const json = gunzipSync(await readFile(join(folder, file))).toString('utf8');
    if (!json.startsWith(fragmentSignature)) throw new Error(`search index: ${file} is not a Pagefind excerpt file`);
    texts.get(file.split('_')[0] as Locale)?.push((JSON.parse(json.slice(fragmentSignature.length)) as { content: string }).content);
  }
  const counts: string[] = [];
  for (const [lang, contents] of texts) {
    const vocabulary = vocabularyOf(contents);
    await writeFile(join(output, vocabularyName(lang)), `${vocabulary.join('\n')}\n`);
    counts.push(`${lang} ${vocabulary.length} words`);
  }
  return counts.join(', ');
}
