/**
 * The body of the not-found page: what happened and the ways back, beside a picture, in the
 * visitor's language.
 */
import { ArrowRight } from 'lucide-react';
import type { NotFoundContent } from '../../content/types';
import { hrefFor } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { buttonVariants } from '../ui/Button';
import { TextActionLink } from '../ui/ButtonLink';
import { Heading } from '../ui/Heading';
import { Picture, type PictureData } from '../ui/Picture';
import { Sheet } from '../ui/Sheet';

/** The not-found page's body (docs/decisions/002): what happened and ways back, in the visitor's language. */
export function NotFound({ content, image, lang }: { content: NotFoundContent; image: PictureData; lang: Locale }) {
  return (
    <section className="px-5 py-16 sm:px-8 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <Heading level={1} eyebrow={content.eyebrow} title={content.title} intro={content.text} />
          {/* Two buttons, the way home first; any further way is a text link on its own line (a
              third button wrapped alone under the two on a wide screen, as if it had fallen off). */}
          <ul className="mt-10 flex flex-wrap items-center gap-4">
            {content.links.map((link, index) =>
              index < 2 ? (
                <li key={link.page}>
                  <a href={hrefFor(link, lang)} className={buttonVariants({ variant: index === 0 ? 'primary' : 'secondary' })}>
                    {link.label}
                    {index === 0 && <ArrowRight aria-hidden="true" />}
                  </a>
                </li>
              ) : (
                <li key={link.page} className="basis-full">
                  <TextActionLink action={{ href: hrefFor(link, lang), label: link.label }} />
                </li>
              ),
            )}
          </ul>
        </div>
        <Sheet>
          <Picture image={image} priority />
        </Sheet>
      </div>
    </section>
  );
}
