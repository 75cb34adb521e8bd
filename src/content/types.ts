/** Content types as the schemas produce them, for components that render one section of a page. */
import type { CollectionEntry } from 'astro:content';

export type HomeContent = CollectionEntry<'home'>['data'];
export type NotFoundContent = CollectionEntry<'notFound'>['data'];
export type ContactContent = CollectionEntry<'contact'>['data'];
export type PodcastContent = CollectionEntry<'podcast'>['data'];
export type BlogContent = CollectionEntry<'blog'>['data'];
export type BlogArticleEntry = CollectionEntry<'blogArticles'>;
