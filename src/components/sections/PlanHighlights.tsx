/**
 * The training page's block on how the Pro plan is lived, set under the plan cards as a dark panel
 * with a two-column ticked list.
 */
import type { FormationContent } from '../../content/types';
import { CheckList } from '../ui/CheckList';
import { Heading } from '../ui/Heading';

/**
 * The Pro plan's key elements, under the three plan cards rather than a section of its
 * own further down, with no button back up to a card just above: how the plan is lived (a weekly
 * live, one's own projects, a small group, support to the first clients), where its card lists
 * what it includes, so the two never say the same.
 */
export function PlanHighlights({ content }: { content: FormationContent['proKeys'] }) {
  return (
    <section
      id="pro"
      aria-labelledby="pro-title"
      className="mt-12 rounded-card bg-ink p-6 text-linen surface-dark sm:mt-16 sm:p-10 lg:p-12"
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-14">
        <Heading level={3} id="pro-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} tone="dark" />
        <CheckList items={content.items} columns={2} tone="dark" className="gap-y-6 lg:pt-2" />
      </div>
    </section>
  );
}
