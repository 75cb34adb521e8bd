import { Star } from 'lucide-react';
import { site } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { buttonVariants } from '../ui/Button';
import { ExternalLink } from '../ui/ExternalLink';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';

/** The testimonials of the home page and the listener feedback of the podcast page share this shape. */
interface TestimonialsContent {
  eyebrow?: string | undefined;
  title: string;
  intro?: string | undefined;
  platformLink: string;
  /**
   * The statement of a rating the spec attaches to this section (the podcast's listeners: "5 stars
   * on 80+ reviews"), shown whether or not the widget is allowed. The home page's has none: its
   * figures are stated once, elsewhere on the page.
   */
  ratingSummary?: string | undefined;
}

/**
 * Testimonials (spec §1.6). The direct link to the review platform, and the five stars with the
 * rating where the page states one, are always here, in HTML; the reviews widget itself is a
 * consent-gated embed and goes in `children`.
 */
export function Testimonials({ content, lang, children }: { content: TestimonialsContent; lang: Locale; children?: React.ReactNode }) {
  const t = useTranslations(lang);
  return (
    <Section id="testimonials" tone="white" aria-labelledby="testimonials-title">
      <div className="flex flex-col items-center text-center">
        <Heading id="testimonials-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} align="center" />
        {content.ratingSummary && (
          <p className="mt-8 flex flex-col items-center gap-2" data-rating-summary>
            <span aria-hidden="true" className="flex gap-1 text-clay">
              {[0, 1, 2, 3, 4].map((i) => (
                <Star key={i} className="size-6 fill-current" />
              ))}
            </span>
            <span className="font-serif text-2xl font-medium text-ink">{content.ratingSummary}</span>
          </p>
        )}
        {children && <div className="mt-8 w-full">{children}</div>}
        <ExternalLink href={site.external.reviewPlatform} newTabLabel={t('a11y.newTab')} className={buttonVariants({ variant: 'secondary', className: 'mt-10' })}>
          {content.platformLink}
        </ExternalLink>
      </div>
    </Section>
  );
}
