/**
 * The book page's purchase section: the cover beside the book's facts (from the site config,
 * through lib/book.ts) and the order button to the distributor.
 */
import { ShoppingBag } from 'lucide-react';
import { site } from '../../config/site';
import type { LivreContent } from '../../content/types';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { bookFacts } from '../../lib/book';
import { buttonVariants } from '../ui/Button';
import { ExternalLink } from '../ui/ExternalLink';
import { FactList } from '../ui/FactList';
import { Heading } from '../ui/Heading';
import { Picture, type PictureData } from '../ui/Picture';
import { Section } from '../ui/Section';

/**
 * Where to buy the book (anchor #acheter): its facts from the site config as a
 * description list, price included, and the "Commander" button to the distributor.
 */
export function BookPurchase({ content, cover, lang }: { content: LivreContent['purchase']; cover: PictureData; lang: Locale }) {
  const t = useTranslations(lang);
  return (
    <Section id="acheter" aria-labelledby="acheter-title">
      <div className="grid items-center gap-12 rounded-card border border-sand-deep/70 bg-white/70 p-6 sm:p-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16 lg:p-14">
        <div className="mx-auto w-full max-w-64 lg:max-w-xs">
          <Picture image={cover} whenNear />
        </div>
        <div>
          <Heading id="acheter-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
          <FactList facts={bookFacts(site.book, content.factLabels, lang)} className="mt-8" />
          <ExternalLink
            href={site.external[content.order.external]}
            newTabLabel={t('a11y.newTab')}
            className={buttonVariants({ className: 'mt-8' })}
          >
            <ShoppingBag aria-hidden="true" />
            {content.order.label}
          </ExternalLink>
          {content.note && <p className="mt-6 text-[0.9375rem] text-ink-soft sm:text-sm">{content.note}</p>}
        </div>
      </div>
    </Section>
  );
}
