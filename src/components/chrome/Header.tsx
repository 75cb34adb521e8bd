/**
 * The site header on every page (from BaseLayout): navigation with its sub-menus, search, the
 * language switch and the phone menu (a native popover), all working without JavaScript.
 */
import { ChevronDown, Menu, Search, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { headerNav, menuMore, pathFor, type NavItem } from '../../i18n/routes';
import type { PageId } from '../../config/pages';
import type { Locale } from '../../i18n/locales';
import { useTranslations, type Translate } from '../../i18n/ui';
import { buttonVariants } from '../ui/Button';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

interface HeaderProps {
  lang: Locale;
  /** The path of the page being rendered: marks the current link and feeds the language switch. */
  path: string;
}

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The site header. Works without JavaScript: desktop sub-menus open on hover and
 * keyboard focus (CSS), and the mobile menu is a native popover (toggle, Escape, light dismiss).
 * src/client/header.ts adds the scrolled style, aria-expanded and close-on-link-click.
 *
 * The header is a size container and its breakpoints are in rem of its own width, not the
 * screen's: as text grows (browser text size, zoom) the full navigation gives way to the menu
 * before it can spill over, and on phones (under 28 rem) the menu button keeps only its icon (its
 * name stays for screen readers) and the language switch its two letters, so that the wordmark
 * holds on one line down to 320 px.
 */
export function Header({ lang, path }: HeaderProps) {
  const t = useTranslations(lang);
  const items = headerNav[lang];
  return (
    <header
      data-site-header
      className="group/header @container sticky top-0 z-40 border-b border-transparent bg-linen/95 transition-[border-color,box-shadow] duration-300 data-scrolled:border-sand-deep data-scrolled:shadow-lift"
    >
      <div className="page-container flex h-18 items-center justify-between gap-2 @md:gap-4">
        <Logo lang={lang} />
        <nav aria-label={t('header.mainNav')} className="hidden @min-[78rem]:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <DesktopItem key={item.page} item={item} lang={lang} path={path} t={t} />
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-1 @xl:gap-3">
          <a
            href={pathFor('recherche', lang)}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-ink hover:text-clay-deep aria-[current=page]:text-clay-deep"
            {...current(path, pathFor('recherche', lang))}
          >
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('search.open')}</span>
          </a>
          <LanguageSwitch lang={lang} path={path} />
          <a
            href={pathFor('contact', lang)}
            className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'hidden whitespace-nowrap @xl:inline-flex')}
          >
            {t('header.callButton')}
          </a>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            aria-controls={MOBILE_MENU_ID}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-sand-deep px-2.5 text-sm font-medium text-ink @min-[78rem]:hidden"
            data-menu-toggle
          >
            {/* The label says what a press does: "Menu" while closed, "Fermer" while the menu is open
                (the header :has() an open popover; no script needed). */}
            <Menu aria-hidden="true" className="size-5 shrink-0 group-has-[#mobile-menu:popover-open]/header:hidden" />
            <X aria-hidden="true" className="hidden size-5 shrink-0 group-has-[#mobile-menu:popover-open]/header:block" />
            <span className="group-has-[#mobile-menu:popover-open]/header:hidden @max-[28rem]:sr-only">{t('header.menuOpen')}</span>
            <span className="hidden group-has-[#mobile-menu:popover-open]/header:inline @max-[28rem]:sr-only">{t('header.menuClose')}</span>
          </button>
        </div>
      </div>
      <MobileMenu lang={lang} path={path} t={t} items={items} />
    </header>
  );
}

/** Marks the link to the page being shown, for sighted and screen-reader users alike. */
function current(path: string, href: string) {
  return path === href ? { 'aria-current': 'page' as const } : {};
}

/** A desktop sub-menu: a card under its item, shown on hover and keyboard focus. */
const desktopSubMenu = {
  className:
    'invisible absolute top-full left-0 z-10 min-w-64 translate-y-1 rounded-soft border border-sand-deep bg-white p-2 opacity-0 shadow-lift transition-[opacity,translate] duration-150 group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100',
  linkClassName:
    'block rounded-lg px-4 py-2.5 text-[0.95rem] text-ink hover:bg-linen hover:text-clay-deep aria-[current=page]:font-semibold aria-[current=page]:text-clay-deep',
};

