/**
 * Links that act as calls to action: as a button or as text with its arrow, to a page of the site
 * or another site, and a row of buttons to the site's pages from content links.
 */
import { ArrowRight, ExternalLink as ExternalIcon, type LucideIcon } from 'lucide-react';
import { hrefFor, type PageId } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { cn } from '../../lib/cn';
import type { LinkAction } from '../../lib/links';
import { buttonVariants, type ButtonVariantProps } from './Button';
import { ExternalLink } from './ExternalLink';

export type { LinkAction };

interface ButtonLinkProps extends ButtonVariantProps {
  action: LinkAction;
  /** The glyph after the label; by default an arrow, or the new-tab sign for another site. */
  icon?: LucideIcon | undefined;
  className?: string;
}

/** A link that looks like a button: to a page of the site, or, with `newTabLabel`, to another site in a new tab. */
export function ButtonLink({ action, icon, variant, size, className }: ButtonLinkProps) {
  return <ActionLink action={action} icon={icon} className={cn(buttonVariants({ variant, size }), className)} />;
}

/**
 * The same link set as text with its arrow, for an item of a list read one after the other, where
 * a button per item would outweigh the items themselves.
 */
export function TextActionLink({ action, icon, className }: Omit<ButtonLinkProps, 'variant' | 'size'>) {
  return (
    <ActionLink
      action={action}
      icon={icon}
      className={cn(
        'inline-flex min-h-6 items-center gap-1.5 link-draw font-medium text-clay-deep underline underline-offset-4 [&_svg]:size-[1.1em] [&_svg]:shrink-0',
        className,
      )}
    />
  );
}

function ActionLink({ action, icon, className }: { action: LinkAction; icon?: LucideIcon | undefined; className: string }) {
  if (action.newTabLabel) {
    const Glyph = icon ?? ExternalIcon;
    return (
      <ExternalLink href={action.href} newTabLabel={action.newTabLabel} className={className}>
        {action.label}
        <Subject text={action.subject} />
        <Glyph aria-hidden="true" />
      </ExternalLink>
    );
  }
  const Glyph = icon ?? ArrowRight;
  return (
    <a href={action.href} className={className}>
      {action.label}
      <Subject text={action.subject} />
      <Glyph aria-hidden="true" />
    </a>
  );
}

function Subject({ text }: { text: string | undefined }) {
  return text ? <span className="sr-only">, {text}</span> : null;
}

/** A content link to a page of the site (pageLinkSchema), in the page's language. */
export interface PageLink {
  label: string;
  page: PageId;
  hash?: string | undefined;
}

/** A row of links to pages of the site as buttons: the first is the primary action, the others secondary. */
export function PageLinkButtons({ links, lang, className }: { links: readonly PageLink[]; lang: Locale; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-4', className)}>
      {links.map((link, index) => (
        <li key={`${link.page}${link.hash ?? ''}`}>
          <ButtonLink action={{ href: hrefFor(link, lang), label: link.label }} variant={index === 0 ? 'primary' : 'secondary'} />
        </li>
      ))}
    </ul>
  );
}
