/**
 * The press page's kit: her biography with downloadable portrait and book cover, beside the
 * practice's contact details and the pages a journalist reads next.
 */
import { Download } from 'lucide-react';
import { site } from '../../config/site';
import { cn } from '../../lib/cn';
import type { Locale } from '../../i18n/locales';
import type { LinkAction } from '../../lib/links';
import { TextActionLink } from '../ui/ButtonLink';
import { Card } from '../ui/Card';
import { Paragraphs } from '../ui/Paragraphs';
import { Picture, type PictureData } from '../ui/Picture';
import { inlineLinkClass, PracticeDetails } from '../ui/PracticeDetails';

/** A picture a journalist takes away in high resolution: her portrait, the book's cover. */
export interface PressDownload {
  kind: 'portrait' | 'cover';
  /** The small picture beside the link; its text alternative is the link's label. */
  thumbnail: PictureData;
  /** The JPEG for print. */
  href: string;
  label: string;
}

interface PressKitProps {
  bio: readonly string[];
  /** Her portrait and the book's cover, each once set (photographs, not the site's drawings). */
  downloads: readonly PressDownload[];
  contactTitle: string;
  links: readonly LinkAction[];
  lang: Locale;
}

const thumbnailClass: Record<PressDownload['kind'], string> = {
  portrait: 'size-16 rounded-full object-top',
  cover: 'h-16 w-auto aspect-[4/5] rounded-md',
};

/**
 * The press kit: her biography under her name, in the third person for a journalist to
 * quote, with her portrait and the book's cover to download in high resolution once she has set
 * them; beside it the practice's contact details (from the site's data) and the pages a journalist
 * reads next.
 */
export function PressKit({ bio, downloads, contactTitle, links, lang }: PressKitProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card className="min-w-0">
        <h3 className="font-serif text-xl text-ink">{site.practitioner.name}</h3>
        <Paragraphs paragraphs={bio} className="mt-4" />
        {downloads.length > 0 && (
          <ul className="mt-6 space-y-4">
            {downloads.map(({ kind, thumbnail, href, label }) => (
              <li key={kind} className="flex items-center gap-4">
                <Picture
                  image={{ ...thumbnail, alt: '' }}
                  whenNear
                  className={cn('shrink-0 border border-sand-deep bg-sand object-cover', thumbnailClass[kind])}
                />
                <a
                  href={href}
                  download
                  className={cn(inlineLinkClass, 'inline-flex items-center gap-1.5 font-medium')}
                  data-press-download={kind}
                >
                  <Download aria-hidden="true" className="size-4 shrink-0" />
                  {label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="min-w-0">
        <h3 className="font-serif text-xl text-ink">{contactTitle}</h3>
        <PracticeDetails kind="contact" lang={lang} className="mt-4" />
        <ul className="mt-6 space-y-4">
          {links.map((link) => (
            <li key={link.href}>
              <TextActionLink action={link} />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
