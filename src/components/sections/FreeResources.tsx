/**
 * The training page's free resources, set under the booking calendar as a lighter way forward in
 * the same closing section.
 */
import { Heading } from '../ui/Heading';
import { FeatureList, type FeatureItem } from './FeatureGrid';

interface FreeResourcesProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  items: readonly FeatureItem[];
}

/**
 * Free resources set under the booking calendar, as the close's lighter way forward for whoever
 * is not ready to call (the training page; the home page's quiz plays the same part in its band):
 * one closing section instead of a resources section and then a booking section.
 */
export function FreeResources({ id, content, items }: FreeResourcesProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mx-auto mt-14 max-w-4xl sm:mt-20">
      <Heading level={3} id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <div className="mt-6">
        <FeatureList items={items} columns={3} level={4} />
      </div>
    </section>
  );
}
