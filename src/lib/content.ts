/** Reading a page's content file at build time: the one way pages get their words. */
import { getEntry, type CollectionEntry } from 'astro:content';
import type { PageCollection } from '../content/schemas';
import type { Locale } from '../i18n/locales';
import { typesetData } from './typography';

/**
 * A page's content in one language, typeset by its rules (lib/typography.ts: what the owner typed
 * stays as she typed it in the file). A missing file fails the build and names the file to add:
 * a page is never published half-translated. The clients' testimonials, shown on several pages,
 * are read the same way.
 */
export async function getPage<C extends PageCollection | 'testimonials'>(collection: C, lang: Locale): Promise<CollectionEntry<C>['data']> {
  const entry = await getEntry(collection, lang);
  if (!entry) {
    throw new Error(`Missing content: src/content/${collection}/${lang}.yaml does not exist (page "${collection}", language "${lang}").`);
  }
  return typesetData(entry.data, lang);
}
