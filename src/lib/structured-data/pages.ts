/** Descriptions of a page's own content: FAQ, podcast, blog, article, project, breadcrumb trail. */
import type {
  BlogLeaf,
  BlogPostingLeaf,
  BreadcrumbListLeaf,
  CreativeWorkLeaf,
  FAQPageLeaf,
  PodcastSeriesLeaf,
  WithContext,
} from 'schema-dts';
import { site } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import { absoluteUrl, pathFor } from '../../i18n/routes';
import { shareCardPath } from '../share-card';
import { idRef, ids, practiceRef, practitionerRef } from './references';

/** A page's questions and answers, exactly as its FAQ section shows them. */
export function faqData(items: readonly { question: string; answer: string }[], lang: Locale): WithContext<FAQPageLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: lang,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The podcast (podcast page); its show on the music platform is the same series. */
export function podcastData(name: string, description: string, lang: Locale): WithContext<PodcastSeriesLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastSeries',
    name,
    description,
    url: absoluteUrl(pathFor('podcast', lang)),
    sameAs: site.external.podcastPlatform,
    inLanguage: lang,
    author: idRef(ids.practice),
  };
}

/** One article as a list (the blog index, a category) or the article itself presents it. */
export interface ArticleFacts {
  /** The article's public path, e.g. `/blog/lumiere-et-productivite`. */
  path: string;
  headline: string;
  description: string;
  /** YYYY-MM-DD, as the article's front matter gives it. */
  datePublished: string;
  dateModified?: string | undefined;
  /** Absolute URL or site path of its image; its share card by default. */
  image?: string | undefined;
}

const blogId = (lang: Locale) => `${absoluteUrl(pathFor('blog', lang))}#blog`;

/** An article page: headline, dates, image, author, publisher, language, the page it is the subject of. */
export function blogPostingData(lang: Locale, article: ArticleFacts): WithContext<BlogPostingLeaf> {
  const url = absoluteUrl(article.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    image: absoluteUrl(article.image ?? shareCardPath(article.path)),
    author: practitionerRef(),
    publisher: practiceRef(),
    inLanguage: lang,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    isPartOf: idRef(blogId(lang)),
  };
}

/** The blog index: the blog, and the articles it lists. */
export function blogData(
  lang: Locale,
  facts: { name: string; description: string; articles: readonly ArticleFacts[] },
): WithContext<BlogLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': blogId(lang),
    name: facts.name,
    description: facts.description,
    url: absoluteUrl(pathFor('blog', lang)),
    inLanguage: lang,
    publisher: practiceRef(),
    blogPost: facts.articles.map((article) => ({
      '@type': 'BlogPosting',
      '@id': `${absoluteUrl(article.path)}#article`,
      headline: article.headline,
      url: absoluteUrl(article.path),
      datePublished: article.datePublished,
    })),
  };
}

/** One of her projects as its page presents it. */
export interface ProjectWorkFacts {
  /** The project's public path, e.g. `/realisations/maison-de-ville-uccle`. */
  path: string;
  name: string;
  description: string;
  /** Where it is, as the page names it ("Uccle"). */
  place: string;
  /** The year it was finished. */
  year: number;
  /** The kind of help, in the page's language. */
  genre: string;
  /** Site paths or absolute URLs of its pictures, the after photograph first. */
  images: readonly string[];
}

/** A project's page: the work the practice made, where and when, with its pictures. */
export function projectData(lang: Locale, project: ProjectWorkFacts): WithContext<CreativeWorkLeaf> {
  const url = absoluteUrl(project.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url}#project`,
    name: project.name,
    description: project.description,
    url,
    inLanguage: lang,
    dateCreated: String(project.year),
    locationCreated: { '@type': 'Place', name: project.place },
    genre: project.genre,
    image: project.images.map((image) => absoluteUrl(image)),
    creator: practiceRef(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

/** One step of a trail: a page's name and its public path. */
export interface TrailStep {
  name: string;
  path: string;
}

/**
 * The trail of the visible breadcrumbs (components/chrome/Breadcrumbs: the pages above with their
 * address, then this page without one), as steps with addresses: the last step is the page itself.
 */
export function trailFromCrumbs(crumbs: readonly { label: string; href?: string | undefined }[], path: string): TrailStep[] {
  return crumbs.map((crumb, index) => {
    const stepPath = crumb.href ?? (index === crumbs.length - 1 ? path : undefined);
    if (!stepPath) throw new Error(`trailFromCrumbs: "${crumb.label}" is above the page but has no address`);
    return { name: crumb.label, path: stepPath };
  });
}

/**
 * Where a page sits below the top level (support sub-pages, articles, categories): the same trail
 * as its visible breadcrumbs, from the home page down to the page itself.
 */
export function breadcrumbData(trail: readonly TrailStep[]): WithContext<BreadcrumbListLeaf> {
  if (trail.length < 2) throw new Error('breadcrumbData: a trail has at least two steps (a page above, and the page itself)');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}
