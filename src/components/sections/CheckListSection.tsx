import { hrefFor, type PageId } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { cn } from '../../lib/cn';
import { ButtonLink } from '../ui/ButtonLink';
import { Card } from '../ui/Card';
import { CheckList, type CheckItem } from '../ui/CheckList';
import { Heading } from '../ui/Heading';
import { IconList, type Benefit } from '../ui/IconList';
import { Section } from '../ui/Section';

interface CheckListSectionProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined; items: readonly CheckItem[] };
  /** `ink` sets the section apart on the dark background (the Pro plan's key elements). */
  tone?: 'linen' | 'sand' | 'white' | 'ink';
  /** A sequence (steps) rather than a set. */
  ordered?: boolean;
  /** Two columns of items from medium screens up, for long lists. */
  columns?: 1 | 2;
  /** A card beside the list from large screens up (below it on a phone): who a service is for. */
  aside?: { title: string; items: readonly Benefit[] } | undefined;
  /** A link under the heading, to a page or an anchor, in the page's language. */
  cta?: { link: { label: string; page: PageId; hash?: string | undefined }; lang: Locale } | undefined;
}

/**
 * A heading and a ticked list: "are you concerned?", eligibility criteria, the steps of working
 * together, what an offer includes. Without an aside the heading sits beside the list on large
 * screens; with one, heading and list share the first column and the aside card takes the second.
 */
export function CheckListSection({ id, content, tone = 'linen', ordered = false, columns = 1, aside, cta }: CheckListSectionProps) {
  const dark = tone === 'ink';
  const heading = (
    <div>
      <Heading id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} intro={content.intro} tone={dark ? 'dark' : 'light'} />
      {cta && <ButtonLink action={{ href: hrefFor(cta.link, cta.lang), label: cta.link.label }} variant={dark ? 'light' : 'primary'} className="mt-8" />}
    </div>
  );
  const list = <CheckList items={content.items} ordered={ordered} columns={columns} tone={dark ? 'dark' : 'light'} className={cn(columns === 2 && 'gap-y-8')} />;
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <div
        className={cn(
          'grid items-start gap-10 lg:gap-16',
          aside ? 'lg:grid-cols-[1.25fr_1fr]' : columns === 2 ? 'lg:grid-cols-[1fr_1.6fr]' : 'lg:grid-cols-[1fr_1.1fr]',
        )}
      >
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
