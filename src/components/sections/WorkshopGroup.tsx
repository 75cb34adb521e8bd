/**
 * One group of workshops on the workshops page: a card per workshop with its picture, length, price
 * excluding VAT and order link.
 */
import { site, type ExternalId } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { formatDuration, isoDuration } from '../../lib/duration';
import { formatEuros } from '../../lib/money';
import { CardGrid, FeatureCard } from '../ui/FeatureCard';
import type { IconName } from '../ui/icons';
import type { PictureData } from '../ui/Picture';
import { HeadedSection } from './HeadedSection';

/** A workshop, with its illustration prepared at build time. */
export interface WorkshopCardData {
  icon: IconName;
  title: string;
  /** Euros, excluding VAT. */
  price: number;
  /** The length of the video; `over` when it runs longer than that. */
  duration: { minutes: number; over?: boolean | undefined };
  description: string;
  link: { label: string; external: ExternalId };
  picture: PictureData;
}

interface WorkshopGroupProps {
  id: string;
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined; items: readonly WorkshopCardData[] };
  lang: Locale;
  tone?: 'linen' | 'white';
}

/** One group of workshops (small or large): its introduction, then a card per workshop with its length, price and order page. */
export function WorkshopGroup({ id, content, lang, tone = 'linen' }: WorkshopGroupProps) {
  const t = useTranslations(lang);
  return (
    <HeadedSection id={id} content={content} tone={tone}>
      <CardGrid columns={2}>
        {content.items.map((workshop) => (
          <li key={workshop.title} data-workshop>
            <FeatureCard
              icon={workshop.icon}
              image={workshop.picture}
              title={workshop.title}
              description={workshop.description}
              action={{ href: site.external[workshop.link.external], label: workshop.link.label, newTabLabel: t('a11y.newTab') }}
            >
              <dl className="grid grid-cols-2 gap-4 border-t border-sand-deep pt-5">
                <div>
                  <dt className="text-sm text-ink-soft">{t('workshop.duration')}</dt>
                  <dd className="mt-1 font-medium text-ink" data-duration>
                    <Duration {...workshop.duration} lang={lang} />
                  </dd>
                </div>
                <div className="text-right">
                  <dt className="text-sm text-ink-soft">{t('workshop.price')}</dt>
                  <dd className="mt-1" data-price>
                    <span className="font-serif text-2xl font-medium text-clay-deep">{formatEuros(workshop.price, lang)}</span>
                    {'\u00a0'}
                    <span className="text-sm font-medium text-ink-soft">{t('price.exclVat')}</span>
                  </dd>
                </div>
              </dl>
            </FeatureCard>
          </li>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}

/** "1 h 15", or "Plus de 3 h 30": the figure itself machine-readable in a <time>. */
function Duration({ minutes, over, lang }: { minutes: number; over?: boolean | undefined; lang: Locale }) {
  const t = useTranslations(lang);
  const time = <time dateTime={isoDuration(minutes)}>{formatDuration(minutes, lang)}</time>;
  if (!over) return time;
  const [before = '', after = ''] = t('duration.over').split('{duration}');
  return (
    <>
      {before}
      {time}
      {after}
    </>
  );
}
