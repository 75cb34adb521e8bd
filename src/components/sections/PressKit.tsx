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

interface PressKitProps {
  bio: readonly string[];
  /** Her photograph once set: shown beside her name, and offered in high resolution. */
  portrait?: { photo: PictureData; download: string; label: string } | undefined;
  contactTitle: string;
  links: readonly LinkAction[];
  lang: Locale;
}

/**
 * The press kit (issue 35): her biography under her name, in the third person for a journalist to
 * quote, with her photograph to download in high resolution once she has set one, and beside it the practice's contact details (from the site's data) and the pages a
 * journalist reads next.
 */
export function PressKit({ bio, portrait, contactTitle, links, lang }: PressKitProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card className="min-w-0">
        <h3 className="font-serif text-xl text-ink">{site.practitioner.name}</h3>
        {portrait && <Picture image={portrait.photo} whenNear className="mt-4 size-24 rounded-full border border-sand-deep bg-sand object-cover object-top" />}
        <Paragraphs paragraphs={bio} className="mt-4" />
        {portrait && (
          <a href={portrait.download} download className={cn(inlineLinkClass, 'mt-4 inline-flex items-center gap-1.5 font-medium')} data-portrait-download>
            <Download aria-hidden="true" className="size-4" />
            {portrait.label}
          </a>
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