/** A sub-menu in the mobile menu: a wrapping line under its item. */
const mobileSubMenu = {
  className: '-mt-1 mb-1 flex flex-wrap gap-x-5',
  linkClassName:
    'inline-flex min-h-11 items-center text-base text-ink-soft hover:text-clay-deep aria-[current=page]:font-semibold aria-[current=page]:text-clay-deep',
};

/** The mobile menu's "more" links. */
const mobileMore = {
  className: 'mt-1 flex flex-wrap gap-x-6',
  linkClassName:
    'inline-flex min-h-11 items-center text-lg text-ink hover:text-clay-deep aria-[current=page]:font-semibold aria-[current=page]:text-clay-deep',
};

interface PageLinksProps {
  pages: readonly PageId[];
  lang: Locale;
  path: string;
  t: Translate;
  className: string;
  linkClassName: string;
}

/** A list of links to pages, named as in the menus, the current one marked: each sub-menu and the mobile menu's "more". */
function PageLinks({ pages, lang, path, t, className, linkClassName }: PageLinksProps) {
  return (
    <ul className={className}>
      {pages.map((page) => {
        const href = pathFor(page, lang);
        return (
          <li key={page}>
            <a href={href} className={linkClassName} {...current(path, href)}>
              {t(`page.${page}`)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function DesktopItem({ item, lang, path, t }: { item: NavItem; lang: Locale; path: string; t: Translate }) {
  const href = pathFor(item.page, lang);
  const linkClass =
    'inline-flex min-h-11 items-center gap-1 rounded-full px-2.5 text-[0.95rem] whitespace-nowrap text-ink transition-colors hover:text-clay-deep aria-[current=page]:text-clay-deep aria-[current=page]:font-semibold';
  if (!item.children) {
    return (
      <li>
        <a href={href} className={linkClass} {...current(path, href)}>
          {t(`page.${item.page}`)}
        </a>
      </li>
    );
  }
  return (
    <li className="group relative">
      <a href={href} className={linkClass} {...current(path, href)}>
        {t(`page.${item.page}`)}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-focus-within:rotate-180 group-hover:rotate-180" />
      </a>
      <PageLinks pages={item.children} lang={lang} path={path} t={t} {...desktopSubMenu} />
    </li>
  );
}

function MobileMenu({ lang, path, t, items }: { lang: Locale; path: string; t: Translate; items: readonly NavItem[] }) {
  const more = menuMore[lang];
  return (
    // The whole screen under the header, opaque: nothing behind it shows, so nothing needs dimming,
    // and the toggle above it, now "Fermer", is its close button. Without JavaScript the native
    // popover still opens, closes and light-dismisses.
    <div
      id={MOBILE_MENU_ID}
      popover="auto"
      className="inset-x-0 top-18 bottom-0 m-0 h-auto max-h-none w-full overflow-y-auto overscroll-contain border-t border-sand-deep bg-linen px-5 pt-2 pb-10 sm:px-8 @min-[78rem]:hidden"
    >
      <nav aria-label={t('header.mainNav')} className="mx-auto max-w-2xl">
        <ul className="divide-y divide-sand-deep/70">
          {items.map((item) => {
            const href = pathFor(item.page, lang);
            return (
              <li key={item.page} className="py-2">
                <a
                  href={href}
                  className="block rounded-lg py-2 font-serif text-2xl font-medium text-ink hover:text-clay-deep aria-[current=page]:text-clay-deep"
                  {...current(path, href)}
                >
                  {t(`page.${item.page}`)}
                </a>
                {item.children && <PageLinks pages={item.children} lang={lang} path={path} t={t} {...mobileSubMenu} />}
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-labelledby="mobile-menu-more" className="mx-auto mt-6 max-w-2xl">
        <p id="mobile-menu-more" className="text-xs font-semibold tracking-[0.14em] text-clay-deep uppercase">
          {t('header.moreNav')}
        </p>
        <PageLinks pages={more} lang={lang} path={path} t={t} {...mobileMore} />
      </nav>
      <div className="mx-auto mt-8 max-w-2xl">
        <a href={pathFor('contact', lang)} className={cn(buttonVariants(), 'w-full')}>
          {t('header.callButton')}
        </a>
      </div>
    </div>
  );
}
