/** Content types as the schemas produce them, for components that render one section of a page. */
import type { CollectionEntry } from 'astro:content';

export type HomeContent = CollectionEntry<'home'>['data'];
export type NotFoundContent = CollectionEntry<'notFound'>['data'];
export type ContactContent = CollectionEntry<'contact'>['data'];
export type PodcastContent = CollectionEntry<'podcast'>['data'];
export type AteliersContent = CollectionEntry<'ateliers'>['data'];
export type AccompagnementsContent = CollectionEntry<'accompagnements'>['data'];
export type ConstructionContent = CollectionEntry<'construction'>['data'];
export type DemenagementContent = CollectionEntry<'demenagement'>['data'];
export type FengShuiContent = CollectionEntry<'fengShui'>['data'];
