/** Content types as the schemas produce them, for components that render one section of a page. */
import type { CollectionEntry } from 'astro:content';

export type HomeContent = CollectionEntry<'home'>['data'];
export type NotFoundContent = CollectionEntry<'notFound'>['data'];
export type ContactContent = CollectionEntry<'contact'>['data'];
export type PodcastContent = CollectionEntry<'podcast'>['data'];
export type AboutContent = CollectionEntry<'about'>['data'];
export type LivreContent = CollectionEntry<'livre'>['data'];
export type RessourcesContent = CollectionEntry<'ressources'>['data'];
export type PressContent = CollectionEntry<'press'>['data'];
export type MentionsLegalesContent = CollectionEntry<'mentionsLegales'>['data'];
export type ConfidentialiteContent = CollectionEntry<'confidentialite'>['data'];
export type CgvContent = CollectionEntry<'cgv'>['data'];
export type AteliersContent = CollectionEntry<'ateliers'>['data'];
export type AccompagnementsContent = CollectionEntry<'accompagnements'>['data'];
export type ConstructionContent = CollectionEntry<'construction'>['data'];
export type DemenagementContent = CollectionEntry<'demenagement'>['data'];
export type FengShuiContent = CollectionEntry<'fengShui'>['data'];
export type FormationContent = CollectionEntry<'formation'>['data'];
export type ConferencesContent = CollectionEntry<'conferences'>['data'];
export type BlogContent = CollectionEntry<'blog'>['data'];
export type BlogArticleEntry = CollectionEntry<'blogArticles'>;
