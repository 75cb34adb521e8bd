/**
 * The blog's RSS 2.0 feed in each language, `/blog/rss.xml` and `/en/blog/rss.xml`: the latest 50, newest first,
 * with absolute links (docs/decisions/015). Every blog page announces it in its head.
 */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { localeFromParam, localeStaticPaths } from '../../../i18n/locales';
import { absoluteUrl, blogArticlePath, pathFor } from '../../../i18n/routes';
import { getPage } from '../../../lib/content';
import { articleSlug, blogFeed, categoryView, getArticles } from '../../../lib/blog';

export const getStaticPaths = localeStaticPaths;

/** Readers fetch the whole feed at every poll: the latest articles, not years of them. */
export const feedLength = 50;

const feedLanguages = { fr: 'fr-BE', en: 'en-GB' } as const;

export async function GET({ params }: APIContext) {
  const lang = localeFromParam(params.lang);
  const page = await getPage('blog', lang);
  const feed = blogFeed(page, lang);
  const articles = await getArticles(lang);
  return rss({
    title: feed.title,
    description: page.feed.description,
    site: absoluteUrl(pathFor('blog', lang)),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: [
      `<language>${feedLanguages[lang]}</language>`,
      `<atom:link href="${absoluteUrl(feed.href)}" rel="self" type="application/rss+xml"/>`,
    ].join(''),
    items: articles.slice(0, feedLength).map((entry) => ({
      title: entry.data.title,
      description: entry.data.description,
      pubDate: new Date(entry.data.date),
      link: absoluteUrl(blogArticlePath(articleSlug(entry), lang)),
      categories: [categoryView(page, lang, entry.data.category).name],
    })),
  });
}
