/**
 * The calls to action and headline figures under an inner page's title, on the talks and training
 * pages.
 */
import { ArrowRight } from 'lucide-react';
import { hrefFor, type PageId } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { buttonVariants } from '../ui/Button';
import { StatList, type StatData } from '../ui/Stat';

interface HeroFactsProps {
  /** The page's headline figures, if it has any. */
  stats?: readonly StatData[] | undefined;
  /** Where to go next: usually anchors of the same page (the offers, the booking section). */
  links: readonly { label: string; page: PageId; hash?: string | undefined }[];
  lang: Locale;
}

/** Under an inner page's title: its calls to action as buttons, then its figures. */
export function HeroFacts({ stats, links, lang }: HeroFactsProps) {
  return (
    <>
      <ul className="mt-8 flex flex-wrap gap-4">
        {links.map((link, index) => (
          <li key={`${link.page}${link.hash ?? ''}`}>
            <a href={hrefFor(link, lang)} className={buttonVariants({ variant: index === 0 ? 'primary' : 'secondary', size: 'default' })}>
              {link.label}
              {index === 0 && <ArrowRight aria-hidden="true" />}
            </a>
          </li>
        ))}
      </ul>
      {stats && <StatList stats={stats} className="mt-12 max-w-4xl" />}
    </>
  );
}
