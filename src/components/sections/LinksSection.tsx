import { ArrowRight } from 'lucide-react';
import { hrefFor, type PageId } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { buttonVariants } from '../ui/Button';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';

interface LinksSectionProps {
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined; links: readonly { label: string; page: PageId; hash?: string | undefined }[] };
  lang: Locale;
  /** The section's anchor; a page with two such bands gives the second its own. */
  id?: string;
  tone?: 'linen' | 'sand' | 'white';
}

/** "Where next": a call-to-action band, a heading and a few links to other pages of the site (or to an anchor), as buttons. */
export function LinksSection({ content, lang, id = 'next', tone = 'sand' }: LinksSectionProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <div className="flex flex-col items-start gap-8 md:flex-row md:items-center md:justify-between">
        <Heading id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
        <ul className="flex flex-wrap gap-4">
          {content.links.map((link, index) => (
            <li key={`${link.page}${link.hash ?? ""}`}>
              <a href={hrefFor(link, lang)} className={buttonVariants({ variant: index === 0 ? 'primary' : 'secondary' })}>
                {link.label}
                <ArrowRight aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
