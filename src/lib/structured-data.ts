/**
 * schema.org descriptions for search engines (docs/decisions/014), typed with schema-dts so that a
 * misspelt or misplaced property fails the type check, and built only from what the page shows:
 * the site config and the page's content. BaseLayout renders each as a JSON-LD data block, which
 * browsers never execute (so the CSP has nothing to allow).
 *
 * Which page declares what (tests/build/pages.test.ts checks it on every built page):
 * home → practiceData + websiteData · about → personData · livre → bookData · formation →
 * courseData (+ faqData) · any page with an FAQ → faqData · podcast → podcastData · blog →
 * blogData · article → blogPostingData · project → projectData · every page below the top level →
 * breadcrumbData.
 */
import type { Thing, WithContext } from 'schema-dts';

export { practiceData, websiteData, personData, disciplines, type PersonFacts } from './structured-data/practice';
export { bookData, courseData, type BookFacts, type CourseFacts, type TrainingPlan } from './structured-data/offers';
export {
  faqData,
  podcastData,
  blogPostingData,
  blogData,
  projectData,
  breadcrumbData,
  trailFromCrumbs,
  type ArticleFacts,
  type ProjectWorkFacts,
  type TrailStep,
} from './structured-data/pages';
export { ids } from './structured-data/references';

/** One JSON-LD block: a schema.org thing with its context. */
export type StructuredData = WithContext<Thing>;

/** JSON safe inside a <script> element: no "</script>" or comment opener can close it early. */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
