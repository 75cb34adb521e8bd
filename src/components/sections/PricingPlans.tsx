/**
 * The training page's plans (#formules), cards side by side whose rows line up through a subgrid,
 * with price, instalments, features, seats left and the sign-up link.
 */
import { CalendarClock, ExternalLink as ExternalIcon, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '../../config/site';
import type { FormationContent } from '../../content/types';
import type { Locale } from '../../i18n/locales';
import { format, useTranslations } from '../../i18n/ui';
import { cn } from '../../lib/cn';
import { formatEuros } from '../../lib/money';
import { buttonVariants } from '../ui/Button';
import { CheckList } from '../ui/CheckList';
import { ExternalLink } from '../ui/ExternalLink';
import { Heading } from '../ui/Heading';
import { formatPriceExclVat, Price } from '../ui/Price';
import { Section } from '../ui/Section';

type Plans = FormationContent['plans'];
type Plan = Plans['items'][number];

/**
 * The plans side by side, anchored at #formules, each card at its
 * own id. From large screens up the cards share one grid (subgrid rows), so titles, prices,
 * durations and lists line up across the three and compare at a glance; on a phone they stack.
 * The plan with a badge is the highlighted one. `children` follow the cards (the Pro plan's key
 * elements).
 */
export function PricingPlans({ content, lang, children }: { content: Plans; lang: Locale; children?: ReactNode }) {
  return (
    <Section id="formules" tone="white" aria-labelledby="formules-title">
      <Heading id="formules-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} align="center" />
      <ul className="mt-12 grid gap-8 sm:mt-14 lg:grid-cols-[repeat(auto-fit,minmax(min(100%,max(18rem,(100%_-_3rem)/3)),1fr))] lg:grid-rows-[repeat(6,auto)] lg:gap-x-6 lg:gap-y-0">
        {content.items.map((plan) => (
          <li key={plan.id} className="lg:row-span-6 lg:grid lg:grid-rows-subgrid">
            <PlanCard plan={plan} labels={content.labels} lang={lang} />
          </li>
        ))}
      </ul>
      {content.note && <p className="mx-auto mt-10 max-w-3xl text-center text-[0.9375rem] text-ink-soft sm:text-sm">{content.note}</p>}
      {children}
    </Section>
  );
}

function PlanCard({ plan, labels, lang }: { plan: Plan; labels: Plans['labels']; lang: Locale }) {
  const t = useTranslations(lang);
  const featured = plan.badge !== undefined;
  const seatsId = `${plan.id}-seats`;
  return (
    <article
      id={plan.id}
      aria-labelledby={`${plan.id}-title`}
      data-plan={plan.id}
      data-featured={featured || undefined}
      className={cn(
        'relative flex h-full scroll-mt-6 flex-col gap-4 rounded-card border p-6 sm:gap-6 sm:p-8 lg:row-span-6 lg:grid lg:grid-rows-subgrid lg:gap-y-6',
        featured ? 'border-2 border-clay-deep bg-linen shadow-lift' : 'border-sand-deep bg-white',
      )}
    >
      <header>
        {plan.badge && (
          <p className="absolute -top-4 left-6 rounded-full bg-clay-deep px-4 py-1.5 text-sm font-semibold text-white sm:left-8">
            {plan.badge}
          </p>
        )}
        <h3 id={`${plan.id}-title`} className="font-serif text-2xl font-medium text-ink sm:text-3xl">
          {plan.title}
        </h3>
        <p className="mt-2 text-ink-soft">{plan.subtitle}</p>
        {/* The length under the subtitle, its label for screen readers only: the calendar says it. */}
        <dl className="mt-3">
          <dt className="sr-only">{labels.duration}</dt>
          <dd className="flex items-start gap-2.5 font-medium text-ink">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-clay-deep" />
            <span data-plan-duration>{plan.duration}</span>
          </dd>
        </dl>
      </header>

      {/* Bottom-aligned: with or without a former price above, the prices of a row sit on one line. */}
      <div className="flex flex-col justify-end border-y border-sand-deep/70 py-4 sm:py-5" data-plan-price>
        <Price amount={plan.price.amount} was={plan.price.was} lang={lang} />
        <p className="mt-2 font-medium text-ink" data-plan-installments>
          {plan.installments.amount === undefined
            ? format(t('price.instalments'), { count: String(plan.installments.count) })
            : format(t('price.perMonth'), {
                count: String(plan.installments.count),
                amount: plan.installments.exclVat
                  ? formatPriceExclVat(plan.installments.amount, lang)
                  : formatEuros(plan.installments.amount, lang),
              })}
        </p>
      </div>

      <p className="text-ink-soft">{plan.description}</p>

      <div>
        <p className="mb-4 text-sm font-semibold tracking-[0.1em] text-ink-soft uppercase">{labels.features}</p>
        <CheckList items={plan.features} />
      </div>

      <div className="flex items-start gap-3">
        <Target aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-clay-deep" />
        <dl>
          <dt className="text-sm font-semibold tracking-[0.1em] text-ink-soft uppercase">{labels.target}</dt>
          <dd className="mt-1 text-ink">{plan.target}</dd>
        </dl>
      </div>

      <div className="mt-auto flex flex-col justify-end gap-5">
        {plan.seats && (
          <div data-plan-seats>
            {/* Said plainly, in the page's quiet register: the places left, not urgency. */}
            <p id={seatsId} className="mb-2 text-[0.9375rem] text-ink-soft sm:text-sm">
              {format(t('plan.seatsLeft'), { left: String(plan.seats.left), total: String(plan.seats.total) })}
            </p>
            {/* A native <progress>: its value is announced with the text above as its name, and it needs no inline style. */}
            <progress
              value={plan.seats.total - plan.seats.left}
              max={plan.seats.total}
              aria-labelledby={seatsId}
              className="block h-1.5 w-full appearance-none overflow-hidden rounded-full bg-sand [&::-moz-progress-bar]:bg-ink-soft [&::-webkit-progress-bar]:bg-sand [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-ink-soft"
            />
          </div>
        )}
        <ExternalLink
          href={site.external[plan.cta.external]}
          newTabLabel={t('a11y.newTab')}
          className={buttonVariants({ variant: featured ? 'primary' : 'secondary', size: 'sm', className: 'w-full' })}
          data-plan-cta
        >
          {plan.cta.label}
          <ExternalIcon aria-hidden="true" />
        </ExternalLink>
      </div>
    </article>
  );
}
