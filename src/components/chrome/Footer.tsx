/**
 * The site footer on every page (from BaseLayout): contact details, social profiles, the page links
 * in groups, the legal pages and the link that reopens the cookie choices.
 */
import { Mail, MapPin, Phone } from 'lucide-react';
import { site } from '../../config/site';
import { footerNav, pathFor, type PageId } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { useTranslations, type Translate } from '../../i18n/ui';
import { brandIcons, type SocialNetwork } from '../ui/BrandIcons';
import { ExternalLink } from '../ui/ExternalLink';
import { Logo } from './Logo';

const groupHeading = 'mb-3 font-sans text-sm font-semibold tracking-[0.14em] text-linen uppercase wrap-break-word';
const linkClass = 'inline-block py-0.5 sm:py-1 text-sand hover:text-white hover:underline underline-offset-4';

/** The site footer: every link, contact details, social profiles and © 2025. */
export function Footer({ lang }: { lang: Locale }) {
  const t = useTranslations(lang);
  const socials: SocialNetwork[] = ['instagram', 'linkedin', 'youtube'];
  // The bottom padding keeps the last line clear of the floating chat button (its top at most 80 px from the bottom: 16 or 24 px below it, 56 px tall) at every width.
  // The columns wrap by their width in rem, not the screen's: one beside the other on a wide
  // screen, fewer per row as the text grows or the screen narrows, never wider than the screen.
  return (
    <footer data-site-footer className="bg-ink pt-8 pb-24 text-sand surface-dark sm:pt-16">
      <div className="page-container flex flex-wrap gap-x-6 gap-y-6 sm:gap-y-12">
        <div className="flex-[1.4_1_16rem] space-y-5 sm:space-y-6">
          {/* The wordmark and her profiles share the first line: a heading and a row of their own made
              the phone's footer a screen and a half long. */}
          <div className="flex flex-wrap items-center justify-between gap-4">
            <Logo lang={lang} tone="light" />
            <div>
              <h2 className="sr-only">{t('footer.socialHeading')}</h2>
              <ul className="flex gap-2">
                {socials.map((network) => (
                  <li key={network}>
                    <ExternalLink
                      href={site.social[network]}
                      newTabLabel={t('a11y.newTab')}
                      className="inline-flex size-11 items-center justify-center rounded-full border border-sand/30 text-sand hover:border-sand hover:text-white"
                    >
                      {brandIcons[network]}
                      <span className="sr-only">{t(`footer.${network}`)}</span>
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <p className="max-w-sm text-[0.95rem] max-sm:hidden">{t('footer.tagline')}</p>
          <div>
            <h2 className={groupHeading}>{t('footer.contactHeading')}</h2>
            <address className="space-y-2 not-italic">
              <p className="flex items-center gap-3">
                <MapPin aria-hidden="true" className="size-5 text-sand-deep" />
                {t('footer.location')}
              </p>
              <p className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-5 text-sand-deep" />
                <span className="sr-only">{t('footer.phone')}</span>
                <a href={site.contact.phoneHref} className={linkClass}>
                  {site.contact.phoneDisplay}
                </a>
              </p>
              <p className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-5 text-sand-deep" />
                <span className="sr-only">{t('footer.email')}</span>
                <a href={`mailto:${site.contact.email}`} className={`${linkClass} min-w-0 wrap-anywhere`}>
                  {site.contact.email}
                </a>
              </p>
            </address>
          </div>
        </div>
        <LinkGroup heading={t('footer.supportHeading')} pages={footerNav.support} lang={lang} t={t} />
        <LinkGroup heading={t('footer.practiceHeading')} pages={footerNav.practice} lang={lang} t={t}>
          <li>
            <ExternalLink href={site.external.quiz} newTabLabel={t('a11y.newTab')} className={linkClass}>
              {t('footer.quiz')}
            </ExternalLink>
          </li>
        </LinkGroup>
      </div>
      <div className="page-container mt-6 sm:mt-14">
        <div className="flex flex-wrap items-center justify-between gap-x-8 gap-y-3 border-t border-sand/20 pt-6 text-sm">
          <p className="min-w-0">
            © {site.copyrightYear} {site.brand}. {t('footer.rights')}
          </p>
          {/* The legal pages on one wrapping line with the cookie choice, as fine print: as a fourth
              column they made the phone's footer a quarter longer. */}
          <div>
            <h2 className="sr-only">{t('footer.legalHeading')}</h2>
            <ul className="flex flex-wrap gap-x-5">
              {footerNav.legal.map((page) => (
                <li key={page}>
                  <a href={pathFor(page, lang)} className={linkClass}>
                    {t(`page.${page}`)}
                  </a>
                </li>
              ))}
              <li>
                {/* Reopens the consent preferences on every page (data-cc is read by the consent library).
                    Without JavaScript nothing third-party ever loads, and the link leads to the cookie policy. */}
                <a href={`${pathFor('confidentialite', lang)}#cookies`} data-cc="show-preferencesModal" className={linkClass}>
                  {t('consent.footerLink')}
                </a>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}

function LinkGroup({
  heading,
  pages,
  lang,
  t,
  children,
}: {
  heading: string;
  pages: readonly PageId[];
  lang: Locale;
  t: Translate;
  children?: React.ReactNode;
}) {
  return (
    // On a phone each group is a paragraph of links across the width (the two columns of one link a
    // line ran to half a screen); a column of its own from 640 px.
    <div className="basis-full sm:flex-[1_1_9rem]">
      <h2 className={groupHeading}>{heading}</h2>
      <ul className="flex flex-wrap gap-x-5 sm:block">
        {pages.map((page) => (
          <li key={page}>
            <a href={pathFor(page, lang)} className={linkClass}>
              {t(`page.${page}`)}
            </a>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}
