import { site } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import type { LinkAction } from '../../lib/links';
import { TextActionLink } from '../ui/ButtonLink';
import { Card } from '../ui/Card';
import { Paragraphs } from '../ui/Paragraphs';
import { PracticeDetails } from '../ui/PracticeDetails';

interface PressKitProps {
  bio: readonly string[];
  contactTitle: string;
  links: readonly LinkAction[];
  lang: Locale;
}

/**
 * The press kit (issue 35): her biography under her name, in the third person for a journalist to
 * quote, and beside it the practice's contact details (from the site's data) and the pages a
 * journalist reads next.
 */
export function PressKit({ bio, contactTitle, links, lang }: PressKitProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card className="min-w-0">
        <h3 className="font-serif text-xl text-ink">{site.practitioner.name}</h3>
        <Paragraphs paragraphs={bio} className="mt-4" />
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
