import { ArrowRight } from 'lucide-react';
import { hrefFor, type PageId } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { buttonVariants } from '../ui/Button';
import { CheckList, type CheckItem } from '../ui/CheckList';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';

interface ChecklistSectionProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  items: readonly CheckItem[];
  /** A link under the list, to a page or an anchor. */
  cta?: { label: string; page: PageId; hash?: string | undefined } | undefined;
  lang: Locale;
  /** `ink` sets the section apart on the dark background. */
  tone?: 'linen' | 'sand' | 'white' | 'ink';
}

/** A heading beside a ticked list in two columns: what an offer includes, who a service is for. */
export function ChecklistSection({ id, content, items, cta, lang, tone = 'linen' }: ChecklistSectionProps) {
  const dark = tone === 'ink';
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <Heading id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} intro={content.intro} tone={dark ? 'dark' : 'light'} />
          {cta && (
            <a href={hrefFor(cta, lang)} className={buttonVariants({ variant: dark ? 'light' : 'primary', className: 'mt-8' })}>
              {cta.label}
              <ArrowRight aria-hidden="true" />
            </a>
          )}
        </div>
        <CheckList items={items} columns={2} tone={dark ? 'dark' : 'light'} className="gap-y-8" />
      </div>
    </Section>
  );
}
