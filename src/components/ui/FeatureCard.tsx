/**
 * The card of the site's card grids (services, options, workshops, articles, projects), its badge,
 * and the CardGrid whose subgrid rows line up the parts of cards in a row.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { swipeRow } from './swipe-row';
import { ButtonLink, type LinkAction } from './ButtonLink';
import { Card } from './Card';
import { Icon } from './Icon';
import type { IconName } from './icons';
import { Picture, type PictureData } from './Picture';

/** Where a card leads: a page of the site, or another site in a new tab (with `newTabLabel`). */
export type CardAction = LinkAction;

interface FeatureCardProps {
  icon?: IconName | undefined;
  /** A short tag in the corner: a duration, a price, an article's category. */
  badge?: string | undefined;
  /** A small icon inside the badge, before its text (an article's category). */
  badgeIcon?: IconName | undefined;
  /** An illustration across the top of the card. */
  image?: PictureData | undefined;
  title: string;
  description: string;
  /** Facts between the description and the action: a price line, a duration, a list. */
  children?: ReactNode;
  /** Where the card leads, as a button-styled link at its foot. */
  action?: CardAction | undefined;
  id?: string | undefined;
}

/**
 * The card of the site's card grids (services, support options, workshops, resources, talks,
 * articles). With a badge the icon heads the card beside it; without one it sits before the
 * title, on its line, so a card spends its height on what it says.
 * Its five parts (picture, heading, description, details, action) each take one row of the
 * CardGrid it stands in (a subgrid), so across a row of cards the titles, the descriptions, the
 * prices and the buttons start on one line whatever the length of each card's text. A part a card
 * does not have leaves its row empty (no height, no gap: the spacing is the parts' own margins).
 */
export function FeatureCard({ icon, badge, badgeIcon, image, title, description, children, action, id }: FeatureCardProps) {
  const heading = <h3 className="font-serif text-2xl font-medium">{title}</h3>;
  return (
    <Card id={id} className="row-span-full grid grid-cols-1 grid-rows-subgrid gap-y-0 overflow-hidden transition-shadow hover:shadow-lift">
      {image && (
        <div className="row-start-1">
          <Picture
            image={image}
            whenNear
            className="-mx-5 -mt-5 mb-5 block aspect-[3/2] w-[calc(100%+2.5rem)] max-w-none object-cover sm:-mx-8 sm:-mt-8 sm:mb-6 sm:w-[calc(100%+4rem)]"
          />
        </div>
      )}
      <div className="row-start-2">
        {badge && (
          <div className="mb-6 flex items-center justify-between gap-4">
            {icon && <Icon name={icon} className="size-8 text-clay-deep" />}
            <Badge icon={badgeIcon}>{badge}</Badge>
          </div>
        )}
        {icon && !badge ? (
          <div className="flex items-start gap-3">
            <Icon name={icon} className="mt-0.5 size-7 shrink-0 text-clay-deep" />
            {heading}
          </div>
        ) : (
          heading
        )}
      </div>
      <p className="row-start-3 mt-3 text-ink-soft">{description}</p>
      {children && <div className="row-start-4 mt-5">{children}</div>}
      {/* The card's title tells apart the links of a row of cards that all say the same. */}
      {action && (
        <div className="row-start-5 mt-4 sm:mt-6">
          <ButtonLink action={{ subject: title, ...action }} variant="secondary" size="sm" />
        </div>
      )}
    </Card>
  );
}

/**
 * A small rounded tag (sand, ink text), with an optional line icon before its words. Its words may
 * break anywhere rather than overflow its card (a compound kept whole at 200 % text).
 */
export function Badge({ icon, children }: { icon?: IconName | undefined; children: ReactNode }) {
  return (
    <span
      data-slot="badge"
      className="inline-flex min-w-0 items-center gap-1.5 rounded-full bg-sand px-3 py-1 text-sm font-medium wrap-anywhere text-ink"
    >
      {icon && <Icon name={icon} className="size-4 text-clay-deep" />}
      {children}
    </span>
  );
}

/**
 * Three cards a row from medium screens up (two with `columns={2}`), one a row on phones. The phone
 * column is explicit (`grid-cols-1`, a `minmax(0, 1fr)` track): an implicit `auto` track grows to its
 * widest card's content, so a card whose button label cannot wrap outgrew the screen (WebKit) or
 * its right margin (Chromium, Firefox).
 * Each item spans the five rows of a FeatureCard and hands them down (subgrid), so the cards of a
 * row share their rows. The space between two rows of cards is the items' bottom margin, since a
 * row gap would also fall between the parts of every card; the list takes back the last one. The
 * item's one column, like the card's, may be narrower than its longest word (`grid-cols-1`): a long word
 * with large text then breaks inside the card rather than being cut off by it.
 * `swipe`: a row swiped sideways on a phone (`swipe-row.ts`), each card in its own fixed track.
 */
export function CardGrid({ children, columns = 3, swipe = false }: { children: ReactNode; columns?: 2 | 3; swipe?: boolean }) {
  return (
    <ul
      className={cn(
        '-mb-6 grid grid-cols-1 gap-x-6 *:row-span-5 *:mb-6 *:grid *:grid-cols-1 *:grid-rows-subgrid',
        swipe && swipeRow,
        columns === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3',
      )}
    >
      {children}
    </ul>
  );
}
