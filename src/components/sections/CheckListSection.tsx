/**
 * A section of a heading and a ticked list, with an optional card beside it (who a service is for),
 * used on the support pages.
 */
import { cn } from '../../lib/cn';
import { Card } from '../ui/Card';
import { CheckList, type CheckItem } from '../ui/CheckList';
import { Heading } from '../ui/Heading';
import { IconList, type Benefit } from '../ui/IconList';
import { Section, type SectionTone } from '../ui/Section';

interface CheckListSectionProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined; items: readonly CheckItem[] };
  tone?: SectionTone;
  /** A sequence (steps) rather than a set. */
  ordered?: boolean;
  /** A card beside the list from large screens up (below it on a phone): who a service is for. */
  aside?: { title: string; items: readonly Benefit[] } | undefined;
}

/**
 * A heading and a ticked list: "are you concerned?", eligibility criteria, the steps of working
 * together, what an offer includes. Without an aside the heading sits beside the list on large
 * screens; with one, heading and list share the first column and the aside card takes the second.
 */
export function CheckListSection({ id, content, tone = 'linen', ordered = false, aside }: CheckListSectionProps) {
  const heading = <Heading id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />;
  const list = <CheckList items={content.items} ordered={ordered} />;
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <div className={cn('grid items-start gap-10 lg:gap-16', aside ? 'lg:grid-cols-[1.25fr_1fr]' : 'lg:grid-cols-[1fr_1.1fr]')}>
        {aside ? (
          <div>
            {heading}
            <div className="mt-10">{list}</div>
          </div>
        ) : (
          <>
            {heading}
            <div className="lg:pt-2">{list}</div>
          </>
        )}
        {aside && (
          <Card className={tone === 'white' ? 'bg-linen' : 'bg-white'}>
            <h3 className="font-serif text-2xl font-medium">{aside.title}</h3>
            <IconList items={aside.items} className="mt-6" />
          </Card>
        )}
      </div>
    </Section>
  );
}
